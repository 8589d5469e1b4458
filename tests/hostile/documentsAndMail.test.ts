/**
 * What a signed-in user could do to others through the documents and the mail, over real sockets
 * against the started stack, on both document storages (the local folder and Azure Blob Storage
 * through Azurite): a client replacing, then deleting, the company's documents in their folder; a
 * client filling the storage; a user mailing anyone through a contact they made up. Each is refused
 * with nothing changed, and the server answers normally afterwards.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadScope } from '../../server/auth/scope';
import { files, outbox } from '../../server/db/schema';
import { demoAccount } from '../../server/seed/demoAccounts';
import type { DocumentStorage } from '../../server/storage/documentStorage';
import { openStorage } from '../../server/storage/openStorage';
import { type StartedStack, startStackForTests } from '../../server/testing/startedStack';
import { stopAzurite, storageKinds, storageOptions } from '../server/support/storages';
import { upload } from './support/uploads';

const CLIENTE = 'cliente@demo.es';
const KB = 1024;
/** Small, so that a quota is quick to reach. */
const quotaMb = 1;

let stack: StartedStack;
let storage: DocumentStorage;

afterAll(() => stopAzurite());

const fileRow = async (blobUri: string) =>
  (await stack.stack.db.select().from(files).where(eq(files.blobUri, blobUri)))[0];

const uploadWeb = (folder: string, name: string, bytes: Buffer) =>
  upload(
    stack,
    CLIENTE,
    `/api/uploadFileWeb?folder=${encodeURIComponent(folder)}`,
    {},
    { [name]: bytes },
    'file',
  );

describe.each(storageKinds)('almacenamiento %s', (kind) => {
  beforeAll(async () => {
    const azure = (await storageOptions(kind)).azure;
    stack = await startStackForTests({
      env: {
        STORAGE_PER_CLIENT_MB: String(quotaMb),
        ...(azure
          ? {
              AZURE_STORAGE_CONNECTION_STRING: azure.connectionString,
              AZURE_STORAGE_CONTAINER: `hostil-documentos-${process.pid}`,
            }
          : {}),
      },
    });
    storage = openStorage(stack.config);
  }, 600_000);
  afterAll(async () => {
    await storage?.close();
    await stack?.close();
  });

  it('a client can neither replace nor then delete what the company put in their folder', async () => {
    for (const blobUri of [
      '1/CONOCEACEITE/Guia_de_buenas_practicas_del_aceite_usado.pdf',
      '1/AUTORIZACIONES/Autorizacion_de_gestor_de_residuos.pdf',
    ]) {
      const before = await fileRow(blobUri);
      const bytes = await storage.read(blobUri);
      expect(before, blobUri).toBeDefined();
      const folder = blobUri.slice(0, blobUri.lastIndexOf('/'));
      const name = blobUri.slice(folder.length + 1);

      const replaced = await uploadWeb(folder, name, Buffer.from('%PDF-1.4\nsustituido\n'));
      expect(replaced.status, replaced.text()).toBe(403);
      expect(replaced.json()).toMatchObject({ code: 'FORBIDDEN' });
      const deleted = await stack.call('DELETE', `/api/deleteFile?blobUri=${encodeURIComponent(blobUri)}`, {
        as: CLIENTE,
      });
      expect(deleted.status, deleted.text()).toBe(403);

      expect(await fileRow(blobUri)).toEqual(before);
      expect((await storage.read(blobUri))?.equals(bytes ?? Buffer.alloc(0))).toBe(true);
    }
    await stack.answersNormally();
  });

  it('a client’s uploads stop at its quota (413 in Spanish, nothing stored); a delete makes room', async () => {
    const folder = '1/MISDOCUMENTOS/HostilCuota';
    const first = await uploadWeb(folder, 'primero.pdf', Buffer.alloc(600 * KB, 1));
    expect(first.status, first.text()).toBe(200);
    const second = await uploadWeb(folder, 'segundo.pdf', Buffer.alloc(600 * KB, 2));
    expect(second.status, second.text()).toBe(413);
    const refusal = second.json<{ code: string; message: string }>();
    expect(refusal.code).toBe('QUOTA_EXCEEDED');
    expect(refusal.message).toMatch(
      /^No queda espacio para estos ficheros: el cliente tiene [\d.,]+ MB subidos de 1 MB y la subida añade 0,6 MB\. /,
    );
    expect(await fileRow(`${folder}/segundo.pdf`)).toBeUndefined();
    expect(await storage.read(`${folder}/segundo.pdf`)).toBeUndefined();

    const removed = await stack.call(
      'DELETE',
      `/api/deleteFile?blobUri=${encodeURIComponent(`${folder}/primero.pdf`)}`,
      {
        as: CLIENTE,
      },
    );
    expect(removed.status, removed.text()).toBe(200);
    const again = await uploadWeb(folder, 'segundo.pdf', Buffer.alloc(600 * KB, 2));
    expect(again.status, again.text()).toBe(200);
    await stack.answersNormally();
  });

  it.runIf(kind === 'disco')(
    'a contact a client makes up opens no mail to its address or its domain',
    async () => {
      const created = await stack.call('POST', '/api/contact', {
        as: CLIENTE,
        json: { clientId: 1, name: 'Destinatario inventado', email: 'jefe@cualquiera.example' },
      });
      expect(created.status, created.text()).toBe(200);
      const { directionIds } = await loadScope(
        stack.stack.db,
        { oid: demoAccount(CLIENTE).oid, isAdmin: false },
        'normal',
      );
      const [before] = await stack.stack.db.select({ n: count() }).from(outbox);
      for (const to of ['jefe@cualquiera.example', 'ventas@cualquiera.example']) {
        const sent = await stack.call('POST', '/api/sendTickets', {
          as: CLIENTE,
          json: {
            idDireccionesServicio: [...directionIds].slice(0, 3),
            toE: [to],
            subjectE: 'Oferta irrepetible',
            body: 'Texto libre enviado desde la dirección de la empresa.',
          },
        });
        expect(sent.status, sent.text()).toBe(403);
        expect(sent.json()).toMatchObject({ code: 'RECIPIENT_NOT_ALLOWED', field: 'toE' });
      }
      const [after] = await stack.stack.db.select({ n: count() }).from(outbox);
      expect(after?.n).toBe(before?.n);
      await stack.answersNormally();
    },
  );
});
