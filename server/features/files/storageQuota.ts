/**
 * What a client's folder may hold: the files uploaded through the portal (by its users and by
 * staff, rows with an uploader) share one quota per client (STORAGE_PER_CLIENT_MB). The documents
 * the company's systems put there (invoices, certificates...) do not count: nobody can make them
 * grow. An upload that would pass the quota is a 413 (QUOTA_EXCEEDED) and stores nothing; a
 * replaced file counts with its new size only. Uploads of one client are counted one at a time (its
 * `clients` row is locked until the upload's transaction ends), so two at once cannot both fit.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { clients, files } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import type { FileRow } from './fileAccess';

const MB = 1024 * 1024;
const megabytes = new Intl.NumberFormat('es-ES', { useGrouping: 'always', maximumFractionDigits: 1 });
const inMb = (bytes: number) => `${megabytes.format(bytes / MB)} MB`;

function quotaExceeded(quotaBytes: number, usedBytes: number, addedBytes: number) {
  return new HttpError(413, {
    message:
      `No queda espacio para estos ficheros: el cliente tiene ${inMb(usedBytes)} subidos de ` +
      `${inMb(quotaBytes)} y la subida añade ${inMb(addedBytes)}. Borre ficheros que ya no necesite ` +
      'o pida más espacio a su gestor.',
    code: 'QUOTA_EXCEEDED',
  });
}

/**
 * Within the upload's transaction, before anything is written: 413 when the client's uploads,
 * with `incoming` in place of the `replaced` rows, would pass `quotaBytes`.
 */
export async function requireStorageQuota(
  tx: Database,
  clientId: number,
  incoming: readonly Pick<FileRow, 'size'>[],
  replaced: readonly Pick<FileRow, 'clientId' | 'size' | 'uploadedBy'>[],
  quotaBytes: number,
): Promise<void> {
  await tx
    .select({ clientId: clients.clientId })
    .from(clients)
    .where(eq(clients.clientId, clientId))
    .for('update');
  const [row] = await tx
    .select({ used: sql<string>`coalesce(sum(${files.size}), 0)` })
    .from(files)
    .where(and(eq(files.clientId, clientId), isNotNull(files.uploadedBy)));
  const used = Number(row?.used ?? 0);
  const freed = replaced
    .filter((file) => file.clientId === clientId && file.uploadedBy !== null)
    .reduce((sum, file) => sum + file.size, 0);
  const added = incoming.reduce((sum, file) => sum + file.size, 0);
  if (used - freed + added > quotaBytes) throw quotaExceeded(quotaBytes, used, added);
}
