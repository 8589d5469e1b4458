// @vitest-environment jsdom
/**
 * The file explorer of /files (screens.config.ts as declared) against the real reference API: the
 * client's groups as Spanish folders, browsing down and back up (rows and breadcrumb), uploading
 * one and several files with tags, deleting one and several after a confirmation, and the text
 * finder. What the screen shows is compared with what the API answers.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { screens } from '../../screens.config';
import type { DemoEmail } from '../../server/seed/demoAccounts';
import type { FileItemPage } from '../../src/api/generated/model';
import FileBrowserScreen from '../../src/features/files/FileBrowserScreen';
import type { FileBrowserSpec, ScreenBody } from '../../src/language';
import {
  claimsOf,
  type RecordedCall,
  renderInShell,
  routeToTestApi,
  sessionFor,
  testApiPerFile,
} from '../support/apiHarness';

const email = 'cliente@demo.es';
const api = testApiPerFile();
let calls: RecordedCall[];
let client: { clientId: number; client: string };

/** The file browser a screen declares: its body, or the tab holding it (/files: 'Carpetas'). */
function specOf(body: ScreenBody): FileBrowserSpec {
  if (body.kind === 'fileBrowser') return body;
  const tab = body.kind === 'tabs' ? body.tabs.find((t) => t.body.kind === 'fileBrowser') : undefined;
  if (!tab) throw new Error(`expected a file browser, got ${body.kind}`);
  return specOf(tab.body);
}

beforeAll(async () => {
  const clients = (await (await api.as(email).GET('/getClients')).json()) as {
    items: { clientId: number; client: string }[];
  };
  client = clients.items[0] as { clientId: number; client: string };
});

/** What the API lists in a folder of the selected client, as the test user. */
async function apiFolder(path: string): Promise<FileItemPage> {
  const response = await api
    .as(email)
    .POST('/getFiles', { params: { query: { client: client.client, path } } });
  expect(response.status).toBe(200);
  return (await response.json()) as FileItemPage;
}

async function renderFiles(as: DemoEmail = email, body = screens.files.body) {
  calls = routeToTestApi(api, as);
  renderInShell(<FileBrowserScreen spec={specOf(body)} />, sessionFor(claimsOf(as)));
  return userEvent.setup();
}

const table = () => screen.getByRole('table', { name: 'Ficheros y carpetas' });
const rowNames = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('button')[0]?.textContent ?? '');
const breadcrumb = () => screen.getByRole('navigation', { name: 'Ruta de la carpeta' });

async function openMisDocumentos(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Abrir la carpeta Mis documentos' }));
  await within(breadcrumb()).findByText('Mis documentos');
  await screen.findByRole('button', { name: /^Descargar Plan_de_gestion_de_residuos_\d{4}\.pdf$/ });
}

/** The upload dialog's file chooser (FileInput keeps a hidden native input for the picker). */
function fileInput(): HTMLInputElement {
  const input = screen.getByRole('dialog').querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The upload dialog has no file input.');
  return input;
}

