/**
 * Type tests of the screen-config language: a screen bound to a generated fetcher cannot name a
 * column, a request field or a detail parameter that the contract does not have.
 * Each @ts-expect-error below must be an error, or `tsc` fails the suite.
 */
import { describe, expectTypeOf, it } from 'vitest';
import { adminCreateClient, adminUpdateServiceDirections } from '../../src/api/generated/admin/admin';
import { contacts, deleteContact } from '../../src/api/generated/contacts/contacts';
import { updateFieldsFacturaProforma } from '../../src/api/generated/documents/documents';
import type { Ticket } from '../../src/api/generated/model';
import { downloadFile } from '../../src/api/generated/search/search';
import {
  exportTickets,
  sendTicketsByIds,
  ticketsGrid,
  ticketsGridDetails,
} from '../../src/api/generated/tickets/tickets';
import { incidenceForm } from '../../src/config/clientForms';
import { defineForm, defineGrid, deleteRow, detailForm, type RowOf, rowAction } from '../../src/language';

describe('defineGrid', () => {
  it('infers the row type from the list fetcher', () => {
    expectTypeOf<RowOf<typeof ticketsGrid>>().toEqualTypeOf<Ticket>();
  });

  it('accepts the contract’s column keys and request fields', () => {
    defineGrid({
      query: ticketsGrid,
      rowKey: 'idTicket',
      request: { body: { offset: 'position', limit: 'take', serviceDirections: 'idDireccionesServicio' } },
      columns: [
        { key: 'referencia', header: 'Referencia' },
        { key: 'estado', header: 'Estado', cell: 'estadoChip' },
      ],
      detail: { query: ticketsGridDetails, param: 'idTicket', rowKey: 'idTicket' },
      export: { call: exportTickets, filename: 'servicios.xlsx' },
      sendSelected: { call: sendTicketsByIds, idsField: 'idTickets', rowKey: 'idTicket' },
    });
  });

  it('rejects a misspelt column key', () => {
    defineGrid({
      query: ticketsGrid,
      rowKey: 'idTicket',
      request: { body: { offset: 'position' } },
      // @ts-expect-error 'referenca' is not a field of Ticket
      columns: [{ key: 'referenca', header: 'Referencia' }],
    });
  });

  it('rejects a misspelt request field', () => {
    defineGrid({
      query: ticketsGrid,
      rowKey: 'idTicket',
      // @ts-expect-error 'positon' is not a field of the ticketsGrid body
      request: { body: { offset: 'positon' } },
      columns: [{ key: 'referencia', header: 'Referencia' }],
    });
  });

  it('rejects a detail parameter the detail operation does not take', () => {
    defineGrid({
      query: ticketsGrid,
      rowKey: 'idTicket',
      request: { body: { offset: 'position' } },
      columns: [{ key: 'referencia', header: 'Referencia' }],
      // @ts-expect-error ticketsGridDetails takes idTicket, not id
      detail: { query: ticketsGridDetails, param: 'id', rowKey: 'idTicket' },
    });
  });

  it('rejects an export call that does not return a file', () => {
    defineGrid({
      query: ticketsGrid,
      rowKey: 'idTicket',
      request: { body: { offset: 'position' } },
      columns: [{ key: 'referencia', header: 'Referencia' }],
      // @ts-expect-error ticketsGrid answers a page, not a Blob
      export: { call: ticketsGrid, filename: 'servicios.xlsx' },
    });
  });

  it('checks query-parameter mappings against the second argument', () => {
    defineGrid({
      query: contacts,
      rowKey: 'id',
      request: { body: 'clientIds', params: { sortField: 'orderByField', text: 'name' } },
      columns: [{ key: 'name', header: 'Nombre' }],
    });
    defineGrid({
      query: contacts,
      rowKey: 'id',
      // @ts-expect-error contacts has no query parameter 'nombre'
      request: { body: 'clientIds', params: { text: 'nombre' } },
      columns: [{ key: 'name', header: 'Nombre' }],
    });
  });

  it('takes columns by key, header and cell from the contract, and checks each key against the row', () => {
    defineGrid({
      query: ticketsGrid,
      rowKey: 'idTicket',
      request: { body: { offset: 'position' } },
      columns: ['referencia', 'estado', { key: 'fecha', header: 'Día' }, { key: 'importe', cell: 'number' }],
    });
    defineGrid({
      query: contacts,
      rowKey: 'id',
      request: { body: 'clientIds', params: { text: 'name' } },
      // @ts-expect-error a contact has no estado
      columns: ['estado'],
    });
    defineGrid({
      query: ticketsGrid,
      rowKey: 'idTicket',
      request: { body: { offset: 'position' } },
      // @ts-expect-error 'referenca' is not a field of Ticket
      columns: ['referenca'],
    });
    defineGrid({
      query: ticketsGrid,
      rowKey: 'idTicket',
      request: { body: { offset: 'position' } },
      // @ts-expect-error idTicket is internal: not in the operation's sort set, so not a column by key alone
      columns: ['idTicket'],
    });
  });

  it('checks the row label, the key fields, the documents and row-action conditions against the row', () => {
    const base = {
      query: ticketsGrid,
      rowKey: 'idTicket',
      request: { body: { offset: 'position' } },
      columns: [{ key: 'referencia', header: 'Referencia' }],
    } as const;
    defineGrid({
      ...base,
      rowLabel: 'referencia',
      keyFields: ['estado', 'fecha'],
      detail: { query: ticketsGridDetails, param: 'idTicket', rowKey: 'idTicket', schema: 'TicketDetalle' },
      documents: { download: downloadFile, fromDetail: 'documentos' },
      rowActions: [
        rowAction(deleteContact, { label: 'Eliminar', param: 'id', rowKey: 'idTicket', done: 'Hecho.' }),
      ],
    });
    // @ts-expect-error 'referenca' is not a field of Ticket
    defineGrid({ ...base, rowLabel: 'referenca' });
    // @ts-expect-error 'fechas' is not a field of Ticket
    defineGrid({ ...base, keyFields: ['fechas'] });
    defineGrid({
      ...base,
      // @ts-expect-error 'documento' is not a field of the detail's answer (documentos)
      documents: { download: downloadFile, fromDetail: 'documento' },
      detail: { query: ticketsGridDetails, param: 'idTicket', rowKey: 'idTicket' },
    });
    defineGrid({
      ...base,
      rowActions: [
        // @ts-expect-error 'borrable' is not a field of Ticket
        rowAction(deleteContact, {
          label: 'E',
          param: 'id',
          rowKey: 'idTicket',
          when: 'borrable',
          done: 'x',
        }),
      ],
    });
    // `param` defaults to the row key, which must then be a parameter of the operation.
    defineGrid({ ...base, detail: { query: ticketsGridDetails, rowKey: 'idTicket' } });
    rowAction(deleteContact, { label: 'E', rowKey: 'id', done: 'x' });
    defineGrid({
      ...base,
      // @ts-expect-error ticketsGridDetails takes idTicket: without param, the row key must be a parameter
      detail: { query: ticketsGridDetails, rowKey: 'referencia' },
    });
    // @ts-expect-error deleteContact takes id: without param, the row key must be a parameter
    rowAction(deleteContact, { label: 'E', rowKey: 'idTicket', done: 'x' });
    // The delete preset checks as rowAction does, and is always asked first.
    deleteRow(deleteContact, { rowKey: 'id', confirm: '¿Eliminar?', done: 'x' });
    // @ts-expect-error deleteContact takes id: without param, the row key must be a parameter
    deleteRow(deleteContact, { rowKey: 'idTicket', confirm: '¿Eliminar?', done: 'x' });
    // @ts-expect-error a delete without its confirmation question
    deleteRow(deleteContact, { rowKey: 'id', done: 'x' });
    // A row action's audience is one of the screens' audiences.
    rowAction(deleteContact, { label: 'E', param: 'id', rowKey: 'id', done: 'x', audience: ['staff'] });
    // @ts-expect-error 'gestores' is not an Audience
    rowAction(deleteContact, { label: 'E', param: 'id', rowKey: 'id', done: 'x', audience: ['gestores'] });
    // A fixed parameter is one of the operation's, with a value its schema takes.
    const answer = { label: 'Aceptar', param: 'idFactura', rowKey: 'idFactura', done: 'x' } as const;
    rowAction(updateFieldsFacturaProforma, { ...answer, fixed: { estado: 'aceptada' } });
    // @ts-expect-error a pro-forma never goes back to pendiente (DecisionProforma)
    rowAction(updateFieldsFacturaProforma, { ...answer, fixed: { estado: 'pendiente' } });
    // @ts-expect-error 'decision' is not a parameter of updateFieldsFacturaProforma
    rowAction(updateFieldsFacturaProforma, { ...answer, fixed: { decision: 'aceptada' } });
  });

  it('checks a detail form’s prefill: form fields against the form, row fields against the row', () => {
    const base = {
      query: ticketsGrid,
      rowKey: 'idTicket',
      request: { body: { offset: 'position' } },
      columns: [{ key: 'referencia', header: 'Referencia' }],
    } as const;
    defineGrid({
      ...base,
      detail: {
        rowKey: 'idTicket',
        forms: [
          detailForm(incidenceForm, { label: 'Abrir incidencia', prefill: { referencia: 'referencia' } }),
        ],
      },
    });
    defineGrid({
      ...base,
      detail: {
        rowKey: 'idTicket',
        forms: [
          // @ts-expect-error 'referenca' is not a field of Ticket
          detailForm(incidenceForm, { label: 'Abrir incidencia', prefill: { referencia: 'referenca' } }),
        ],
      },
    });
    // @ts-expect-error the incidence form has no field 'servicio'
    detailForm(incidenceForm, { label: 'Abrir incidencia', prefill: { servicio: 'referencia' } });
  });
});

