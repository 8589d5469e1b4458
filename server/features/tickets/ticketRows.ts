/** Services (tickets) as the contract's Ticket: the row selection and the services list. */
import { centers, serviceDirections, tickets } from '../../db/schema';
import { defineServiceList } from './serviceList';
import { servicesFrom } from './servicesFrom';

/** The fields every services row starts with, a Regenera one too. */
export const serviceCoreSelection = {
  idTicket: tickets.idTicket,
  referencia: tickets.referencia,
  estado: tickets.estado,
  fecha: tickets.fecha,
  centerId: tickets.centerId,
  centro: centers.nombre,
  iddireccionservicio: tickets.iddireccionservicio,
  direccionServicio: serviceDirections.nombre,
  tipoServicio: tickets.tipoServicio,
  residuo: tickets.residuo,
  codigoLER: tickets.codigoLER,
};

/** The services table's own columns named as the contract's fields name them (the same words). */
export function ticketColumns<const Field extends keyof typeof tickets.$inferSelect>(
  ...fields: Field[]
): Pick<typeof tickets, Field> {
  return Object.fromEntries(fields.map((field) => [field, tickets[field]])) as Pick<typeof tickets, Field>;
}

export const ticketSelection = {
  ...serviceCoreSelection,
  ...ticketColumns('cantidad', 'unidad', 'importe', 'numeroFactura', 'matricula'),
};

export const ticketList = defineServiceList({
  name: 'services',
  rows: (db) => servicesFrom(db.select(ticketSelection)),
  selection: ticketSelection,
});
