/**
 * Type tests of the row key a grid leaves out (src/language/grid.ts): the contract's (its rows'
 * `x-row-key`, generated as ContractRowKey) is taken where the contract marks one and is then
 * checked as a said key is: against the detail operation's parameters and those of the row actions
 * that leave their own key and parameter out. A row the contract marks no key on must say it.
 * Each @ts-expect-error below must be an error, or `tsc` fails the suite.
 */
import { describe, expectTypeOf, it } from 'vitest';
import * as admin from '../../src/api/generated/admin/admin';
import { deleteContact } from '../../src/api/generated/contacts/contacts';
import {
  getAlbaranes,
  getFacturasProforma,
  updateFieldsFacturaProforma,
  weightTicketsGrid,
} from '../../src/api/generated/documents/documents';
import type { ContractRowKey } from '../../src/api/generated/listColumns';
import type { Factura, Ticket, TicketRegenera } from '../../src/api/generated/model';
import { reportsGetVolumeOfWaste } from '../../src/api/generated/reports/reports';
import { ticketsGrid, ticketsGridDetails } from '../../src/api/generated/tickets/tickets';
import { defineGrid, deleteRow, record, rowAction } from '../../src/language';

describe('the contract’s row key', () => {
  it('is the field the row marks, told apart by the row type', () => {
    expectTypeOf<ContractRowKey<Factura>>().toEqualTypeOf<'idFactura'>();
    expectTypeOf<ContractRowKey<Ticket>>().toEqualTypeOf<'idTicket'>();
    expectTypeOf<ContractRowKey<TicketRegenera>>().toEqualTypeOf<'idTicket'>();
    expectTypeOf<ContractRowKey<{ idFactura: number }>>().toBeNever();
  });

  it('lets a grid leave its row key out, and still checks one said', () => {
    defineGrid({ query: getAlbaranes, detail: true });
    defineGrid({ query: getAlbaranes, rowKey: 'numeroAlbaran' });
    // @ts-expect-error 'idAlbaranes' is not a field of an Albaran
    defineGrid({ query: getAlbaranes, rowKey: 'idAlbaranes' });
  });

  it('requires a row key where the contract marks none', () => {
    // @ts-expect-error a report point has no x-row-key: the grid must say its rowKey
    defineGrid({ query: reportsGetVolumeOfWaste });
    defineGrid({ query: reportsGetVolumeOfWaste, rowKey: 'mes' });
  });

  it('checks the defaulted key against the detail operation', () => {
    defineGrid({ query: ticketsGrid, detail: { query: ticketsGridDetails } });
    defineGrid({
      query: weightTicketsGrid,
      // @ts-expect-error ticketsGridDetails takes idTicket: a weight ticket's key is codigoTicket
      detail: { query: ticketsGridDetails },
    });
  });
});

describe('a row action’s row key', () => {
  it('is the grid’s when left out, and then a parameter of the action', () => {
    defineGrid({
      query: getFacturasProforma,
      rowActions: [rowAction(updateFieldsFacturaProforma, { label: 'Cambiar estado', done: 'Hecho.' })],
    });
    defineGrid({
      query: getAlbaranes,
      rowActions: [
        // @ts-expect-error updateFieldsFacturaProforma takes idFactura, not the grid's idAlbaran
        rowAction(updateFieldsFacturaProforma, { label: 'Cambiar estado', done: 'Hecho.' }),
      ],
    });
    // The grid's key under another parameter's name: `param` alone.
    defineGrid({
      query: ticketsGrid,
      rowActions: [deleteRow(deleteContact, { param: 'id', confirm: '¿Seguro?', done: 'Hecho.' })],
    });
  });

  it('checks a said key against the row, and against the action when it names no param', () => {
    const remove = rowAction(updateFieldsFacturaProforma, { label: 'x', rowKey: 'idFactura', done: 'x' });
    expectTypeOf(remove.rowKey).toEqualTypeOf<'idFactura'>();
    defineGrid({
      query: getAlbaranes,
      // @ts-expect-error an albarán has no idFactura
      rowActions: [remove],
    });
    // @ts-expect-error updateFieldsFacturaProforma has no query parameter 'numero'
    rowAction(updateFieldsFacturaProforma, { label: 'x', rowKey: 'numero', done: 'x' });
  });

  it('leaves a record’s delete to the grid’s key', () => {
    const cliente = record('cliente');
    defineGrid({ query: admin.adminClients, rowActions: [cliente.delete(admin.adminDeleteClient)] });
    defineGrid({
      query: admin.getUsersB2C,
      // @ts-expect-error adminDeleteClient takes clientId: a user's key is oid
      rowActions: [cliente.delete(admin.adminDeleteClient)],
    });
  });
});
