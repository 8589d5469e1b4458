/**
 * The .xlsx of each document list (what its export downloads and its send attaches): file name,
 * sheet, Spanish headers, and the wording of the e-mail that carries it.
 */
import type { MailedListWorkbook, SelectionRow } from '../../lib/listWorkbook';
import type { albaranSelection } from './albaranes';
import type { diSelection } from './dis';
import type { DocumentList } from './documentList';
import type { facturaSelection } from './facturas';
import type { proformaSelection } from './proformas';
import type { weightTicketSelection } from './weightTickets';

export const facturasWorkbook: MailedListWorkbook<SelectionRow<typeof facturaSelection>> = {
  filename: 'facturas.xlsx',
  sheet: 'Facturas',
  subject: 'Facturas - Portal Clientes',
  what: 'el listado de facturas adjunto',
  columns: [
    { header: 'Nº factura', key: 'numeroFactura', width: 18 },
    { header: 'Fecha', key: 'fecha', kind: 'date' },
    { header: 'Vencimiento', key: 'fechaVencimiento', kind: 'date' },
    { header: 'CIF', key: 'cif' },
    { header: 'Razón social', key: 'razonSocial', width: 34 },
    { header: 'Centro', key: 'centro', width: 28 },
    { header: 'Base imponible', key: 'baseImponible', kind: 'currency' },
    { header: 'Tipo de IVA (%)', key: 'tipoIva', kind: 'number' },
    { header: 'IVA', key: 'iva', kind: 'currency' },
    { header: 'Total', key: 'total', kind: 'currency' },
    { header: 'Estado de pago', key: 'estadoPago' },
  ],
};

export const proformasWorkbook: MailedListWorkbook<SelectionRow<typeof proformaSelection>> = {
  filename: 'facturas-proforma.xlsx',
  sheet: 'Facturas pro forma',
  subject: 'Facturas pro forma - Portal Clientes',
  what: 'el listado de facturas pro forma adjunto',
  columns: [
    { header: 'Número', key: 'numero', width: 18 },
    { header: 'Fecha', key: 'fecha', kind: 'date' },
    { header: 'Concepto', key: 'concepto', width: 40 },
    { header: 'Importe', key: 'importe', kind: 'currency' },
    { header: 'Estado', key: 'estado' },
    { header: 'Motivo del rechazo', key: 'motivoRechazo', width: 34 },
    { header: 'Fecha de respuesta', key: 'fechaRespuesta', kind: 'dateTime', width: 20 },
    { header: 'CIF', key: 'cif' },
    { header: 'Razón social', key: 'razonSocial', width: 34 },
    { header: 'Centro', key: 'centro', width: 28 },
  ],
};

export const albaranesWorkbook: MailedListWorkbook<SelectionRow<typeof albaranSelection>> = {
  filename: 'albaranes.xlsx',
  sheet: 'Albaranes',
  subject: 'Albaranes - Portal Clientes',
  what: 'el listado de albaranes adjunto',
  columns: [
    { header: 'Nº albarán', key: 'numeroAlbaran', width: 18 },
    { header: 'Fecha', key: 'fecha', kind: 'date' },
    { header: 'Referencia', key: 'referencia', width: 18 },
    { header: 'Centro', key: 'centro', width: 28 },
    { header: 'Dirección de servicio', key: 'direccionServicio', width: 32 },
    { header: 'Residuo', key: 'residuo', width: 30 },
    { header: 'Código LER', key: 'codigoLER' },
    { header: 'Cantidad', key: 'cantidad', kind: 'number' },
    { header: 'Unidad', key: 'unidad' },
    { header: 'Matrícula', key: 'matricula' },
    { header: 'Nº factura', key: 'numeroFactura', width: 18 },
  ],
};

export const disWorkbook: MailedListWorkbook<SelectionRow<typeof diSelection>> = {
  filename: 'documentos-identificacion.xlsx',
  sheet: 'Documentos DI',
  subject: 'Documentos de identificación - Portal Clientes',
  what: 'el listado de documentos de identificación (DI) adjunto',
  columns: [
    { header: 'Nº DI', key: 'numeroDI', width: 22 },
    { header: 'Fecha', key: 'fecha', kind: 'date' },
    { header: 'Código LER', key: 'codigoLER' },
    { header: 'Residuo', key: 'residuo', width: 34 },
    { header: 'Productor', key: 'productor', width: 30 },
    { header: 'Transportista', key: 'transportista', width: 26 },
    { header: 'Gestor', key: 'gestor', width: 26 },
    { header: 'Cantidad', key: 'cantidad', kind: 'number' },
    { header: 'Unidad', key: 'unidad' },
    { header: 'Centro', key: 'centro', width: 28 },
    { header: 'Referencia', key: 'referencia', width: 18 },
    { header: 'Matrícula', key: 'matricula' },
  ],
};

export const weightTicketsWorkbook: MailedListWorkbook<SelectionRow<typeof weightTicketSelection>> = {
  filename: 'tickets-de-peso.xlsx',
  sheet: 'Tickets de peso',
  subject: 'Tickets de peso - Portal Clientes',
  what: 'el listado de tickets de peso adjunto',
  columns: [
    { header: 'Código', key: 'codigoTicket', width: 18 },
    { header: 'Entrada', key: 'fechaEntrada', kind: 'dateTime', width: 18 },
    { header: 'Salida', key: 'fechaSalida', kind: 'dateTime', width: 18 },
    { header: 'Matrícula', key: 'matricula' },
    { header: 'Peso bruto (kg)', key: 'pesoBruto', kind: 'number' },
    { header: 'Tara (kg)', key: 'tara', kind: 'number' },
    { header: 'Peso neto (kg)', key: 'pesoNeto', kind: 'number' },
    { header: 'Residuo', key: 'residuo', width: 30 },
    { header: 'Código LER', key: 'codigoLER' },
    { header: 'Centro', key: 'centro', width: 28 },
    { header: 'Dirección de servicio', key: 'direccionServicio', width: 32 },
    { header: 'Transportista', key: 'transportista', width: 26 },
    { header: 'Planta', key: 'planta', width: 34 },
    { header: 'Referencia', key: 'referencia', width: 18 },
  ],
};

/** A list and its workbook, typed together so the columns name fields of the list's rows. */
export interface ExportableList<Row> {
  list: DocumentList<Row>;
  // Row comes from the list: the workbook only has to name fields of it.
  workbook: MailedListWorkbook<SelectionRow<NoInfer<Row>>>;
}
