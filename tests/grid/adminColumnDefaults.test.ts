/**
 * The admin grids that now name no columns (the banners, the logs, the request-permission lists)
 * show what they listed by hand before: the same keys in the same order, headed by the contract's
 * titles (src/features/grid/gridColumns.ts).
 */
import { describe, expect, it } from 'vitest';
import { screens } from '../../screens.config';
import { gridColumns } from '../../src/features/grid/gridColumns';
import type { GridSpec } from '../../src/language';

/** Every admin grid by its list operation's name. */
function adminGrids(): Map<string, GridSpec> {
  const grids = new Map<string, GridSpec>();
  const seen = new Set<unknown>();
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    const spec = node as Record<string, unknown>;
    if (spec.kind === 'grid')
      grids.set((spec as unknown as GridSpec).query.name, spec as unknown as GridSpec);
    for (const value of Object.values(spec)) walk(value);
  };
  walk(screens.adminDashboard.body);
  return grids;
}

const before: Record<string, readonly string[]> = {
  // The logs now say what a change replaced and with what (antes, despues); the banners have an
  // admin list of their own (adminBanners), which names its columns.
  adminLogsClientCreation: ['fecha', 'nivel', 'usuario', 'accion', 'detalle', 'antes', 'despues'],
  adminLogs: ['fecha', 'nivel', 'usuario', 'accion', 'detalle', 'antes', 'despues'],
  adminGetIncidenceRequestPermisions: ['email', 'nombre'],
  adminGetServiceRequestPermisions: ['email', 'nombre'],
};

describe('admin grids without columns', () => {
  const grids = adminGrids();

  it.each(Object.entries(before))('%s shows the columns it listed before', (name, keys) => {
    const grid = grids.get(name);
    expect(grid, name).toBeDefined();
    expect(grid?.columns).toBeUndefined();
    const columns = gridColumns(grid as GridSpec);
    expect(columns.map((column) => column.key)).toEqual(keys);
    for (const column of columns) expect(column.header).not.toBe(column.key);
  });
});
