/**
 * The KPIs there are, in their default order: what the KPI endpoints compute and what a client's
 * configuration (kinds homeKpis and serviceKpis) may choose and order.
 */

/** `Kpi.clave` of /homekpis. */
export const homeKpiKeys = [
  'serviciosAnio',
  'kilosAnio',
  'importeAnio',
  'serviciosPendientes',
  'facturasPendientes',
  'co2Evitado',
] as const;

/** `Kpi.clave` of /kpis (the services screen). */
export const serviceKpiKeys = [
  'serviciosTotales',
  'programados',
  'ejecutados',
  'facturados',
  'kilosTotales',
  'importeTotal',
] as const;
