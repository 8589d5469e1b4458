/**
 * Where an upload goes and on whose behalf: the checked folder (a client the user has, never a
 * system folder: systemFolders.ts), its client, center and tags.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { centers } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { type FileScope, requireFileClient } from './fileAccess';
import { clientIdOf, pathSegments } from './storagePaths';
import { requireUserFolder } from './systemFolders';
import { parseTags, type UploadTarget } from './uploads';

/** uploadFileWeb and uploadMultipleFiles: the client is the folder's first segment; no center. */
export function folderUploadTarget(scope: FileScope, folder: string, tags: string | undefined): UploadTarget {
  const segments = pathSegments(folder, 'folder');
  const clientId = clientIdOf(segments, 'folder');
  requireFileClient(scope, clientId);
  requireUserFolder(segments);
  return { folder: segments, clientId, centerId: null, tags: parseTags(tags) };
}

/**
 * uploadFile: the folder must be inside the folder of `clientDB`, and `centerDB`, if given, a center
 * of that client the user sees.
 */
export async function clientUploadTarget(
  db: Database,
  scope: FileScope,
  request: { folder: string; tags?: string | undefined; clientDB: number; centerDB?: number | undefined },
): Promise<UploadTarget> {
  const segments = pathSegments(request.folder, 'folder');
  if (clientIdOf(segments, 'folder') !== request.clientDB) {
    throw badRequest('La carpeta "folder" debe estar dentro de la carpeta del cliente "clientDB".', 'folder');
  }
  requireFileClient(scope, request.clientDB);
  requireUserFolder(segments);
  const tags = parseTags(request.tags);
  if (request.centerDB === undefined)
    return { folder: segments, clientId: request.clientDB, centerId: null, tags };

  const [center] = await db
    .select({ clientId: centers.clientId })
    .from(centers)
    .where(eq(centers.centerId, request.centerDB));
  // A center the user does not see is named like one the client has not (lib/visibleRecord.ts).
  if (!center || center.clientId !== request.clientDB || !scope.centerIds.has(request.centerDB)) {
    throw badRequest('El centro "centerDB" no es un centro del cliente "clientDB".', 'centerDB');
  }
  return { folder: segments, clientId: request.clientDB, centerId: request.centerDB, tags };
}
