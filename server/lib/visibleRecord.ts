/**
 * A record a request names (by id, number or key) that the caller may not see is answered exactly
 * as one that does not exist: the same 404 and the same message, so that no answer tells another
 * client's records apart from none. Refusals about what a user may do with a record they do see
 * (delete another user's upload, reopen a certified reference) stay 403.
 */
import { notFound } from './errors';

/** The row, when there is one and the caller sees it; else the 404 of `missing`. */
export function requireVisible<Row>(
  row: Row | undefined,
  visible: (row: Row) => boolean,
  missing: string,
): Row {
  if (row === undefined || !visible(row)) throw notFound(missing);
  return row;
}
