/**
 * "Contains, ignoring case and accents" (searching "gestion" finds "Gestión"), in plain SQL that
 * PostgreSQL and PGlite both run: the unaccent extension is not available everywhere, so accented
 * Spanish letters are mapped with translate(), and the searched text is folded the same way here.
 */
import { type AnyColumn, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from './grid';

const groups: readonly [string, string][] = [
  ['áàäâã', 'a'],
  ['éèëê', 'e'],
  ['íìïî', 'i'],
  ['óòöôõ', 'o'],
  ['úùüû', 'u'],
  ['ñ', 'n'],
  ['ç', 'c'],
];
// Upper-case letters too: lower() leaves non-ASCII letters alone under the C locale.
const accented = groups.map(([from]) => from + from.toUpperCase()).join('');
const plain = groups.map(([from, to]) => to.repeat(from.length * 2)).join('');
const foldMap = new Map([...accented].map((ch, i) => [ch, plain[i] as string]));

/** The searched text folded as the SQL side folds a column. */
export function foldText(text: string): string {
  return [...text.toLowerCase()].map((ch) => foldMap.get(ch) ?? ch).join('');
}

/** A column folded in SQL: lower case, accents removed. */
export function foldedColumn(column: AnyColumn | SQL): SQL {
  return sql`translate(lower((${column})::text), ${accented}, ${plain})`;
}

/** Any of the columns contains the text, ignoring case and accents; undefined for blank text. */
export function foldedContains(
  columns: readonly (AnyColumn | SQL)[],
  text: string | undefined,
): SQL | undefined {
  const value = text?.trim();
  if (!value) return undefined;
  const pattern = containsPattern(foldText(value));
  return or(...columns.map((column) => sql`${foldedColumn(column)} like ${pattern}`));
}

/**
 * A text column as an ORDER BY key that sorts the same on every server: case and accents folded,
 * then byte order ("C" collation), whatever the database's default collation is.
 */
export function sortKey(column: AnyColumn | SQL): SQL {
  return sql`(${foldedColumn(column)}) collate "C"`;
}

/** The JavaScript twin of sortKey, for lists sorted after reading them. */
export function compareFolded(a: string, b: string): number {
  const x = foldText(a);
  const y = foldText(b);
  return x < y ? -1 : x > y ? 1 : 0;
}
