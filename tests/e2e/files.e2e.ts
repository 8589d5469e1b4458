/**
 * The file explorer (/files) in Chromium against the whole stack, signed
 * in as cliente@demo.es: upload with a progress bar, then download the same bytes, then delete;
 * several files downloaded as one .zip holding them; files sent by e-mail landing in the API's
 * outbox with them attached; an empty file and a program refused by the dialog before sending; a
 * 200-character name cut with an ellipsis, its size, date and buttons on screen at 1440 and 390 px.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { demoAccount } from '../../server/seed/demoAccounts';
import { unzip } from '../support/unzip';
import { expectAccessible } from './accessibility';
import { chromiumPerFile, portalUrl, signIn } from './browser';
import { outboxMail } from './outbox';

const browser = chromiumPerFile();
const account = demoAccount('cliente@demo.es');

async function openFiles(viewport = { width: 1440, height: 900 }): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewportSize(viewport);
  await signIn(page, account.email, account.password, `${account.givenName} ${account.familyName}`);
  await page.goto(portalUrl('/files'));
  await page.getByRole('heading', { level: 1, name: 'Archivos', exact: true }).waitFor();
  return page;
}

async function openFolder(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: `Abrir la carpeta ${label}`, exact: true }).click();
  await page
    .getByRole('navigation', { name: 'Ruta de la carpeta' })
    .getByText(label, { exact: true })
    .waitFor();
}

async function bytesOf(download: Download): Promise<Buffer> {
  const path = await download.path();
  if (!path) throw new Error(`download failed: ${await download.failure()}`);
  return readFile(path);
}

/** Every value the page's progress bars take from now on (aria-valuenow), as the user would see it. */
async function recordProgress(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('[role="progressbar"]')) {
        const value = Number(bar.getAttribute('aria-valuenow'));
        if (seen.at(-1) !== value) seen.push(value);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
}

