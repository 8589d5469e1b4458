/** The grid state in the URL: a link or a reload restores it; other parameters are left alone. */
import { describe, expect, it } from 'vitest';
import {
  initialGridState,
  readGridState,
  viewOf,
  withChange,
  withView,
  writeGridState,
} from '../../src/features/grid/gridState';

describe('grid state in the URL', () => {
  it('round-trips every part of the state and keeps parameters it does not own', () => {
    const state = {
      page: 3,
      pageSize: 50,
      sort: { field: 'importe', direction: 'asc' as const },
      text: 'aceite usado',
      columnFilters: [{ field: 'centro', value: 'Sur' }],
      dateRange: { desde: '2025-02-01', hasta: null },
      year: 2024,
      center: 'Almacén Norte',
      choices: { dateField: 'fechaEntrada' },
      quickFilter: 'pendientes',
      hidden: ['cif', 'razonSocial'],
    };
    const params = writeGridState(new URLSearchParams('type=Services&tab=x'), state);
    expect(params.get('type')).toBe('Services');
    expect(params.get('tab')).toBe('x');
    expect(params.get('queryText')).toBe('aceite usado');
    expect(params.get('filtro')).toBe('pendientes');
    expect(params.get('ocultas')).toBe('cif,razonSocial');
    expect(readGridState(params)).toEqual(state);
  });

  it('reads the global search link (type, queryText) as the search text', () => {
    expect(readGridState(new URLSearchParams('type=Services&queryText=REF-1'))).toEqual({
      ...initialGridState,
      text: 'REF-1',
    });
  });

  it('falls back to defaults for malformed values', () => {
    expect(
      readGridState(new URLSearchParams('page=-2&size=7&sort=fecha:up&desde=ayer&year=dos&f.=x')),
    ).toEqual(initialGridState);
  });

  it('leaves defaults out of the URL', () => {
    expect(writeGridState(new URLSearchParams(), initialGridState).toString()).toBe('');
  });

  it('goes back to the first page when the rows listed change, not when columns are hidden', () => {
    const onPage3 = { ...initialGridState, page: 3 };
    expect(withChange(onPage3, { text: 'x' }).page).toBe(0);
    expect(withChange(onPage3, { quickFilter: 'vencidas' }).page).toBe(0);
    expect(withChange(onPage3, { page: 4 }).page).toBe(4);
    expect(withChange(onPage3, { hidden: ['cif'] }).page).toBe(3);
  });

  it('changes nothing when a part is set to the value it has (the table echoes its state)', () => {
    const onPage3 = { ...initialGridState, page: 3, text: 'x' };
    expect(withChange(onPage3, { sort: null, text: 'x' })).toBe(onPage3);
  });

  it("keeps a view as the list's own parameters without the page, and applies it over another list state", () => {
    const left = new URLSearchParams(
      'tab=factura&page=4&filtro=vencidas&sort=fecha:desc&size=50&ocultas=cif&f.centro=Sur&detalle=9',
    );
    const view = viewOf(left);
    expect(new URLSearchParams(view).get('page')).toBeNull();
    expect(new URLSearchParams(view).get('tab')).toBeNull();
    expect(new URLSearchParams(view).get('detalle')).toBeNull();
    expect(readGridState(new URLSearchParams(view))).toEqual({ ...readGridState(left), page: 0 });
    expect(viewOf(new URLSearchParams('tab=factura&page=2'))).toBe('');

    const elsewhere = new URLSearchParams('tab=factura&queryText=otra&year=2024&page=3');
    const applied = withView(elsewhere, view);
    expect(applied.get('tab')).toBe('factura');
    expect(applied.get('queryText')).toBeNull();
    expect(applied.get('year')).toBeNull();
    expect(applied.get('page')).toBeNull();
    expect(viewOf(applied)).toBe(view);
  });
});
