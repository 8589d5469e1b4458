/**
 * What a person reads of a record (a detail answer, a row): its fields named by the contract's
 * Spanish `title`s, internal ids left out (`x-internal`), nested records read inline, lists of
 * records as lines. The labels come from codegen (json-schemas/fieldLabels.ts, read from the
 * contract); a record without a schema gets readable names and loses its id-like fields.
 */

import type { JsonSchemaName } from '../../api/generated/json-schemas';
import { type FieldLabel, fieldLabels } from '../../api/generated/json-schemas/fieldLabels';
import { humanize } from './humanize';

export type { FieldLabel };

/** One field as shown: its key, Spanish label, value, and what the contract says of it. */
export interface ShownField {
  key: string;
  label: string;
  value: unknown;
  field: FieldLabel | undefined;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The field labels of a contract schema (undefined for a schema without any). */
export function labelsOf(schema: JsonSchemaName | undefined): FieldLabel | undefined {
  return schema ? fieldLabels[schema] : undefined;
}

/**
 * Without a contract schema: fields named like internal ids (id, idTicket, centerId,
 * iddireccionservicio, userOID…) are not for people.
 */
const idLike = /^id($|[A-Z_]|direccion)|Id$|ID$|OID$|^oid$/;

/** Whether a field is shown: the contract says (x-internal), else its name. */
function shown(key: string, field: FieldLabel | undefined, labelled: boolean): boolean {
  if (field) return !field.internal;
  return !labelled && !idLike.test(key);
}

const labelFor = (key: string, field: FieldLabel | undefined) => field?.title ?? humanize(key);

/**
 * The fields of a record in the contract's order (the answer's without a schema), nested records
 * (the ticket inside a service's detail) inline with their own labels; a list of records stays one
 * field (its lines).
 */
export function shownFields(record: Record<string, unknown>, labels: FieldLabel | undefined): ShownField[] {
  const fields = labels?.fields;
  const keys = fields
    ? [
        ...Object.keys(fields).filter((key) => key in record),
        ...Object.keys(record).filter((key) => !(key in fields)),
      ]
    : Object.keys(record);
  return keys.flatMap((key): ShownField[] => {
    const value = record[key];
    const field = fields?.[key];
    if (!shown(key, field, Boolean(fields))) return [];
    if (isRecord(value)) return shownFields(value, field ?? undefined);
    return [{ key, label: labelFor(key, field), value, field }];
  });
}

/** The columns of a list of records (lines): their shown fields, in order of first appearance. */
export function lineColumns(
  lines: readonly Record<string, unknown>[],
  labels: FieldLabel | undefined,
): { key: string; label: string; field: FieldLabel | undefined }[] {
  const keys = [...new Set(lines.flatMap((line) => Object.keys(line)))];
  const fields = labels?.fields;
  return keys
    .map((key) => ({ key, field: fields?.[key] }))
    .filter(({ key, field }) => shown(key, field, Boolean(fields)))
    .map(({ key, field }) => ({ key, label: labelFor(key, field), field }));
}

/**
 * Every scalar of a record by field name, nested records flattened (the ticket's referencia of a
 * service's detail is `referencia`): what prefills a form and names the record.
 */
export function flatValues(record: Record<string, unknown>): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (isRecord(value)) Object.assign(flat, flatValues(value));
    else flat[key] = value;
  }
  return flat;
}

/** The file name of a document path: 'ALB-2026-000123.pdf'. */
export const documentName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** The document paths of a field's value (one path, a list, or none). */
export function documentPaths(value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value];
  return values.filter((item): item is string => typeof item === 'string' && item !== '');
}