describe('file explorer', () => {
  test('uploads a file with a progress bar, downloads the same bytes, then deletes it', async () => {
    const page = await openFiles();
    await openFolder(page, 'Mis documentos');

    // Big enough for the upload to take several progress events; random so no compression helps.
    const content = randomBytes(6 * 1024 * 1024);
    const name = `e2e-subida-${Date.now()}.pdf`;
    await page.getByRole('button', { name: 'Subir ficheros', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Subir ficheros' });
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name, mimeType: 'application/octet-stream', buffer: content });
    await dialog.getByRole('textbox', { name: 'Etiquetas' }).fill('e2e');
    await dialog.getByRole('textbox', { name: 'Etiquetas' }).press('Enter');
    const progress = await recordProgress(page);
    await dialog.getByRole('button', { name: 'Subir', exact: true }).click();

    const link = page.getByRole('button', { name, exact: true });
    await link.waitFor();
    const values = await progress();
    // The bar appeared at 0 and went up to 100 as the bytes left.
    expect(values[0]).toBe(0);
    expect(values.at(-1)).toBe(100);
    expect(values).toEqual([...values].sort((a, b) => a - b));

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(name);
    expect((await bytesOf(download)).equals(content)).toBe(true);

    await page.getByRole('button', { name: `Eliminar ${name}`, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar ficheros' });
    await confirm.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await link.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('button', { name: /^Descargar Plan_de_gestion_de_residuos_\d{4}\.pdf$/ }).waitFor();
    expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
  });

  test('downloads the selected files as one .zip holding each of them', async () => {
    const page = await openFiles();
    await openFolder(page, 'Autorizaciones');
    const checkboxes = page.getByRole('checkbox', { name: /^Seleccionar .+\.pdf$/ });
    await checkboxes.first().waitFor();
    const names = (
      await checkboxes.evaluateAll((boxes) => boxes.map((b) => b.getAttribute('aria-label') ?? ''))
    ).map((label) => label.replace(/^Seleccionar /, ''));
    expect(names.length).toBeGreaterThan(1);
    await page.getByRole('checkbox', { name: 'Seleccionar todos los ficheros' }).check();
    const bar = page.getByRole('region', { name: 'Ficheros seleccionados' });
    await bar.getByText(`${names.length} ficheros seleccionados`).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      bar.getByRole('button', { name: 'Descargar .zip' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('archivos.zip');
    const entries = unzip(await bytesOf(download));
    expect([...entries.keys()].map((entry) => entry.split('/').at(-1)).sort()).toEqual([...names].sort());
    for (const data of entries.values()) expect(data.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('sends the selected files by e-mail: the message lands in the outbox with them attached', async () => {
    const page = await openFiles();
    await openFolder(page, 'Certificaciones');
    const first = page.getByRole('checkbox', { name: /^Seleccionar .+\.pdf$/ }).first();
    await first.waitFor();
    const fileName = ((await first.getAttribute('aria-label')) ?? '').replace(/^Seleccionar /, '');
    await first.check();
    await page
      .getByRole('region', { name: 'Ficheros seleccionados' })
      .getByRole('button', { name: 'Enviar por correo' })
      .click();

    const subject = `Certificado ${Date.now()}`;
    const dialog = page.getByRole('dialog', { name: 'Enviar ficheros por correo' });
    await dialog.getByRole('textbox', { name: 'Para' }).fill('calidad@hotelescostaazul.es');
    await dialog.getByRole('textbox', { name: 'Asunto' }).fill(subject);
    await dialog.getByRole('textbox', { name: 'Mensaje' }).fill('Le adjunto el certificado.');
    await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    const [mail] = await outboxMail(subject);
    expect(mail).toMatchObject({
      toAddresses: ['calidad@hotelescostaazul.es'],
      subject,
      body: 'Le adjunto el certificado.',
      attachments: [expect.objectContaining({ filename: fileName })],
    });
    expect(mail?.attachments).toHaveLength(1);
  });

  test('refuses an empty file and a program before sending, saying why; a very long name leaves size, date and buttons on screen', async () => {
    const page = await openFiles();
    await openFolder(page, 'Mis documentos');
    const uploadsSent: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/upload/i.test(request.url())) uploadsSent.push(request.url());
    });

    await page.getByRole('button', { name: 'Subir ficheros', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Subir ficheros' });
    // What may be uploaded is said before choosing.
    await dialog
      .getByText(/^Documentos \(PDF, Word, Excel.*de hasta 25 MB cada uno y 20 a la vez\.$/)
      .waitFor();
    const chooser = dialog.locator('input[type="file"]');
    expect((await chooser.getAttribute('accept'))?.split(',')).toEqual(
      expect.arrayContaining(['.pdf', '.xlsx', '.png']),
    );
    await chooser.setInputFiles({
      name: 'setup.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    const alert = dialog.getByRole('alert');
    await alert.getByText(/^No se puede subir «setup\.exe»: solo se admiten documentos/).waitFor();
    await dialog.getByRole('button', { name: 'Subir', exact: true }).click();
    await alert.getByText(/«setup\.exe»/).waitFor();
    await chooser.setInputFiles({ name: 'vacio.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) });
    await alert
      .getByText('El fichero «vacio.pdf» está vacío (0 bytes): elija el fichero con su contenido.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Subir', exact: true }).click();
    await alert.getByText(/«vacio\.pdf»/).waitFor();
    await expectAccessible(page);
    expect(uploadsSent).toEqual([]);

    // 200 characters, as a scanner names a file.
    const stem = `Acta_de_recogida_de_residuos_peligrosos_del_centro_de_Benidorm_${Date.now()}_`;
    const name = `${stem.padEnd(196, 'x')}.pdf`;
    expect(name).toHaveLength(200);
    await chooser.setInputFiles({
      name,
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\nacta\n'),
    });
    await alert.waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Subir', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(uploadsSent).toHaveLength(1);

    const onScreen = async (width: number) => {
      const link = page.getByRole('button', { name, exact: true });
      await link.waitFor();
      // Cut with an ellipsis, the whole name its tooltip and its accessible name.
      expect(await link.getAttribute('title')).toBe(name);
      expect(
        await link.evaluate((el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).textOverflow),
      ).toBe('ellipsis');
      // Polled: after the window is resized the list takes a render to switch to the phone's layout.
      const within = async (part: Locator) => {
        const box = await part.boundingBox();
        return box !== null && box.x >= 0 && box.x + box.width <= width;
      };
      const row = page.getByRole('row').filter({ has: link });
      for (const part of [
        row.getByRole('button', { name: `Descargar ${name}`, exact: true }),
        row.getByRole('button', { name: `Eliminar ${name}`, exact: true }),
        row.getByText(/^\d+ B\b/),
        row.getByText(/\d{2}\/\d{2}\/\d{4}/),
      ]) {
        await expect
          .poll(() => within(part), { message: await part.evaluate((el) => el.outerHTML.slice(0, 80)) })
          .toBe(true);
      }
      // Every other file keeps its buttons on screen too.
      for (const button of await page.getByRole('button', { name: /^Descargar / }).all()) {
        await expect.poll(() => within(button)).toBe(true);
      }
      await expect
        .poll(() => page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity))
        .toBeLessThanOrEqual(width);
      await expectAccessible(page);
    };
    await onScreen(1440);
    await page.setViewportSize({ width: 390, height: 844 });
    await onScreen(390);

    await page.getByRole('button', { name: `Eliminar ${name}`, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar ficheros' });
    await confirm.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await page.getByRole('button', { name, exact: true }).waitFor({ state: 'detached' });
  });
});
