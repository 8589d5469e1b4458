/**
 * Services of Regenera clients (used-oil pickups) as the contract's TicketRegenera: the row selection
 * with the pickup fields, and the Regenera services list. Services of clients that are not Regenera
 * are left out, whatever directions the request names.
 */
import { tickets } from '../../db/schema';
import { ofRegeneraClients } from '../../lib/regeneraClients';
import { defineServiceList } from './serviceList';
import { servicesFrom } from './servicesFrom';
import { serviceCoreSelection } from './ticketRows';

export const regeneraSelection = {
  ...serviceCoreSelection,
  litrosRecogidos: tickets.litrosRecogidos,
  kilosNetos: tickets.kilosNetos,
  matricula: tickets.matricula,
  conductor: tickets.conductor,
  certificado: tickets.certificado,
  importe: tickets.importe,
  numeroFactura: tickets.numeroFactura,
};

export const regeneraList = defineServiceList({
  name: 'regenera',
  rows: (db) => servicesFrom(db.select(regeneraSelection)),
  selection: regeneraSelection,
  moreTextColumns: [tickets.conductor, tickets.certificado],
  onlyRows: (db) => ofRegeneraClients(db, tickets.clientId),
});
