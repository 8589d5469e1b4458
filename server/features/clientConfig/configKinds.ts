/**
 * The four kinds of per-client configuration and the keys each accepts, in their default order
 * (the order the portal uses when a client has no configuration): the contract's closed sets
 * (schemas/clientConfig.yaml), read from codegen's label map so no key is listed here again.
 * The generated validators refuse a key outside its kind before a handler runs.
 */
import type { clientConfigs } from '../../db/schema';
import { enumLabels } from '../../generated/enumLabels';

export type ConfigKind = (typeof clientConfigs.$inferSelect)['kind'];

const keysOf = <N extends keyof typeof enumLabels>(name: N) =>
  Object.keys(enumLabels[name]) as (keyof (typeof enumLabels)[N])[];

export const configKeys = {
  homeKpis: keysOf('HomeKpiClave'),
  serviceKpis: keysOf('ServiceKpiClave'),
  servicesColumns: keysOf('ServicesColumnClave'),
  actions: keysOf('ActionClave'),
} satisfies Record<ConfigKind, readonly string[]>;

/** Spanish names of the kinds, for messages. */
export const configKindNames: Record<ConfigKind, string> = {
  homeKpis: 'KPI de inicio',
  serviceKpis: 'KPI de servicios',
  servicesColumns: 'columnas de servicios',
  actions: 'acciones',
};