describe('defineForm', () => {
  it('checks ui fields against the submit body', () => {
    defineForm({
      submit: adminCreateClient,
      schema: 'ClienteInput',
      submitLabel: 'Crear',
      done: 'Creado.',
      fields: { client: { label: 'Nombre' } },
    });
    defineForm({
      submit: adminCreateClient,
      schema: 'ClienteInput',
      submitLabel: 'Crear',
      done: 'Creado.',
      // @ts-expect-error 'nombreCliente' is not a field of the create-client body
      fields: { nombreCliente: { label: 'Nombre' } },
    });
  });

  it('takes its schema from the submit operation, and refuses one that is not the body’s', () => {
    defineForm({ submit: adminCreateClient, submitLabel: 'Crear', done: 'Creado.' });
    defineForm({
      submit: adminCreateClient,
      // @ts-expect-error ClienteUpdateInput is another operation's body than the create-client one
      schema: 'ClienteUpdateInput',
      submitLabel: 'Crear',
      done: 'Creado.',
    });
    defineForm({
      submit: adminUpdateServiceDirections,
      // @ts-expect-error a query-parameter form: its schema is the operation's parameters, not a component
      schema: 'ClienteInput',
      submitLabel: 'Cambiar',
      done: 'Cambiado.',
    });
  });
});
