/** getFilesByTags: the files that carry every given tag (ignoring case), newest first. */
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { files } from '../../db/schema';
import type { FilesByTagsRequest } from '../../generated/model';
import { forbidden } from '../../lib/errors';
import { canSeeFile, type FileScope, requireFileClient } from './fileAccess';
import { fileItem, itemPage } from './fileItems';

const hasTag = (tag: string): SQL =>
  sql`exists (select 1 from unnest(${files.tags}) as file_tag(tag) where lower(file_tag.tag) = ${tag.toLowerCase()})`;

export async function filesByTags(db: Database, scope: FileScope, request: FilesByTagsRequest) {
  if (request.clientDB != null) requireFileClient(scope, request.clientDB);
  if (request.centerDB != null && !scope.centerIds.has(request.centerDB))
    throw forbidden('No tiene acceso a los ficheros de este centro.');
  const clientIds = request.clientDB != null ? [request.clientDB] : [...scope.clientIds];
  if (clientIds.length === 0) return itemPage([]);

  const rows = await db
    .select()
    .from(files)
    .where(
      and(
        inArray(files.clientId, clientIds),
        request.centerDB != null ? eq(files.centerId, request.centerDB) : undefined,
        ...request.tags.map((tag) => hasTag(tag.trim())),
      ),
    )
    .orderBy(desc(files.lastModified), files.blobUri);
  return itemPage(
    rows.filter((row) => canSeeFile(scope, row)).map((row) => fileItem(row, undefined, scope.user)),
  );
}
