/**
 * What a grid's config leaves unsaid, read from the contract (codegen/listColumns.ts): the row key
 * (and with it the detail's and the row actions' keys and parameters), the schema its detail is
 * labelled from, the documents of its rows and the name of its export. What the config writes wins.
 */

import type { Fetcher } from '../../api/callFetcher';
import type { JsonSchemaName } from '../../api/generated/json-schemas';
import {
  answerSchemas,
  exportFilenames,
  listDocuments,
  rowKeys,
  rowSchemas,
} from '../../api/generated/listColumns';
import { operationOf } from '../../api/generated/operations';
import { downloadFile } from '../../api/generated/search/search';
import {
  type GridDetail,
  type GridRowAction,
  type GridSpec,
  type KeyedRowAction,
  paramOf,
} from '../../language';

/** The operationId a fetcher calls: the key of the contract's tables (codegen/listColumns.ts). */
export const operationIdOf = (fetcher: Fetcher): string => operationOf(fetcher).operationId;

/** The operation as a developer error names it: 'POST /ticketsGrid'. */
export const requestLineOf = (fetcher: Fetcher): string => {
  const { method, path } = operationOf(fetcher);
  return `${method} ${path}`;
};

const rowKeyBySpec = new WeakMap<GridSpec, string>();

/**
 * The row field that identifies the grid's rows: the config's, else the one the contract marks on
 * the list's rows (`x-row-key`). `defineGrid` lets a grid leave it out only where the contract marks
 * one, so the error is for a spec built around it.
 */
export function gridRowKey(spec: GridSpec): string {
  const known = rowKeyBySpec.get(spec);
  if (known) return known;
  const key = (spec.rowKey as string | undefined) ?? rowKeys[operationIdOf(spec.query)];
  if (!key)
    throw new Error(
      `The grid of ${requestLineOf(spec.query)} has no rowKey, nor does its row mark an x-row-key`,
    );
  rowKeyBySpec.set(spec, key);
  return key;
}

/** A detail as the grid opens it: its row key (the grid's unless said) and its parameter (the key's name unless said). */
export type KeyedDetail = GridDetail<Record<string, unknown>, Fetcher> & {
  readonly rowKey: string;
  readonly param: string;
};

export function keyedDetail(spec: GridSpec): KeyedDetail | undefined {
  const detail = spec.detail as GridDetail<Record<string, unknown>, Fetcher> | undefined;
  if (!detail) return undefined;
  const rowKey = detail.rowKey ?? gridRowKey(spec);
  return { ...detail, rowKey, param: paramOf({ param: detail.param, rowKey }) };
}

/** A row action as the grid runs it: its row key the grid's unless said, its parameter the key's name unless said. */
export function keyedAction(spec: GridSpec, action: GridRowAction): KeyedRowAction {
  const rowKey = (action.rowKey as string | undefined) ?? gridRowKey(spec);
  return { ...action, rowKey, param: paramOf({ param: action.param, rowKey }) };
}

/**
 * The contract schema of the open detail: the config's, else the detail operation's answer (with
 * `query`), else the list's row (the row is the record).
 */
export function detailSchema(spec: GridSpec): JsonSchemaName | undefined {
  const detail = spec.detail;
  if (!detail) return undefined;
  if (detail.schema) return detail.schema;
  const name = detail.query
    ? answerSchemas[operationIdOf(detail.query)]
    : rowSchemas[operationIdOf(spec.query)];
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
  const contract = listDocuments[operationIdOf(spec.query)];
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
  const name = spec.export.filename ?? exportFilenames[operationIdOf(spec.export.call)];
  if (!name)
    throw new Error(`The export ${requestLineOf(spec.export.call)} has no file name in the contract`);
  return name;
}
