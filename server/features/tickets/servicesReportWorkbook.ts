/**
 * The services report as a workbook: «Resumen» (the totals in one row) and one sheet per series
 * («Por mes»...), its columns as the contract titles the answer's fields (dates as dates, amounts
 * as euros).
 */

import { answerColumns } from '../../generated/listColumns';
import type { ReportServicios, ReportServiciosPunto } from '../../generated/model';
import { sheetColumns } from '../../lib/listWorkbook';
import { type XlsxColumn, type XlsxSheet, xlsxResponse } from '../../lib/xlsx';
import { asOneBatch } from './rowBatches';

const report = answerColumns.statisticsGetReportServicios;
type Series = keyof typeof report.lists;
type Counts = Pick<ReportServiciosPunto, 'programados' | 'ejecutados' | 'facturados'>;
type SummaryRow = Pick<ReportServicios, 'year' | 'desde' | 'hasta' | 'totalServicios' | 'totalImporte'> &
  Counts;

const byKey = <Row>(columns: readonly XlsxColumn<Row>[]) =>
  new Map(columns.map((column) => [column.key as string, column]));
const totals = byKey(sheetColumns<keyof SummaryRow>(report.fields, { totalImporte: 16 }));
// Every series has the same rows (ReportServiciosPunto), so any one gives the point's columns.
const pointColumns = sheetColumns<keyof ReportServiciosPunto>(report.lists.porMes[1], {
  etiqueta: 36,
  importe: 16,
});
const points = byKey(pointColumns);

/** The totals, then the services by estado (the point's titles) before the amount. */
const summaryColumns = (
  [
    'year',
    'desde',
    'hasta',
    'totalServicios',
    'programados',
    'ejecutados',
    'facturados',
    'totalImporte',
  ] as const
).map((key) => {
  const column = (totals.get(key) ?? points.get(key)) as XlsxColumn<SummaryRow>;
  // A year is written as it is (2025), not as a quantity with its thousands grouped.
  return key === 'year' ? { ...column, kind: undefined } : column;
});

/** A series' sheet: named and its label column headed by the series' title («Por mes», «Mes»). */
function seriesSheet(series: Series, rows: ReportServiciosPunto[]): XlsxSheet<ReportServiciosPunto> {
  const [title] = report.lists[series];
  return {
    name: `Por ${title.toLowerCase()}`,
    columns: pointColumns.map((column) =>
      column.key === 'etiqueta' ? { ...column, header: title } : column,
    ),
    rows: asOneBatch(rows),
  };
}

export function servicesReportWorkbook(answer: ReportServicios): Response {
  // Every series splits all the services, so the totals by estado add up over any of them.
  const sum = (key: keyof Counts) => answer.porTipoServicio.reduce((total, point) => total + point[key], 0);
  const summary: SummaryRow = {
    year: answer.year,
    desde: answer.desde,
    hasta: answer.hasta,
    totalServicios: answer.totalServicios,
    programados: sum('programados'),
    ejecutados: sum('ejecutados'),
    facturados: sum('facturados'),
    totalImporte: answer.totalImporte,
  };
  return xlsxResponse('informe-servicios.xlsx', [
    { name: 'Resumen', columns: summaryColumns, rows: asOneBatch([summary]) },
    seriesSheet('porMes', answer.porMes),
    seriesSheet('porTipoServicio', answer.porTipoServicio),
    seriesSheet('porCentro', answer.porCentro),
  ]);
}
