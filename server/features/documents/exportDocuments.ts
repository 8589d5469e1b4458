/** Exports and sends of the document lists: the streamed .xlsx, and that .xlsx by e-mail. */
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { badRequest } from '../../lib/errors';
import type { Mailer } from '../../lib/mail/mailer';
import { type EmailFields, listMailBody, sendEmail } from '../../lib/mail/sendRequest';
import { inBatches, xlsxContentType, xlsxResponse } from '../../lib/xlsx';
import { albaranList } from './albaranes';
import { diList } from './dis';
import { type DocumentFilters, documentsBatchReader } from './documentList';
import { facturaList } from './facturas';
import { proformaList } from './proformas';
import { weightTicketList } from './weightTickets';
import {
  albaranesWorkbook,
  disWorkbook,
  type ExportableList,
  facturasWorkbook,
  proformasWorkbook,
  weightTicketsWorkbook,
} from './workbooks';

export const facturasExport = { list: facturaList, workbook: facturasWorkbook };
export const proformasExport = { list: proformaList, workbook: proformasWorkbook };
export const albaranesExport = { list: albaranList, workbook: albaranesWorkbook };
export const disExport = { list: diList, workbook: disWorkbook };
export const weightTicketsExport = { list: weightTicketList, workbook: weightTicketsWorkbook };

/** The .xlsx of every row that matches (no paging), streamed as it is read. */
export function documentsWorkbookResponse<Rows extends PgSelect>(
  db: Database,
  { list, workbook }: ExportableList<Rows>,
  directionIds: readonly number[],
  request: DocumentFilters,
): Response {
  return xlsxResponse(workbook.filename, [
    {
      name: workbook.sheet,
      columns: workbook.columns,
      rows: inBatches(documentsBatchReader(db, list, directionIds, request)),
    },
  ]);
}

/** The same .xlsx attached to an e-mail in the outbox. */
export async function sendDocumentsWorkbook<Rows extends PgSelect>(
  deps: { db: Database; mailer: Mailer; user: SessionUser },
  exportable: ExportableList<Rows>,
  directionIds: readonly number[],
  request: DocumentFilters & EmailFields,
) {
  // Refuse a send without recipients before building the workbook (sendEmail checks it again).
  if (!request.toE?.length) throw badRequest('Indique al menos un destinatario.', 'toE');
  const { workbook } = exportable;
  const response = documentsWorkbookResponse(deps.db, exportable, directionIds, request);
  return sendEmail(deps.mailer, deps.user, request, {
    subject: workbook.subject,
    body: listMailBody(deps.user, workbook.what),
    attachments: [
      {
        filename: workbook.filename,
        contentType: xlsxContentType,
        content: Buffer.from(await response.arrayBuffer()),
      },
    ],
  });
}
