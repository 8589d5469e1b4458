/**
 * The .xlsx of each document list (what its export downloads and its send attaches): file name,
 * sheet and the wording of the e-mail that carries it; the columns are the list operation's, as the
 * contract titles them.
 */
import type { ListDefinition } from '../../lib/list';
import { contractColumns, type MailedListWorkbook, type SelectionRow } from '../../lib/listWorkbook';
import type { RegeneraListRequest } from '../../lib/regeneraClients';
import type { albaranSelection } from './albaranes';
import type { diSelection } from './dis';
import type { facturaSelection } from './facturas';
import type { proformaSelection } from './proformas';
import type { weightTicketSelection } from './weightTickets';

export const facturasWorkbook: MailedListWorkbook<SelectionRow<typeof facturaSelection>> = {
  filename: 'facturas.xlsx',
  sheet: 'Facturas',
  subject: 'Facturas - Portal Clientes',
  what: 'el listado de facturas adjunto',
  columns: contractColumns('getFacturas', { numeroFactura: 18, razonSocial: 34, centro: 28 }),
};

export const proformasWorkbook: MailedListWorkbook<SelectionRow<typeof proformaSelection>> = {
  filename: 'facturas-proforma.xlsx',
  sheet: 'Facturas pro forma',
  subject: 'Facturas pro forma - Portal Clientes',
  what: 'el listado de facturas pro forma adjunto',
  columns: contractColumns('getFacturasProforma', {
    numero: 18,
    concepto: 40,
    motivoRechazo: 34,
    fechaRespuesta: 20,
    razonSocial: 34,
    centro: 28,
  }),
};

export const albaranesWorkbook: MailedListWorkbook<SelectionRow<typeof albaranSelection>> = {
  filename: 'albaranes.xlsx',
  sheet: 'Albaranes',
  subject: 'Albaranes - Portal Clientes',
  what: 'el listado de albaranes adjunto',
  columns: contractColumns('getAlbaranes', {
    numeroAlbaran: 18,
    referencia: 18,
    centro: 28,
    direccionServicio: 32,
    residuo: 30,
    numeroFactura: 18,
  }),
};

export const disWorkbook: MailedListWorkbook<SelectionRow<typeof diSelection>> = {
  filename: 'documentos-identificacion.xlsx',
  sheet: 'Documentos DI',
  subject: 'Documentos de identificación - Portal Clientes',
  what: 'el listado de documentos de identificación (DI) adjunto',
  columns: contractColumns('getDIs', {
    numeroDI: 22,
    residuo: 34,
    productor: 30,
    transportista: 26,
    gestor: 26,
    centro: 28,
    referencia: 18,
  }),
};

export const weightTicketsWorkbook: MailedListWorkbook<SelectionRow<typeof weightTicketSelection>> = {
  filename: 'tickets-de-peso.xlsx',
  sheet: 'Tickets de peso',
  subject: 'Tickets de peso - Portal Clientes',
  what: 'el listado de tickets de peso adjunto',
  columns: contractColumns('weightTicketsGrid', {
    codigoTicket: 18,
    fechaEntrada: 18,
    fechaSalida: 18,
    residuo: 30,
    centro: 28,
    direccionServicio: 32,
    transportista: 26,
    planta: 34,
    referencia: 18,
  }),
};

/** A list and its workbook, typed together so the columns name fields of the list's rows. */
export interface ExportableList<Row> {
  list: ListDefinition<Row, RegeneraListRequest>;
  // Row comes from the list: the workbook only has to name fields of it.
  workbook: MailedListWorkbook<SelectionRow<NoInfer<Row>>>;
}
