/**
 * What needs the client's attention on the home (homeAttention): overdue and unpaid invoices,
 * pro-formas awaiting an answer, open incidences and service requests. Each count is its list's
 * total under the same filter (the list's own query, so the two cannot disagree), over every date.
 */
import { count, type SQL, sum } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Scope } from '../../auth/scope';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { facturas, facturasProforma } from '../../db/schema';
import { enumLabels } from '../../generated/enumLabels';
import type { Atencion, AtencionClave, ColumnFilter } from '../../generated/model';
import { type ListDefinition, listWhere } from '../../lib/list';
import type { RegeneraListRequest } from '../../lib/regeneraClients';
import { facturaList } from '../documents/facturas';
import { proformaList } from '../documents/proformas';
import { incidencesList } from '../requests/incidences';
import { serviceRequestsList } from '../requests/serviceRequests';

/** The filter each count applies: the one its list's quick filter sends (src/config). */
export const attentionFilters = {
  facturasVencidas: { field: 'estadoPago', values: ['vencida'] },
  facturasPendientes: { field: 'estadoPago', values: ['pendiente', 'vencida'] },
  proformasPendientes: { field: 'estado', values: ['pendiente'] },
  incidenciasAbiertas: { field: 'estado', values: ['opened', 'inprocess', 'indemand'] },
  solicitudesAbiertas: { field: 'estado', values: ['opened', 'inprocess', 'indemand'] },
} as const satisfies Record<AtencionClave, ColumnFilter>;

const titles = enumLabels.AtencionClave as Record<AtencionClave, string>;

/** Rows of a document list matching one filter over the directions, and the sum of `amount`. */
async function documentTotals<Row>(
  db: Database,
  table: PgTable,
  list: ListDefinition<Row, RegeneraListRequest>,
  amount: SQL | Parameters<typeof sum>[0],
  directions: readonly number[],
  filter: ColumnFilter,
): Promise<{ cantidad: number; importe: number }> {
  if (directions.length === 0) return { cantidad: 0, importe: 0 };
  const [row] = await db
    .select({ n: count(), total: sum(amount) })
    .from(table)
    .where(listWhere(db, list, { filters: [filter] }, { directionIds: directions }));
  return { cantidad: row?.n ?? 0, importe: Math.round(Number(row?.total ?? 0) * 100) / 100 };
}

export async function homeAttention(
  db: Database,
  scope: Scope,
  user: SessionUser,
  request: { directions: readonly number[]; clientName: string },
): Promise<{ items: Atencion[]; total: number }> {
  const { directions, clientName } = request;
  type RequestList = (...args: Parameters<typeof incidencesList>) => Promise<{ total: number }>;
  const requests = async (list: RequestList, filter: ColumnFilter) => ({
    cantidad: (await list(db, scope, user, { clientName, filters: [filter] })).total,
    importe: null,
  });
  const invoices = (filter: Parameters<typeof documentTotals>[5]) =>
    documentTotals(db, facturas, facturaList, facturas.total, directions, filter);
  const counts: Record<AtencionClave, () => Promise<{ cantidad: number; importe: number | null }>> = {
    facturasVencidas: () => invoices(attentionFilters.facturasVencidas),
    facturasPendientes: () => invoices(attentionFilters.facturasPendientes),
    proformasPendientes: () =>
      documentTotals(
        db,
        facturasProforma,
        proformaList,
        facturasProforma.importe,
        directions,
        attentionFilters.proformasPendientes,
      ),
    incidenciasAbiertas: () => requests(incidencesList, attentionFilters.incidenciasAbiertas),
    solicitudesAbiertas: () => requests(serviceRequestsList, attentionFilters.solicitudesAbiertas),
  };
  const items: Atencion[] = [];
  // One after another, in the contract's order (PGlite runs one statement at a time anyway).
  for (const clave of Object.keys(counts) as AtencionClave[]) {
    items.push({ clave, titulo: titles[clave], ...(await counts[clave]()) });
  }
  return { items, total: items.length };
}
