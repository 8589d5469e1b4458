/**
 * The contract's x-picker, as the generic picker reads it: which calls a dependent picker makes
 * from the form's value (a center's client, one call per chosen client) and where the records are
 * in each answer. The pickers of the admin forms are read from the generated JSON Schemas.
 */
import { describe, expect, it } from 'vitest';
import AdminCentroInput from '../../../src/api/generated/json-schemas/AdminCentroInput.json';
import AdminPermisosInput from '../../../src/api/generated/json-schemas/AdminPermisosInput.json';
import {
  type PickerSpec,
  pickerCalls,
  pickerList,
  pickerOf,
  pickerQueryKey,
  previousWhileSameCalls,
} from '../../../src/features/schemaForm/pickers';

describe('x-picker', () => {
  it('every admin field that references a record declares its picker in the contract', () => {
    const permissions = AdminPermisosInput.properties;
    expect(pickerOf(permissions.oid as never)).toMatchObject({ operation: 'getUsersB2C', label: 'email' });
    expect(pickerOf(permissions.clientIds as never)).toMatchObject({ operation: 'adminClientsList' });
    expect(pickerOf(permissions.centerIds as never)).toMatchObject({
      operation: 'adminClientTree',
      params: { clientId: 'clientIds' },
    });
    expect(pickerOf(AdminCentroInput.properties.parentId as never)).toMatchObject({
      params: { clientId: 'clientId' },
    });
  });

  const centers: PickerSpec = {
    operation: 'adminClientTree',
    items: 'centros.items',
    value: 'centerId',
    label: 'nombre',
    params: { clientId: 'clientIds' },
  };

  it('calls once per chosen value of the fields it depends on, and not at all before', () => {
    expect(pickerCalls(centers, {})).toEqual([]);
    expect(pickerCalls(centers, { clientIds: [] })).toEqual([]);
    expect(pickerCalls(centers, { clientIds: [3, 7] })).toEqual([{ clientId: 3 }, { clientId: 7 }]);
    expect(pickerCalls({ ...centers, params: { clientId: 'clientId' } }, { clientId: 4 })).toEqual([
      { clientId: 4 },
    ]);
    expect(pickerCalls({ operation: 'adminClientsList', value: 'clientId', label: 'client' })).toEqual([{}]);
  });

  it("keeps the last records on screen while a new search loads, not while another client's load", () => {
    const shown = [{ centerId: 1, nombre: 'Sede' }];
    const before = { queryKey: pickerQueryKey(centers, '', [{ clientId: 3 }]) };
    expect(previousWhileSameCalls([{ clientId: 3 }])(shown, before)).toBe(shown);
    expect(previousWhileSameCalls([{ clientId: 7 }])(shown, before)).toBeUndefined();
    expect(previousWhileSameCalls([{ clientId: 3 }, { clientId: 7 }])(shown, before)).toBeUndefined();
    expect(previousWhileSameCalls([{ clientId: 3 }])(shown, undefined)).toBeUndefined();
  });

  it('reads the records at the declared path of the answer, or the items of a page', () => {
    const tree = { client: 'X', centros: { items: [{ centerId: 1, nombre: 'Sede' }], total: 1 } };
    expect(pickerList(tree, 'centros.items')).toEqual([{ centerId: 1, nombre: 'Sede' }]);
    expect(pickerList({ items: [{ clientId: 2 }], total: 1 })).toEqual([{ clientId: 2 }]);
    expect(pickerList([{ oid: 'a' }, 'no'])).toEqual([{ oid: 'a' }]);
  });
});
