/**
 * The services workbooks: what exportTickets downloads and sendTickets attaches, and the Regenera
 * one (the services columns plus the pickup's: litres, net kg, truck, certificate); the columns are
 * the list operations', as the contract titles them.
 */
import {
  contractColumns,
  type ListWorkbook,
  type MailedListWorkbook,
  type SelectionRow,
} from '../../lib/listWorkbook';
import type { regeneraSelection } from './regeneraRows';
import type { ticketSelection } from './ticketRows';

const serviceWidths = {
  referencia: 18,
  centro: 28,
  direccionServicio: 32,
  tipoServicio: 30,
  residuo: 30,
  numeroFactura: 16,
} as const;

export const ticketsWorkbook: MailedListWorkbook<SelectionRow<typeof ticketSelection>> = {
  filename: 'servicios.xlsx',
  sheet: 'Servicios',
  subject: 'Servicios - Portal Clientes',
  what: 'el listado de servicios adjunto',
  columns: contractColumns('ticketsGrid', serviceWidths),
};

export const regeneraWorkbook: ListWorkbook<SelectionRow<typeof regeneraSelection>> = {
  filename: 'servicios-regenera.xlsx',
  sheet: 'Servicios Regenera',
  columns: contractColumns('regeneraTicketsGrid', { ...serviceWidths, conductor: 26, certificado: 24 }),
};
