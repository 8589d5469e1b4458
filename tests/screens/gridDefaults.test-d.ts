/**
 * Type tests of what a grid may leave unsaid (src/language/grid.ts): no columns, a detail without
 * its row key or as `true`, an export or a send as the fetcher alone; and what stays checked: the
 * defaulted row key against the detail operation's parameters, an export that answers a file, and a
 * row action's input parameters against the action's query parameters.
 * Each @ts-expect-error below must be an error, or `tsc` fails the suite.
 */
import { describe, expectTypeOf, it } from 'vitest';
import {
  exportFacturas,
  getFacturas,
  sendFacturas,
  updateFieldsFacturaProforma,
  weightTicketsDetail,
  weightTicketsGrid,
} from '../../src/api/generated/documents/documents';
import { exportTickets, ticketsGrid, ticketsGridDetails } from '../../src/api/generated/tickets/tickets';
import { defineGrid, deleteRow, rowAction } from '../../src/language';

describe('grid defaults', () => {
  it('takes a grid without columns, its detail as `true`, its export and send as fetchers', () => {
    const grid = defineGrid({
      query: getFacturas,
      rowKey: 'idFactura',
      request: { body: { offset: 'position' } },
      detail: true,
      export: exportFacturas,
      send: sendFacturas,
    });
    // Stored as the renderer reads them: an export and a send with their call.
    expectTypeOf(grid.export?.call).toEqualTypeOf<typeof exportFacturas | undefined>();
    expectTypeOf(grid.send?.call).toEqualTypeOf<typeof sendFacturas | undefined>();
  });

  it('checks the grid row key a detail leaves out against the detail operation', () => {
    defineGrid({
      query: weightTicketsGrid,
      rowKey: 'codigoTicket',
      detail: { query: weightTicketsDetail },
    });
    defineGrid({
      query: ticketsGrid,
      rowKey: 'referencia',
      // @ts-expect-error ticketsGridDetails takes idTicket: the grid's row key 'referencia' cannot fill it
      detail: { query: ticketsGridDetails },
    });
    // Said explicitly, another row field (or another parameter) is still allowed.
    defineGrid({
      query: ticketsGrid,
      rowKey: 'referencia',
      detail: { query: ticketsGridDetails, rowKey: 'idTicket' },
    });
  });

  it('rejects an export fetcher alone that does not answer a file', () => {
    defineGrid({ query: ticketsGrid, rowKey: 'idTicket', export: exportTickets });
    defineGrid({
      query: ticketsGrid,
      rowKey: 'idTicket',
      // @ts-expect-error the export's own request is checked against its call: no 'filterTextt'
      export: { call: exportTickets, request: { body: { text: 'filterTextt' } } },
    });
    // @ts-expect-error ticketsGrid answers a page, not a Blob
    defineGrid({ query: ticketsGrid, rowKey: 'idTicket', export: ticketsGrid });
  });

  it('takes the contract columns less some, or with some overridden, by row field', () => {
    defineGrid({
      query: weightTicketsGrid,
      omitColumns: ['transportista'],
      columnOverrides: { fechaEntrada: { header: 'Llegada', cell: 'date' }, residuo: { filterable: false } },
    });
    // @ts-expect-error a weight ticket has no field 'transportistas'
    defineGrid({ query: weightTicketsGrid, omitColumns: ['transportistas'] });
    // @ts-expect-error a weight ticket has no field 'fechaEntrda'
    defineGrid({ query: weightTicketsGrid, columnOverrides: { fechaEntrda: { header: 'Llegada' } } });
    // @ts-expect-error an override may take a sort or filter away, never offer one the operation lacks
    defineGrid({ query: weightTicketsGrid, columnOverrides: { residuo: { sortable: true } } });
    // @ts-expect-error a grid naming its columns has no contract columns to leave out
    defineGrid({ query: weightTicketsGrid, columns: ['codigoTicket'], omitColumns: ['transportista'] });
  });

  it("checks a row action's inputs against the action's query parameters", () => {
    rowAction(updateFieldsFacturaProforma, {
      label: 'Cambiar estado',
      rowKey: 'idFactura',
      inputs: [{ param: 'estado', label: 'Nuevo estado' }],
      done: 'Hecho.',
    });
    rowAction(updateFieldsFacturaProforma, {
      label: 'Cambiar estado',
      rowKey: 'idFactura',
      // @ts-expect-error updateFieldsFacturaProforma has no query parameter 'estadoNuevo'
      inputs: [{ param: 'estadoNuevo', label: 'Nuevo estado' }],
      done: 'Hecho.',
    });
    deleteRow(updateFieldsFacturaProforma, {
      rowKey: 'idFactura',
      confirm: '¿Seguro?',
      // @ts-expect-error updateFieldsFacturaProforma has no query parameter 'motivo'
      inputs: [{ param: 'motivo', label: 'Motivo' }],
      done: 'Hecho.',
    });
  });
});
