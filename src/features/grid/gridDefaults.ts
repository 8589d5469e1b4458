/**
 * What a grid's config leaves unsaid, read from the contract (codegen/listColumns.ts): the schema
 * its detail is labelled from, the documents of its rows and the name of its export. What the config
 * writes wins.
 */

import type { Fetcher } from '../../api/callFetcher';
import type { JsonSchemaName } from '../../api/generated/json-schemas';
import { answerSchemas, exportFilenames, listDocuments, rowSchemas } from '../../api/generated/listColumns';
import { downloadFile } from '../../api/generated/search/search';
import { requestOf } from '../../api/http';
import type { GridSpec } from '../../language';

/** An operation by its method and path ("POST /getFacturas"), read from the fetcher itself. */
export function operationOf(fetcher: Fetcher): string {
  const { method, path } = requestOf(fetcher, [{}, {}]);
  return `${method} ${path}`;
}

/**
 * The contract schema of the open detail: the config's, else the detail operation's answer (with
 * `query`), else the list's row (the row is the record).
 */
export function detailSchema(spec: GridSpec): JsonSchemaName | undefined {
  const detail = spec.detail;
  if (!detail) return undefined;
  if (detail.schema) return detail.schema;
  const name = detail.query ? answerSchemas[operationOf(detail.query)] : rowSchemas[operationOf(spec.query)];
  return name as JsonSchemaName | undefined;
}

/** A grid's row documents as shown: the config's parts, else the row's `x-document` fields. */
interface Documents {
  readonly download: NonNullable<NonNullable<GridSpec['documents']>['download']>;
  readonly fields: readonly string[];
  readonly fromDetail?: string;
}

const documentsBySpec = new WeakMap<GridSpec, Documents | null>();

/**
 * The grid's documents: those it declares, or, when it declares none, the row's `x-document` fields
 * (an invoice's PDF); none when the row has none either. They download with /downloadFile, the
 * operation the contract's `x-document` paths are for, unless the config names another.
 */
export function gridDocuments(spec: GridSpec): Documents | undefined {
  const known = documentsBySpec.get(spec);
  if (known !== undefined) return known ?? undefined;
  const own = spec.documents;
  const contract = listDocuments[operationOf(spec.query)];
  const documents: Documents | null =
    own || contract
      ? {
          download: own?.download ?? downloadFile,
          // A grid whose documents come from the detail lists no row field unless it says so.
          fields: own?.fields ?? (own?.fromDetail ? [] : (contract ?? [])),
          ...(own?.fromDetail ? { fromDetail: own.fromDetail as string } : {}),
        }
      : null;
  documentsBySpec.set(spec, documents);
  return documents ?? undefined;
}

/** The export's file name: the config's, else the export operation's (from its contract summary). */
export function exportFilename(spec: GridSpec): string {
  if (!spec.export) throw new Error('exportFilename: the grid has no export');
  const name = spec.export.filename ?? exportFilenames[operationOf(spec.export.call)];
  if (!name) throw new Error(`The export ${operationOf(spec.export.call)} has no file name in the contract`);
  return name;
}
