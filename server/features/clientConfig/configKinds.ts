/**
 * The four kinds of per-client configuration and the keys each accepts, in their default order
 * (the order the portal uses when a client has no configuration). They match, respectively,
 * `Kpi.clave` of /homekpis, `Kpi.clave` of /kpis, the fields of `Ticket` shown as grid columns, and
 * the requests of the Actions screen.
 */
import type { clientConfigs } from '../../db/schema';
import { homeKpiKeys, serviceKpiKeys } from '../../lib/kpiKeys';

export type ConfigKind = (typeof clientConfigs.$inferSelect)['kind'];

export const configKeys: Record<ConfigKind, readonly string[]> = {
  homeKpis: homeKpiKeys,
  serviceKpis: serviceKpiKeys,
  servicesColumns: [
    'referencia',
    'estado',
    'fecha',
    'centro',
    'direccionServicio',
    'tipoServicio',
    'residuo',
    'codigoLER',
    'cantidad',
    'unidad',
    'importe',
    'numeroFactura',
    'matricula',
  ],
  actions: ['comercialProposal', 'incidenceRequest', 'serviceRequest'],
};

/** Spanish names of the kinds, for messages. */
export const configKindNames: Record<ConfigKind, string> = {
  homeKpis: 'KPI de inicio',
  serviceKpis: 'KPI de servicios',
  servicesColumns: 'columnas de servicios',
  actions: 'acciones',
};
