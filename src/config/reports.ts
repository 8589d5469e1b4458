/**
 * The report screens' bodies (/reports and /reports-regenera in screens.config.ts): the nine
 * report operations of the contract as charts, then the services report with its export. Both
 * screens show the same operations; the regenera one counts regenera services for its years and
 * its services report (the nine reports themselves have no regenera flag: they sum what the
 * selected client's service directions hold). What a chart leaves out comes from its answer's
 * rows in the contract (src/features/reports/reportDefaults.ts): the category (`x`) is the first
 * text or month field, the series the numeric ones with their titles as legends, the unit the
 * series' `x-unit` or else each row's `unidad`, the kind horizontal bars for names and vertical
 * bars for months; the request puts the directions in the body and the year by its name.
 */
import { ClienteMenuReportsEntradaLabels } from '../api/generated/json-schemas/enumLabels';
import * as reports from '../api/generated/reports/reports';
import * as tickets from '../api/generated/tickets/tickets';
import { defineChart, defineReports } from '../language';

/**
 * The nine reports are the contract's report entries (ClienteMenuReportsEntrada, what an admin
 * puts in a client's reports menu): each chart is titled by its entry's label, never retyped.
 */
const reportTitles = ClienteMenuReportsEntradaLabels;

/** The monthly reports: each month of the chosen year beside the same month of the year before, in grey. */
const monthly = { colors: { valorAnterior: 'gray.5' } } as const;

/** The contract requires only the directions; the screen waits for its year too (no all-years report). */
const servicesReportRequest = { requires: ['serviceDirections', 'year'] } as const;

/** The services report (statistics/getreportservicios) with its .xlsx export. */
const servicesReportCharts = [
  defineChart({
    title: 'Informe de servicios por mes',
    description: 'Servicios por estado; el informe completo se descarga en Excel.',
    chart: 'stackedBar',
    call: tickets.statisticsGetReportServicios,
    request: servicesReportRequest,
    rows: 'porMes',
    series: [
      { key: 'programados', color: 'yellow.6' },
      { key: 'ejecutados', color: 'green.6' },
      { key: 'facturados', color: 'orange.8' },
    ],
    unit: 'servicios',
    totals: [{ key: 'totalServicios', unit: 'servicios' }, { key: 'totalImporte' }],
    export: { call: tickets.statisticsExportReportServicios, filename: 'informe-servicios.xlsx' },
  }),
  defineChart({
    title: 'Informe de servicios por tipo de servicio',
    call: tickets.statisticsGetReportServicios,
    request: servicesReportRequest,
    rows: 'porTipoServicio',
    series: [{ key: 'servicios', color: 'blue.6' }],
    unit: 'servicios',
  }),
];

const charts = [
  defineChart({
    title: reportTitles.volumeOfWaste,
    description: 'Residuos retirados cada mes (toneladas en kg).',
    call: reports.reportsGetVolumeOfWaste,
    ...monthly,
  }),
  defineChart({
    title: reportTitles.volumeOfWasteType,
    chart: 'donut',
    call: reports.reportsGetVolumeOfWasteType,
  }),
  defineChart({
    title: reportTitles.volumeOfServicesPerMonth,
    chart: 'line',
    call: reports.reportsGetVolumeOfServicesPerMonth,
    ...monthly,
    unit: 'servicios',
  }),
  defineChart({
    title: reportTitles.volumeOfServicesPerCenter,
    call: reports.reportsGetVolumeOfServicesPerCenter,
    colors: { valor: 'blue.6' },
    unit: 'servicios',
  }),
  defineChart({
    title: reportTitles.costOfEnvironmentalManagementPerMonth,
    description: 'Importe sin IVA de los servicios realizados.',
    chart: 'area',
    call: reports.reportsGetCostOfEnvironmentalManagementPerMonth,
    ...monthly,
  }),
  defineChart({
    title: reportTitles.costOfEnvironmentalManagementPerCenter,
    call: reports.reportsGetCostOfEnvironmentalManagementPerCenter,
    colors: { valor: 'orange.6' },
  }),
  defineChart({
    title: reportTitles.incomePerMonth,
    description: 'Lo abonado al cliente (p. ej. el aceite usado), sin IVA.',
    chart: 'line',
    call: reports.reportsGetIncomePerMonth,
    ...monthly,
  }),
  defineChart({
    title: reportTitles.incomePerCenter,
    call: reports.reportsGetIncomePerCenter,
    colors: { valor: 'green.6' },
  }),
  defineChart({
    title: reportTitles.volumeOfWasteTypeLERCode,
    description: 'El asterisco marca los residuos peligrosos.',
    call: reports.reportsGetVolumeOfWasteTypeLERCode,
    colors: { valor: 'grape.6' },
  }),
  ...servicesReportCharts,
];

export const reportsBody = defineReports({ filters: ['year', 'center'], items: charts });

/** The services report alone, as the /services screen shows it next to the list. */
export const servicesReportBody = defineReports({ filters: ['year', 'center'], items: servicesReportCharts });

export const reportsRegeneraBody = defineReports({
  filters: ['year', 'center'],
  regenera: true,
  items: charts,
});
