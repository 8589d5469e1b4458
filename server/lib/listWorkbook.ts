/**
 * The .xlsx of a list, as its export downloads it and its send attaches it: file name, sheet and
 * Spanish headers, and for a send the wording of the e-mail that carries it.
 */
import { type EmailFields, listMailBody, type MailSender, sendEmail } from './mail/sendRequest';
import { type XlsxColumn, xlsxContentType, xlsxResponse } from './xlsx';

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
