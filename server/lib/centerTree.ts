/**
 * Walks of a client's center tree (centers point to their parent with parentId). Pure functions over
 * rows already read, so every area answers "this center and those below it" and "the tree down to
 * what the user sees" the same way.
 */

export interface CenterNode {
  centerId: number;
  parentId: number | null;
  nombre: string;
}

/** The given centers and every center below them. */
export function withDescendants(all: readonly CenterNode[], roots: Iterable<number>): Set<number> {
  const children = new Map<number, number[]>();
  for (const center of all) {
    if (center.parentId == null) continue;
    children.set(center.parentId, [...(children.get(center.parentId) ?? []), center.centerId]);
  }
  const found = new Set<number>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...(children.get(id) ?? []));
  }
  return found;
}

/** The given centers and every center above them, up to the root. */
export function withAncestors(all: readonly CenterNode[], ids: Iterable<number>): Set<number> {
  const byId = new Map(all.map((c) => [c.centerId, c]));
  const found = new Set<number>();
  for (const start of ids) {
    for (
      let id: number | null | undefined = start;
      id != null && !found.has(id);
      id = byId.get(id)?.parentId
    ) {
      if (!byId.has(id)) break;
      found.add(id);
    }
  }
  return found;
}

/**
 * Depth-first order: each parent before its children, siblings by name (Spanish collation). A center
 * whose parent is not in the list is treated as a root, so a partial tree still comes out whole.
 */
export function depthFirst<T extends CenterNode>(centers: readonly T[]): T[] {
  const ids = new Set(centers.map((c) => c.centerId));
  const byName = (a: T, b: T) => a.nombre.localeCompare(b.nombre, 'es') || a.centerId - b.centerId;
  const children = new Map<number | null, T[]>();
  for (const center of centers) {
    const parent = center.parentId != null && ids.has(center.parentId) ? center.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), center]);
  }
  const ordered: T[] = [];
  const visit = (parent: number | null) => {
    for (const center of [...(children.get(parent) ?? [])].sort(byName)) {
      ordered.push(center);
      visit(center.centerId);
    }
  };
  visit(null);
  return ordered;
}
