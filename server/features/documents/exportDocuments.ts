/** Exports and sends of the document lists: the streamed .xlsx, and that .xlsx by e-mail. */
import type { Database } from '../../db/database';
import { badRequest } from '../../lib/errors';
import { listWorkbookResponse, sendListWorkbook } from '../../lib/listWorkbook';
import type { EmailFields, MailSender } from '../../lib/mail/sendRequest';
import { albaranList } from './albaranes';
import { diList } from './dis';
import { type DocumentFilters, documentsBatches } from './documentList';
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
export function documentsWorkbookResponse<Row>(
  db: Database,
  { list, workbook }: ExportableList<Row>,
  directionIds: readonly number[],
  request: DocumentFilters,
): Response {
  return listWorkbookResponse(workbook, documentsBatches(db, list, directionIds, request));
}

/** The same .xlsx attached to an e-mail in the outbox. */
export async function sendDocumentsWorkbook<Row>(
  sender: MailSender,
  exportable: ExportableList<Row>,
  directionIds: readonly number[],
  request: DocumentFilters & EmailFields,
) {
  // Refuse a send without recipients before building the workbook (sendEmail checks it again).
  if (!request.toE?.length) throw badRequest('Indique al menos un destinatario.', 'toE');
  const { list, workbook } = exportable;
  const rows = documentsBatches(sender.db, list, directionIds, request);
  return sendListWorkbook(sender, request, workbook, rows);
}
