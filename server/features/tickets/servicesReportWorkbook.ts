/**
 * The services report as a workbook: «Resumen» (the totals in one row) and one sheet per series,
 * Spanish headers, dates as dates and amounts as euros.
 */

import type { ReportServicios, ReportServiciosPunto } from '../../generated/model';
import { type XlsxColumn, type XlsxSheet, xlsxResponse } from '../../lib/xlsx';
import { asOneBatch } from './rowBatches';

type SummaryRow = {
  year: number | null;
  desde: string | null;
  hasta: string | null;
  servicios: number;
  programados: number;
  ejecutados: number;
  facturados: number;
  importe: number;
};

const summaryColumns: readonly XlsxColumn<SummaryRow>[] = [
  { header: 'Año', key: 'year' },
  { header: 'Desde', key: 'desde', kind: 'date' },
  { header: 'Hasta', key: 'hasta', kind: 'date' },
  { header: 'Servicios', key: 'servicios', kind: 'number' },
  { header: 'Programados', key: 'programados', kind: 'number' },
  { header: 'Ejecutados', key: 'ejecutados', kind: 'number' },
  { header: 'Facturados', key: 'facturados', kind: 'number' },
  { header: 'Importe', key: 'importe', kind: 'currency', width: 16 },
];

const seriesColumns = (label: string): readonly XlsxColumn<ReportServiciosPunto>[] => [
  { header: label, key: 'etiqueta', width: 36 },
  { header: 'Servicios', key: 'servicios', kind: 'number' },
  { header: 'Programados', key: 'programados', kind: 'number' },
  { header: 'Ejecutados', key: 'ejecutados', kind: 'number' },
  { header: 'Facturados', key: 'facturados', kind: 'number' },
  { header: 'Importe', key: 'importe', kind: 'currency', width: 16 },
];

export function servicesReportWorkbook(report: ReportServicios): Response {
  // Every series splits all the services, so the totals by estado add up over any of them.
  const sum = (key: 'programados' | 'ejecutados' | 'facturados') =>
    report.porTipoServicio.reduce((total, point) => total + point[key], 0);
  const summary: SummaryRow = {
    year: report.year,
    desde: report.desde,
    hasta: report.hasta,
    servicios: report.totalServicios,
    programados: sum('programados'),
    ejecutados: sum('ejecutados'),
    facturados: sum('facturados'),
    importe: report.totalImporte,
  };
  const summarySheet: XlsxSheet<SummaryRow> = {
    name: 'Resumen',
    columns: summaryColumns,
    rows: asOneBatch([summary]),
  };
  const series = (
    name: string,
    label: string,
    points: ReportServiciosPunto[],
  ): XlsxSheet<ReportServiciosPunto> => ({
    name,
    columns: seriesColumns(label),
    rows: asOneBatch(points),
  });
  return xlsxResponse('informe-servicios.xlsx', [
    summarySheet,
    series('Por mes', 'Mes', report.porMes),
    series('Por tipo de servicio', 'Tipo de servicio', report.porTipoServicio),
    series('Por centro', 'Centro', report.porCentro),
  ]);
}
