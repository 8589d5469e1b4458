// @vitest-environment jsdom
/**
 * The invoices list of /files (screens.config.ts as declared) against the real reference API, as
 * cliente@demo.es: each invoice's PDF downloads from its row (downloadFile with the row's path,
 * saved under its own name, the 'Descargando Fichero' overlay gone afterwards), and a PDF the
 * storage no longer holds is answered with a Spanish message naming it, not a crash.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { documentTypes } from '../../screens.config';
import type { Factura } from '../../src/api/generated/model';
import GridScreen from '../../src/features/grid/GridScreen';
import type { GridSpec } from '../../src/language';
import {
  claimsOf,
  type RecordedCall,
  renderInShell,
  routeToTestApi,
  sessionFor,
  testApiPerFile,
} from '../support/apiHarness';

const api = testApiPerFile();
const invoices = documentTypes.Factura?.grid as GridSpec;

const callsTo = (calls: readonly RecordedCall[], path: string) =>
  calls.filter((c) => c.url.pathname === path);

async function renderInvoices() {
  const calls = routeToTestApi(api, 'cliente@demo.es');
  // jsdom has no object URLs: saveFile's link gets a stand-in.
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:documento');
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  renderInShell(
    <>
      <Notifications />
      <GridScreen title="Facturas" spec={invoices} />
    </>,
    sessionFor(claimsOf('cliente@demo.es')),
  );
  const buttons = await screen.findAllByRole('button', { name: /^Descargar FV-.*\.pdf$/ });
  // The page shown is the first (position 0); the grid then also asks for the next one ahead.
  const shown = callsTo(calls, '/getFacturas').filter(
    (c) => (c.body as { position?: number }).position === 0,
  );
  const page = (await shown.at(-1)?.response?.clone().json()) as {
    items: Factura[];
  };
  return { calls, createObjectURL, buttons, rows: page.items, user: userEvent.setup() };
}

describe('an invoice’s PDF from its row', { timeout: 30_000 }, () => {
  it('downloads the row’s own PDF under its own name', async () => {
    const { calls, createObjectURL, buttons, rows, user } = await renderInvoices();
    const first = rows.find((row) => row.filePath);
    const name = first?.filePath?.split('/').at(-1);
    expect(buttons[0]).toHaveAccessibleName(`Descargar ${name}`);

    await user.click(buttons[0] as HTMLElement);
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const download = callsTo(calls, '/downloadFile').at(-1);
    expect(download?.url.searchParams.get('filename')).toBe(first?.filePath);
    expect(download?.response?.status).toBe(200);
    const file = createObjectURL.mock.calls[0]?.[0];
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe(name);
    await waitFor(() => expect(screen.queryByText('Descargando Fichero')).toBeNull());
  });

  it('says in Spanish that a PDF the storage no longer holds is not available', async () => {
    const { calls, createObjectURL, buttons, rows, user } = await renderInvoices();
    const withPdf = rows.filter((row) => row.filePath);
    const last = withPdf.at(-1) as Factura & { filePath: string };
    const name = last.filePath.split('/').at(-1) as string;
    await rm(join(api.storageRoot, ...last.filePath.split('/')));

    await user.click(buttons.at(-1) as HTMLElement);
    await screen.findByText(
      `El documento ${name} no está disponible en este momento. Si lo necesita, pídalo a su gestor.`,
    );
    expect(screen.getByText('No se ha podido descargar el documento')).toBeInTheDocument();
    expect(callsTo(calls, '/downloadFile').at(-1)?.response?.status).toBe(404);
    expect(createObjectURL).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByText('Descargando Fichero')).toBeNull());
    // The list is still there to use.
    expect(screen.getAllByRole('button', { name: /^Descargar FV-/ })).toHaveLength(buttons.length);
  });
});
