/**
 * The chart language checks its fields against the generated fetchers: a series, category, unit
 * field, list or request field the operation does not have fails `tsc`.
 */
import { describe, expectTypeOf, it } from 'vitest';
import { regeneraGetCamiones, regeneraGetMatriculas } from '../../src/api/generated/regenera/regenera';
import { reportsGetIncomePerCenter, reportsGetVolumeOfWaste } from '../../src/api/generated/reports/reports';
import { statisticsGetHomeAccesDay } from '../../src/api/generated/statistics/statistics';
import { getClientCifs } from '../../src/api/generated/structure/structure';
import { kpis, statisticsGetReportServicios } from '../../src/api/generated/tickets/tickets';
import {
  type AnyChartSpec,
  defineChart,
  defineKpis,
  defineReports,
  defineReportTable,
  type ResultOf,
  type RowsKey,
} from '../../src/language';

describe('defineChart', () => {
  it('accepts the fields of the rows the operation answers', () => {
    const chart = defineChart({
      title: 'Volumen',
      chart: 'bar',
      call: reportsGetVolumeOfWaste,
      x: 'mes',
      xLabel: 'Mes',
      series: [{ key: 'valor', label: 'Valor' }],
      unitField: 'unidad',
    });
    const body: AnyChartSpec = chart;
    expectTypeOf(body.kind).toEqualTypeOf<'chart'>();
  });

  it('rejects a series, category or unit field the rows do not have', () => {
    defineChart({
      title: 'Ingresos',
      chart: 'bar',
      call: reportsGetIncomePerCenter,
      // @ts-expect-error ReportCenterValue has no `mes`
      x: 'mes',
      xLabel: 'Mes',
      series: [{ key: 'valor', label: 'Valor' }],
    });
    defineChart({
      title: 'Ingresos',
      chart: 'bar',
      call: reportsGetIncomePerCenter,
      x: 'centro',
      xLabel: 'Centro',
      // @ts-expect-error `centro` is not numeric
      series: [{ key: 'centro', label: 'Centro' }],
    });
    defineChart({
      title: 'Ingresos',
      chart: 'bar',
      call: reportsGetIncomePerCenter,
      x: 'centro',
      xLabel: 'Centro',
      series: [{ key: 'valor', label: 'Valor' }],
      // @ts-expect-error no `moneda` field
      unitField: 'moneda',
    });
  });

  it('draws another list of the result, with that list’s fields', () => {
    defineChart({
      title: 'Por tipo',
      chart: 'bar',
      call: statisticsGetReportServicios,
      request: { body: { serviceDirections: 'idDireccionesServicio', year: 'year' } },
      rows: 'porTipoServicio',
      x: 'etiqueta',
      xLabel: 'Tipo',
      series: [{ key: 'facturados', label: 'Facturados' }],
      totals: [{ key: 'totalImporte', label: 'Importe' }],
    });
    expectTypeOf<RowsKey<ResultOf<typeof statisticsGetReportServicios>>>().toEqualTypeOf<
      'porMes' | 'porTipoServicio' | 'porCentro'
    >();
  });

  it('checks request fields against the body and the query parameters', () => {
    defineChart({
      title: 'Accesos',
      chart: 'bar',
      call: statisticsGetHomeAccesDay,
      request: { params: { year: 'year', month: 'month' } },
      x: 'dia',
      xLabel: 'Día',
      series: [{ key: 'accesos', label: 'Accesos' }],
    });
    defineChart({
      title: 'Accesos',
      chart: 'bar',
      call: statisticsGetHomeAccesDay,
      // @ts-expect-error the operation has no `mes` parameter
      request: { params: { year: 'year', month: 'mes' } },
      x: 'dia',
      xLabel: 'Día',
      series: [{ key: 'accesos', label: 'Accesos' }],
    });
  });
});

describe('what the contract gives by default', () => {
  it('takes series, axis and columns by key alone, and a mapping of only `requires`', () => {
    defineChart({
      title: 'Servicios',
      chart: 'bar',
      call: statisticsGetReportServicios,
      request: { requires: ['serviceDirections', 'year'] },
      rows: 'porMes',
      x: 'etiqueta',
      series: [{ key: 'servicios' }],
      totals: [{ key: 'totalImporte' }],
    });
    defineReportTable({ title: 'Días', call: statisticsGetHomeAccesDay, columns: ['dia', 'accesos'] });
  });

  it('leaves the category, series, kind and unit to the contract', () => {
    defineChart({ title: 'Volumen', call: reportsGetVolumeOfWaste, colors: { valorAnterior: 'gray.5' } });
    defineReportTable({ title: 'Días', call: statisticsGetHomeAccesDay });
  });

  it('asks for `x` when the rows hold only numbers, and checks `colors` keys', () => {
    const numbersOnly = (): Promise<{ items: { mes: number; valor: number }[] }> =>
      Promise.resolve({ items: [] });
    // @ts-expect-error no text field to default the category from
    defineChart({ title: 'Meses', call: numbersOnly });
    defineChart({ title: 'Meses', call: numbersOnly, x: 'mes' });
    // @ts-expect-error an unknown setting is still rejected
    defineChart({ title: 'Meses', call: numbersOnly, x: 'mes', colour: 'red.6' });
    defineChart({
      title: 'Volumen',
      call: reportsGetVolumeOfWaste,
      // @ts-expect-error `unidad` is no series
      colors: { unidad: 'gray.5' },
    });
  });

  it('requires a mapping when no input fills a required field by default', () => {
    // @ts-expect-error getclientcifs requires `clientId`, which no report input fills by its name
    defineReportTable({ title: 'CIF', call: getClientCifs, columns: ['cif'] });
    defineReportTable({
      title: 'CIF',
      call: getClientCifs,
      request: { params: { userId: 'clientId' } },
      columns: ['cif'],
    });
  });

  it('still rejects a misspelt key or input', () => {
    // @ts-expect-error no `dias` field
    defineReportTable({ title: 'Días', call: statisticsGetHomeAccesDay, columns: ['dias'] });
    defineChart({
      title: 'Servicios',
      chart: 'bar',
      call: statisticsGetReportServicios,
      // @ts-expect-error `anio` is no report input
      request: { requires: ['anio'] },
      rows: 'porMes',
      x: 'etiqueta',
      series: [{ key: 'servicios' }],
    });
  });
});

describe('defineReports', () => {
  it('checks charts written inside its list as strictly as charts written alone', () => {
    defineReports({
      filters: ['year'],
      items: [
        defineChart({
          title: 'Volumen',
          chart: 'bar',
          call: reportsGetVolumeOfWaste,
          x: 'mes',
          xLabel: 'Mes',
          // @ts-expect-error `unidad` is not numeric
          series: [{ key: 'unidad', label: 'Unidad' }],
        }),
      ],
    });
  });
});

describe('defineReportTable, defineKpis', () => {
  it('checks table columns against the rows', () => {
    defineReportTable({
      title: 'Días',
      call: statisticsGetHomeAccesDay,
      request: { params: { year: 'year', month: 'month' } },
      // @ts-expect-error no `usuarios` field
      columns: [{ key: 'usuarios', header: 'Usuarios' }],
    });
  });

  it('takes only fetchers answering KPIs', () => {
    defineKpis({
      call: kpis,
      request: { body: { serviceDirections: 'idDireccionesServicio' }, params: { year: 'year' } },
    });
    defineKpis({
      // @ts-expect-error plates are not KPIs
      call: regeneraGetMatriculas,
      request: { body: { serviceDirections: 'idDireccionesServicio' } },
    });
    expectTypeOf(regeneraGetCamiones).toBeFunction();
  });
});
