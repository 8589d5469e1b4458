/** Exports and sends of the document lists: the streamed .xlsx, and that .xlsx by e-mail. */
import type { Database } from '../../db/database';
import { badRequest } from '../../lib/errors';
import { listBatches } from '../../lib/list';
import { listWorkbookResponse, sendListWorkbook } from '../../lib/listWorkbook';
import type { EmailFields, MailSender } from '../../lib/mail/sendRequest';
import type { RegeneraListRequest } from '../../lib/regeneraClients';
import { albaranList } from './albaranes';
import { diList } from './dis';
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
  request: RegeneraListRequest,
): Response {
  return listWorkbookResponse(workbook, listBatches(db, list, request, { directionIds }));
}

/** The same .xlsx attached to an e-mail in the outbox. */
export async function sendDocumentsWorkbook<Row>(
  sender: MailSender,
  exportable: ExportableList<Row>,
  directionIds: readonly number[],
  request: RegeneraListRequest & EmailFields,
) {
  // Refuse a send without recipients before building the workbook (sendEmail checks it again).
  if (!request.toE?.length) throw badRequest('Indique al menos un destinatario.', 'toE');
  const { list, workbook } = exportable;
  const rows = listBatches(sender.db, list, request, { directionIds });
  return sendListWorkbook(sender, request, workbook, rows);
}
