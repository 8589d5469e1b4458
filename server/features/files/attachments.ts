/** sendMultipleFiles: stored files as e-mail attachments, named by their last path segment. */
import { readFile } from 'node:fs/promises';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { badRequest, notFound } from '../../lib/errors';
import type { Mailer } from '../../lib/mail/mailer';
import { type EmailFields, listMailBody, sendEmail } from '../../lib/mail/sendRequest';
import { type FileScope, requireFiles } from './fileAccess';
import { absoluteStoragePath } from './storagePaths';

export async function sendStoredFiles(
  deps: { db: Database; mailer: Mailer; user: SessionUser; storageRoot: string },
  scope: FileScope,
  request: EmailFields & { blobFilenameList: string[] },
) {
  if (!request.toE?.length) throw badRequest('Indique al menos un destinatario.', 'toE');
  const rows = await requireFiles(deps.db, scope, request.blobFilenameList, 'blobFilenameList');
  const attachments = await Promise.all(
    rows.map(async (row) => {
      const content = await readFile(absoluteStoragePath(deps.storageRoot, row.blobUri.split('/'))).catch(
        () => {
          throw notFound(`No existe el fichero ${row.blobUri}.`);
        },
      );
      return {
        filename: row.blobUri.slice(row.blobUri.lastIndexOf('/') + 1),
        contentType: row.contentType,
        content,
      };
    }),
  );
  return sendEmail(deps.mailer, deps.user, request, {
    subject: 'Documentos - Portal Clientes',
    body: listMailBody(
      deps.user,
      rows.length === 1 ? 'el documento adjunto' : `${rows.length} documentos adjuntos`,
    ),
    attachments,
  });
}
