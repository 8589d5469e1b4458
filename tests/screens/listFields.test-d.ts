/**
 * Type tests of the lists' sort and filter fields: a grid's columns are sorted and
 * filtered through the operation's `orderByField` and `filters`, which the contract closes to the
 * fields of its row (codegen/fieldSets.ts). A sort or filter field outside that set fails `tsc`
 * where the screen config declares the grid. Each @ts-expect-error below must be an error, or `tsc`
 * fails the suite.
 */
import { describe, expectTypeOf, it } from 'vitest';
import { adminClients } from '../../src/api/generated/admin/admin';
import type { enumLabels } from '../../src/api/generated/json-schemas/enumLabels';
import type { TicketListField } from '../../src/api/generated/model';
import { ticketsGrid } from '../../src/api/generated/tickets/tickets';
import { defineGrid, type FilterFieldOf, type SortFieldOf } from '../../src/language';

const servicesRequest = {
  body: {
    offset: 'position',
    limit: 'take',
    sortDirection: 'orderBy',
    sortField: 'orderByField',
    text: 'filterText',
    columnFilters: 'filters',
    serviceDirections: 'idDireccionesServicio',
  },
} as const;

describe('sort and filter fields of a list', () => {
  it("are the contract's closed set of the row's fields, with Spanish labels", () => {
    expectTypeOf<SortFieldOf<typeof ticketsGrid>>().toEqualTypeOf<TicketListField>();
    expectTypeOf<FilterFieldOf<typeof ticketsGrid>>().toEqualTypeOf<TicketListField>();
    expectTypeOf<keyof typeof enumLabels.TicketListField>().toEqualTypeOf<TicketListField>();
    // Internal ids are fields of the row but not of the set.
    expectTypeOf<'centerId'>().not.toExtend<TicketListField>();
  });

  it('take the columns whose keys are in the set, sortable and filterable by default', () => {
    defineGrid({
      query: ticketsGrid,
      rowKey: 'idTicket',
      request: servicesRequest,
      columns: [
        { key: 'referencia', header: 'Referencia' },
        { key: 'fecha', header: 'Fecha', cell: 'date' },
        // A row field outside the set, shown but neither sorted nor filtered by.
        { key: 'centerId', header: 'Nº de centro', cell: 'number', sortable: false },
      ],
    });
  });

  it('refuse a sortable column outside the sort set', () => {
    defineGrid({
      query: ticketsGrid,
      rowKey: 'idTicket',
      request: servicesRequest,
      columns: [
        // @ts-expect-error the services list does not sort by centerId (an internal id)
        { key: 'centerId', header: 'Nº de centro', cell: 'number' },
      ],
    });
  });

  it('refuse a filterable column outside the filter set', () => {
    defineGrid({
      query: ticketsGrid,
      rowKey: 'idTicket',
      request: servicesRequest,
      columns: [
        // @ts-expect-error a text column filters by default, and centerId is not a filter field
        { key: 'centerId', header: 'Nº de centro', sortable: false },
        // @ts-expect-error asking for the filter explicitly is refused too
        { key: 'idTicket', header: 'Nº', cell: 'number', sortable: false, filterable: true },
      ],
    });
  });

  it('refuse a fixed sort field outside the set, also in a list sorted by query parameters', () => {
    defineGrid({
      query: ticketsGrid,
      rowKey: 'idTicket',
      // @ts-expect-error 'password' is not a field of Ticket
      request: { ...servicesRequest, fixed: { orderByField: 'password' } },
      columns: [{ key: 'referencia', header: 'Referencia' }],
    });
    defineGrid({
      query: adminClients,
      rowKey: 'clientId',
      request: {
        params: { sortField: 'orderByField', columnFilters: 'filters' },
        fixed: { orderByField: 'client' },
      },
      columns: [{ key: 'client', header: 'Cliente' }],
    });
    defineGrid({
      query: adminClients,
      rowKey: 'clientId',
      // @ts-expect-error 'nombre' is a field of DireccionServicio, not of Cliente
      request: { params: { sortField: 'orderByField' }, fixed: { orderByField: 'nombre' } },
      columns: [{ key: 'client', header: 'Cliente' }],
    });
  });
});
