/**
 * Global search over the stored documents and files (invoices, delivery notes, DIs, weight tickets,
 * authorisations, uploads...) of the clients and centers in scope, or of one of those clients, by
 * name and path. Stored names use
 * '_' between words, so underscores count as spaces on both sides ("tarifas 2026" finds
 * Tarifas_2026.pdf). Newest first; each filePath downloads with /downloadFile.
 */
import { eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Scope } from '../../auth/scope';
import type { Database } from '../../db/database';
import { files } from '../../db/schema';
import type { DocumentType } from '../../generated/model';
import { foldedContains } from '../../lib/foldedText';
import { whereAll } from '../../lib/grid';
import { defineList, listPage } from '../../lib/list';
import { type SearchPaging, searchedClient } from './searchScope';

/** DocumentCategory of the contract; a stored category outside it is shown as a plain FILE. */
const documentCategory =
  /^(CONOCE[A-Z0-9]+|AUTORIZACIONES|MISDOCUMENTOS|FILE|FACTURA|FACTURAPROFORMA|ALBARAN|DI|TICKETDEPESO|CERTIFICACIONES)$/;

/**
 * The document type (docs/product-rules.md#documents) of the categories that are one; every other file has
 * none.
 */
const documentTypeOf: Readonly<Record<string, DocumentType>> = {
  FACTURA: 'Factura',
  FACTURAPROFORMA: 'FacturaProforma',
  ALBARAN: 'Albaran',
  TICKETDEPESO: 'TicketDePeso',
  DI: 'Di',
};

const spaced = (column: typeof files.name | typeof files.blobUri) => sql`replace(${column}, '_', ' ')`;

function filesInScope(scope: Scope) {
  const centerIds = [...scope.centerIds];
  return whereAll(
    inArray(files.clientId, [...scope.clientIds]),
    centerIds.length > 0
      ? or(isNull(files.centerId), inArray(files.centerId, centerIds))
      : isNull(files.centerId),
  );
}

const fileList = defineList({
  source: {
    rows: (db) =>
      db
        .select({
          filePath: files.blobUri,
          category: files.category,
          nombre: files.name,
          fecha: files.lastModified,
        })
        .from(files),
  },
  fields: { fecha: files.lastModified },
  textSearch: (text) =>
    foldedContains([spaced(files.name), spaced(files.blobUri)], text.replaceAll('_', ' ')),
  defaultOrder: { field: 'fecha', direction: 'desc' },
  tiebreaker: { column: files.blobUri, direction: 'asc' },
});

export async function searchFiles(db: Database, scope: Scope, request: SearchPaging) {
  const clientId = searchedClient(scope, request);
  const { items: rows, total } = await listPage(
    db,
    fileList,
    { filterText: request.text, skip: request.skip, take: request.take },
    { conditions: [filesInScope(scope), clientId !== undefined ? eq(files.clientId, clientId) : undefined] },
  );
  const items = rows.map(({ category, ...row }) => ({
    ...row,
    documentType: documentTypeOf[category] ?? null,
    category: documentCategory.test(category) ? category : 'FILE',
  }));
  return { items, total };
}
