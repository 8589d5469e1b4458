/** sendMultipleFiles: stored files as e-mail attachments, named by their last path segment. */
import { badRequest, notFound } from '../../lib/errors';
import { type EmailFields, listMailBody, type MailSender, sendEmail } from '../../lib/mail/sendRequest';
import type { DocumentStorage } from '../../storage/documentStorage';
import { type FileScope, requireFiles } from './fileAccess';

export async function sendStoredFiles(
  deps: MailSender & { storage: DocumentStorage },
  scope: FileScope,
  request: EmailFields & { blobFilenameList: string[] },
) {
  if (!request.toE?.length) throw badRequest('Indique al menos un destinatario.', 'toE');
  const rows = await requireFiles(deps.db, scope, request.blobFilenameList, 'blobFilenameList');
  // The files are read only once the send is accepted (recipients and quota).
  return sendEmail(deps, request, async () => ({
    subject: 'Documentos - Portal Clientes',
    body: listMailBody(
      deps.user,
      rows.length === 1 ? 'el documento adjunto' : `${rows.length} documentos adjuntos`,
    ),
    attachments: await Promise.all(
      rows.map(async (row) => {
        const content = await deps.storage.read(row.blobUri);
        if (!content) throw notFound(`No existe el fichero ${row.blobUri}.`);
        return {
          filename: row.blobUri.slice(row.blobUri.lastIndexOf('/') + 1),
          contentType: row.contentType,
          content,
        };
      }),
    ),
  }));
}