describe('file explorer (/files)', { timeout: 30_000 }, () => {
  it('shows the groups of the client folder by their Spanish names, as the API lists them', async () => {
    await renderFiles();
    await screen.findByRole('button', { name: 'Abrir la carpeta Autorizaciones' });
    const groups = (await apiFolder('')).items.map((item) => item.name);
    expect(groups).toEqual(expect.arrayContaining(['AUTORIZACIONES', 'MISDOCUMENTOS', 'CERTIFICACIONES']));
    const shown = rowNames();
    expect(shown).toHaveLength(groups.length);
    expect(shown).toEqual(expect.arrayContaining(['Autorizaciones', 'Mis documentos', 'Certificaciones']));
    expect(shown).not.toContain('MISDOCUMENTOS');
    const first = calls.find((c) => c.url.pathname === '/getFiles');
    expect(first?.url.searchParams.get('client')).toBe(client.client);
  });

  it('opens a folder and a subfolder, then goes back up with BACKFOLDER and the breadcrumb', async () => {
    const user = await renderFiles();
    await openMisDocumentos(user);
    const listed = await apiFolder('MISDOCUMENTOS');
    expect(rowNames()).toEqual(
      listed.items.map((item) => (item.type === 'BACKFOLDER' ? 'Subir un nivel' : item.name)),
    );
    expect(
      calls.some((c) => c.url.pathname === '/getFiles' && c.url.searchParams.get('path') === 'MISDOCUMENTOS'),
    ).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Abrir la carpeta Notas' }));
    await screen.findByRole('button', { name: 'Descargar Instrucciones_para_el_personal.txt' });
    expect(within(breadcrumb()).getByText('Notas')).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Subir un nivel' }));
    await screen.findByRole('button', { name: 'Abrir la carpeta Notas' });

    await user.click(within(breadcrumb()).getByRole('button', { name: 'Inicio' }));
    await screen.findByRole('button', { name: 'Abrir la carpeta Autorizaciones' });
  });

  it('uploads a file with tags into the open folder, then deletes it after confirming', async () => {
    const user = await renderFiles();
    await openMisDocumentos(user);
    await user.click(screen.getByRole('button', { name: 'Subir ficheros' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subir ficheros' });
    expect(within(dialog).getByText('Se guardarán en: Mis documentos')).toBeInTheDocument();
    await user.upload(
      fileInput(),
      new File(['contenido de prueba'], 'nota-prueba.txt', { type: 'text/plain' }),
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Etiquetas/ }), 'prueba{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Subir' }));

    await screen.findByRole('button', { name: 'Descargar nota-prueba.txt' });
    const stored = (await apiFolder('MISDOCUMENTOS')).items.find((item) => item.name === 'nota-prueba.txt');
    expect(stored).toMatchObject({
      blobUri: `${client.clientId}/MISDOCUMENTOS/nota-prueba.txt`,
      tags: ['prueba'],
    });

    await user.click(screen.getByRole('button', { name: 'Eliminar nota-prueba.txt' }));
    const confirm = await screen.findByRole('dialog', { name: 'Eliminar ficheros' });
    expect(
      within(confirm).getByText('¿Eliminar el fichero «nota-prueba.txt»? No se puede deshacer.'),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));

    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Descargar nota-prueba.txt' })).toBeNull(),
    );
    const deletion = calls.find((c) => c.method === 'DELETE' && c.url.pathname === '/deleteFile');
    expect(deletion?.url.searchParams.get('blobUri')).toBe(
      `${client.clientId}/MISDOCUMENTOS/nota-prueba.txt`,
    );
    expect((await apiFolder('MISDOCUMENTOS')).items.map((item) => item.name)).not.toContain(
      'nota-prueba.txt',
    );
  });

  it('uploads several files at once and deletes the selection', async () => {
    const user = await renderFiles();
    await openMisDocumentos(user);
    await user.click(screen.getByRole('button', { name: 'Subir ficheros' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subir ficheros' });
    await user.upload(fileInput(), [
      new File(['uno'], 'lote-1.txt', { type: 'text/plain' }),
      new File(['dos'], 'lote-2.txt', { type: 'text/plain' }),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Subir' }));
    await screen.findByRole('button', { name: 'Descargar lote-1.txt' });
    await screen.findByRole('button', { name: 'Descargar lote-2.txt' });

    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar lote-1.txt' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar lote-2.txt' }));
    const bar = screen.getByRole('region', { name: 'Ficheros seleccionados' });
    expect(within(bar).getByText('2 ficheros seleccionados')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Eliminar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Eliminar ficheros' });
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Descargar lote-1.txt' })).toBeNull());
    const deletion = calls.find((c) => c.url.pathname === '/deleteMultipleFiles');
    expect(deletion?.body).toEqual({
      blobFilenameList: [
        `${client.clientId}/MISDOCUMENTOS/lote-1.txt`,
        `${client.clientId}/MISDOCUMENTOS/lote-2.txt`,
      ],
    });
    const names = (await apiFolder('MISDOCUMENTOS')).items.map((item) => item.name);
    expect(names).not.toContain('lote-1.txt');
    expect(names).not.toContain('lote-2.txt');
  });

  it('finds the files under the open folder whose name or tags hold a text', async () => {
    const user = await renderFiles();
    await screen.findByRole('button', { name: 'Abrir la carpeta Autorizaciones' });
    await user.type(screen.getByRole('textbox', { name: 'Buscar en esta carpeta' }), 'contrato');
    await screen.findByText('Ficheros que contienen «contrato»');
    const query = { client: client.client, path: '', filterText: 'contrato' };
    const expected = (await (
      await api.as(email).POST('/getallfiles', { params: { query } })
    ).json()) as FileItemPage;
    expect(expected.total).toBeGreaterThan(0);
    await waitFor(() => expect(rowNames()).toEqual(expected.items.map((item) => item.name)));

    await user.click(screen.getByRole('button', { name: 'Volver a la carpeta' }));
    await screen.findByRole('button', { name: 'Abrir la carpeta Autorizaciones' });
  });

  it('offers to delete only the files the API lets the user delete (their own uploads)', async () => {
    const user = await renderFiles();
    const deletable = async (path: string) => {
      const files = (await apiFolder(path)).items.filter((item) => item.eliminable !== undefined);
      for (const item of files) {
        await screen.findByRole('button', { name: `Descargar ${item.name}` });
        expect(screen.queryByRole('button', { name: `Eliminar ${item.name}` }) !== null, item.name).toBe(
          item.eliminable,
        );
      }
      return files;
    };
    // Their own upload in Mis documentos is theirs to delete...
    await openMisDocumentos(user);
    expect((await deletable('MISDOCUMENTOS')).some((item) => item.eliminable)).toBe(true);
    // ...the authorizations the company filed for them are not, alone or selected.
    await user.click(within(breadcrumb()).getByRole('button', { name: 'Inicio' }));
    await user.click(await screen.findByRole('button', { name: 'Abrir la carpeta Autorizaciones' }));
    const company = await deletable('AUTORIZACIONES');
    const theirs = company.find((item) => item.eliminable === false);
    if (!theirs) throw new Error('the seed files authorizations the client did not upload');
    await user.click(screen.getByRole('checkbox', { name: `Seleccionar ${theirs.name}` }));
    const bar = await screen.findByRole('region', { name: 'Ficheros seleccionados' });
    expect(within(bar).queryByRole('button', { name: 'Eliminar' })).toBeNull();
  });

  it("lists the files of an invoice picked from the client's invoice numbers", async () => {
    const user = await renderFiles();
    await screen.findByRole('button', { name: 'Abrir la carpeta Autorizaciones' });
    await user.click(screen.getByRole('textbox', { name: 'Ficheros de una factura' }));
    // Mantine's dropdown transition keeps it display:none in jsdom: the options are found hidden.
    const option = (await screen.findAllByRole('option', { hidden: true }))[0] as HTMLElement;
    const numero = option.getAttribute('value') ?? '';
    expect(numero).toMatch(/^F/);
    await user.click(option);

    await screen.findByText(`Ficheros de la factura ${numero}`);
    const response = await api
      .as(email)
      .POST('/getFilesNumeroFactura', { params: { query: { numeroFactura: numero } } });
    const expected = (await response.json()) as FileItemPage;
    expect(expected.total).toBeGreaterThan(0);
    await waitFor(() => expect(rowNames()).toEqual(expected.items.map((item) => item.name)));
    // Spec 5: the invoice numbers are asked for the client's service directions, once known.
    const numbers = calls.find((c) => c.url.pathname === '/getNumeroFacturas')?.body as
      | { idDireccionesServicio: number[] }
      | undefined;
    expect(numbers?.idDireccionesServicio.length).toBeGreaterThan(0);
  });
});

describe('file explorer of a digitalized client (/digitalized/dfiles)', { timeout: 30_000 }, () => {
  it('browses, selects and downloads, but offers no upload, delete or invoice lookup', async () => {
    const user = await renderFiles('digital@demo.es', screens.digitalizedFiles.body);
    await user.click(await screen.findByRole('button', { name: 'Abrir la carpeta Autorizaciones' }));
    const checkbox = (
      await screen.findAllByRole('checkbox', { name: /^Seleccionar .+\.pdf$/ })
    )[0] as HTMLElement;
    expect(screen.getAllByRole('button', { name: /^Descargar .+\.pdf$/ }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Subir ficheros' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Eliminar / })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Ficheros de una factura' })).toBeNull();

    await user.click(checkbox);
    const bar = screen.getByRole('region', { name: 'Ficheros seleccionados' });
    expect(within(bar).getByRole('button', { name: 'Descargar .zip' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Enviar por correo' })).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Eliminar' })).toBeNull();
  });
});
