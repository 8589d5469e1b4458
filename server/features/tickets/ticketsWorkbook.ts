/** The services workbook: what exportTickets downloads and sendTickets attaches. */
import type { XlsxColumn } from '../../lib/xlsx';
import type { ticketSelection } from './ticketRows';

type TicketRow = { [K in keyof typeof ticketSelection]: unknown };

export const ticketColumns: readonly XlsxColumn<TicketRow>[] = [
  { header: 'Referencia', key: 'referencia', width: 18 },
  { header: 'Estado', key: 'estado' },
  { header: 'Fecha', key: 'fecha', kind: 'date' },
  { header: 'Centro', key: 'centro', width: 28 },
  { header: 'Dirección de servicio', key: 'direccionServicio', width: 32 },
  { header: 'Tipo de servicio', key: 'tipoServicio', width: 30 },
  { header: 'Residuo', key: 'residuo', width: 30 },
  { header: 'Código LER', key: 'codigoLER' },
  { header: 'Cantidad', key: 'cantidad', kind: 'number' },
  { header: 'Unidad', key: 'unidad' },
  { header: 'Importe', key: 'importe', kind: 'currency' },
  { header: 'Nº factura', key: 'numeroFactura', width: 16 },
  { header: 'Matrícula', key: 'matricula' },
];
