/**
 * System folders: the folders of a client where the portal keeps the PDF of each record of its
 * document lists (invoices, pro-forma invoices, delivery notes, DIs, weight tickets, regeneration
 * certificates). A record points at its file (its `filePath`, what the lists download and send), so
 * users read those files but never upload into those folders, replace or delete a file there: a
 * replaced invoice PDF would no longer be the invoice, a deleted one a broken download.
 *
 * Everything else in a client's folder (MISDOCUMENTOS, the group folders and any folder users
 * create) is theirs to manage, within the clients and centers they see.
 */
import { forbidden } from '../../lib/errors';

/** Relative to the client's folder; a folder below one of these is a system folder too. */
const systemFolders: readonly string[] = [
  'DOCUMENTACIONCOMERCIAL/Facturas',
  'DOCUMENTACIONCOMERCIAL/Proformas',
  'DOCUMENTACIONCOMERCIAL/Albaranes',
  'DOCUMENTACIONLEGAL/DI',
  'DOCUMENTACIONLEGAL/TicketsPeso',
  'CERTIFICACIONES/Regenera',
];

// Compared without case: on a case-insensitive file system 'facturas' is the same folder.
const systemPrefixes = systemFolders.map((folder) => folder.toLowerCase().split('/'));

/** Whether a folder (its segments, the client folder first) is or lies below a system folder. */
export function isSystemFolder(folder: readonly string[]): boolean {
  const inClient = folder.slice(1).map((segment) => segment.toLowerCase());
  return systemPrefixes.some((prefix) => prefix.every((segment, i) => inClient[i] === segment));
}

/** Uploads: a system folder is written by the portal only. */
export function requireUserFolder(folder: readonly string[]): void {
  if (isSystemFolder(folder)) {
    throw forbidden(
      `La carpeta "${folder.join('/')}" es una carpeta del sistema: no se pueden subir ficheros a ella.`,
    );
  }
}

/** Whether a stored file (its blobUri) lies in a system folder. */
export function isSystemFile(blobUri: string): boolean {
  return isSystemFolder(blobUri.split('/').slice(0, -1));
}

/** Deletes: a file in a system folder belongs to a record. */
export function requireUserFile(blobUri: string): void {
  if (isSystemFile(blobUri)) {
    throw forbidden(`El fichero ${blobUri} está en una carpeta del sistema: no se puede borrar.`);
  }
}
