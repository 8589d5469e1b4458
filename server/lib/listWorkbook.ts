/**
 * The .xlsx of a list, as its export downloads it and its send attaches it: file name and sheet,
 * its columns as the contract says them (the list operation's row fields, titles and kinds: the
 * same columns the portal's grid shows), and for a send the wording of the e-mail that carries it.
 */
import { type ListCell, listColumns } from '../generated/listColumns';
import { type EmailFields, listMailBody, type MailSender, sendEmail } from './mail/sendRequest';
import type { SheetColumn } from './spreadsheetXml';
import { type XlsxColumn, xlsxContentType, xlsxResponse } from './xlsx';

type ListOperation = keyof typeof listColumns;
/** The fields a list operation's workbook writes: its row's fields people see but document paths. */
type ColumnField<Operation extends ListOperation> = (typeof listColumns)[Operation][number][0];

/** How a cell of each contract kind is written: the status and yes/no as the row gives their text. */
const sheetKinds: Readonly<Record<ListCell, SheetColumn['kind']>> = {
  date: 'date',
  dateTime: 'dateTime',
  number: 'number',
  currency: 'currency',
  boolean: undefined,
  estadoChip: undefined,
};

/** A column as the contract gives it: field, Spanish title, cell kind (text when absent). */
type ContractColumn = readonly [string, string, ListCell?];

/**
 * Workbook columns of contract columns: each headed by its title and written as its kind says;
 * `widths` widens the long texts, in characters.
 */
export function sheetColumns<Field extends string>(
  columns: readonly ContractColumn[],
  widths: { readonly [Key in Field]?: number } = {},
): readonly XlsxColumn<Record<Field, unknown>>[] {
  const width = widths as Readonly<Record<string, number | undefined>>;
  return columns.map(([key, header, cell]) => {
    const kind = cell && sheetKinds[cell];
    return {
      key: key as Extract<Field, string>,
      header,
      ...(kind && { kind }),
      ...(width[key] !== undefined && { width: width[key] }),
    };
  });
}

/**
 * The columns of a list's workbook, read from the contract: each field of `operation`'s rows that
 * people see (its document paths aside), in the row's order, headed by its Spanish `title` and
 * written as its format or `x-unit` says (a date, an amount in euros...). `widths` widens the
 * long texts, in characters. The rows given to the workbook must hold every field.
 */
export function contractColumns<Operation extends ListOperation>(
  operation: Operation,
  widths: { readonly [Field in ColumnField<Operation>]?: number } = {},
): readonly XlsxColumn<Record<ColumnField<Operation>, unknown>>[] {
  return sheetColumns<Extract<ColumnField<Operation>, string>>(listColumns[operation], widths);
}

/** A row of `selection` as a workbook sees it: its field names (values are written as they come). */
export type SelectionRow<Selection> = { [K in keyof Selection]: unknown };

export interface ListWorkbook<Row> {
  filename: string;
  sheet: string;
  columns: readonly XlsxColumn<Row>[];
}

export interface MailedListWorkbook<Row> extends ListWorkbook<Row> {
  /** Default subject of the e-mail. */
  subject: string;
  /** "le envía ..." in the default body of the e-mail. */
  what: string;
}

/** The workbook of the given rows, streamed as they are read. */
export function listWorkbookResponse<Row>(
  workbook: ListWorkbook<Row>,
  rows: AsyncIterable<readonly Row[]>,
): Response {
  return xlsxResponse(workbook.filename, [{ name: workbook.sheet, columns: workbook.columns, rows }]);
}

/**
 * The workbook of the given rows by e-mail from the signed-in user, through the outbox. The rows
 * are read only once the send is accepted (recipients and quota).
 */
export async function sendListWorkbook<Row>(
  sender: MailSender,
  fields: EmailFields,
  workbook: MailedListWorkbook<Row>,
  rows: AsyncIterable<readonly Row[]>,
) {
  return sendEmail(sender, fields, async () => ({
    subject: workbook.subject,
    body: listMailBody(sender.user, workbook.what),
    attachments: [
      {
        filename: workbook.filename,
        contentType: xlsxContentType,
        content: Buffer.from(await listWorkbookResponse(workbook, rows).arrayBuffer()),
      },
    ],
  }));
}
