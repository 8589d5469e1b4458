/**
 * The services workbooks: what exportTickets downloads and sendTickets attaches, and the Regenera
 * one (the services columns plus the pickup's: litres, net kg, truck, certificate).
 */
import type { ListWorkbook, MailedListWorkbook, SelectionRow } from '../../lib/listWorkbook';
import type { XlsxColumn } from '../../lib/xlsx';
import type { regeneraSelection } from './regeneraRows';
import type { serviceCoreSelection, ticketSelection } from './ticketRows';

const serviceCoreColumns: readonly XlsxColumn<SelectionRow<typeof serviceCoreSelection>>[] = [
  { header: 'Referencia', key: 'referencia', width: 18 },
  { header: 'Estado', key: 'estado' },
  { header: 'Fecha', key: 'fecha', kind: 'date' },
  { header: 'Centro', key: 'centro', width: 28 },
  { header: 'Dirección de servicio', key: 'direccionServicio', width: 32 },
  { header: 'Tipo de servicio', key: 'tipoServicio', width: 30 },
  { header: 'Residuo', key: 'residuo', width: 30 },
  { header: 'Código LER', key: 'codigoLER' },
];

export const ticketsWorkbook: MailedListWorkbook<SelectionRow<typeof ticketSelection>> = {
  filename: 'servicios.xlsx',
  sheet: 'Servicios',
  subject: 'Servicios - Portal Clientes',
  what: 'el listado de servicios adjunto',
  columns: [
    ...serviceCoreColumns,
    { header: 'Cantidad', key: 'cantidad', kind: 'number' },
    { header: 'Unidad', key: 'unidad' },
    { header: 'Importe', key: 'importe', kind: 'currency' },
    { header: 'Nº factura', key: 'numeroFactura', width: 16 },
    { header: 'Matrícula', key: 'matricula' },
  ],
};

export const regeneraWorkbook: ListWorkbook<SelectionRow<typeof regeneraSelection>> = {
  filename: 'servicios-regenera.xlsx',
  sheet: 'Servicios Regenera',
  columns: [
    ...serviceCoreColumns,
    { header: 'Litros recogidos', key: 'litrosRecogidos', kind: 'number' },
    { header: 'Kilos netos', key: 'kilosNetos', kind: 'number' },
    { header: 'Matrícula', key: 'matricula' },
    { header: 'Conductor', key: 'conductor', width: 26 },
    { header: 'Certificado', key: 'certificado', width: 24 },
    { header: 'Importe', key: 'importe', kind: 'currency' },
    { header: 'Nº factura', key: 'numeroFactura', width: 16 },
  ],
};
