/**
 * Type tests of the record parts (src/language/crud.ts): the row key an edit hides and a delete
 * sends are checked against their operations, and the grid checks them against its rows. Each
 * @ts-expect-error below must be an error, or `tsc` fails the suite.
 */
import { describe, it } from 'vitest';
import * as admin from '../../src/api/generated/admin/admin';
import { defineGrid, record } from '../../src/language';

const cliente = record('cliente');

describe('record parts', () => {
  it('check the edited row key against the edit body', () => {
    cliente.edit(admin.adminUpdateClient, 'clientId');
    // @ts-expect-error 'clientID' is not a field of the update body
    cliente.edit(admin.adminUpdateClient, 'clientID');
  });

  it('check the deleted row key against the delete parameters, unless a param is named', () => {
    cliente.delete(admin.adminDeleteClient, { rowKey: 'clientId' });
    // @ts-expect-error 'idNif' is not a parameter of adminDeleteClientNif: it needs `param`
    record('NIF').delete(admin.adminDeleteClientNif, { rowKey: 'idNif' });
    record('NIF').delete(admin.adminDeleteClientNif, { param: 'id', rowKey: 'idNif' });
  });

  it('leave the grid to check the row key against its rows', () => {
    defineGrid({
      query: admin.adminClients,
      rowKey: 'clientId',
      columns: ['client'],
      rowActions: [
        // @ts-expect-error a user's key is not a field of a client row
        record('usuario').delete(admin.deleteUser, { rowKey: 'oid' }),
      ],
    });
  });
});
