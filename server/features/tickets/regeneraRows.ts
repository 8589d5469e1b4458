/**
 * Services of Regenera clients (used-oil pickups) as the contract's TicketRegenera: the row selection
 * with the pickup fields, and the Regenera services list. Services of clients that are not Regenera
 * are left out, whatever directions the request names.
 */
import { tickets } from '../../db/schema';
import { ofRegeneraClients } from '../../lib/regeneraClients';
import { defineServiceList } from './serviceList';
import { servicesFrom } from './servicesFrom';
import { serviceCoreSelection, ticketColumns } from './ticketRows';

export const regeneraSelection = {
  ...serviceCoreSelection,
  ...ticketColumns(
    'litrosRecogidos',
    'kilosNetos',
    'matricula',
    'conductor',
    'certificado',
    'importe',
    'numeroFactura',
  ),
};

export const regeneraList = defineServiceList({
  name: 'regenera',
  rows: (db) => servicesFrom(db.select(regeneraSelection)),
  selection: regeneraSelection,
  moreTextColumns: [tickets.conductor, tickets.certificado],
  onlyRows: (db) => ofRegeneraClients(db, tickets.clientId),
});
