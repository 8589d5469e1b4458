/**
 * What a report's config leaves out comes from the contract (src/features/reports/reportDefaults.ts):
 * a chart's category, series, kind and unit and a table's columns from the answer's rows, labels
 * from the field titles and schemas, requests from the operation's parameters and required fields.
 * What the config writes wins.
 */
import { describe, expect, it } from 'vitest';
import {
  reportsGetIncomePerCenter,
  reportsGetIncomePerMonth,
  reportsGetVolumeOfWasteType,
} from '../../src/api/generated/reports/reports';
import {
  statisticsGetAccesosActividadUsuario,
  statisticsGetCentrosData,
  statisticsGetClientesData,
} from '../../src/api/generated/statistics/statistics';
import { reportsBody } from '../../src/config/reports';
import { usageStatisticsBody } from '../../src/config/usageStatistics';
import { reportChart, reportRequest, reportTable } from '../../src/features/reports/reportDefaults';
import { defineChart, defineReportTable } from '../../src/language';
import { callArgs } from '../../src/language/callArgs';

const item = (title: string, items = reportsBody.items) => {
  const found = items.find((i) => i.title === title);
  if (!found) throw new Error(`no item "${title}"`);
  return found;
};
const chart = (title: string, items = reportsBody.items) => {
  const found = item(title, items);
  if (found.kind !== 'chart') throw new Error(`"${title}" is not a chart`);
  return reportChart(found);
};

describe('chart labels and colours', () => {
  it('name series and the x axis by the fields’ titles, colour them by the palette unless written', () => {
    const monthly = chart('Volumen de residuos');
    expect(monthly.xLabel).toBe('Mes');
    expect(monthly.xFormat).toBe('month');
    expect(monthly.series).toEqual([
      { key: 'valor', label: 'Año elegido', color: 'teal.6' },
      { key: 'valorAnterior', label: 'Año anterior', color: 'gray.5' },
    ]);
    const access = chart('Accesos al portal por día', usageStatisticsBody.items);
    expect(access.xLabel).toBe('Día');
    expect(access.xFormat).toBe('date');
    expect(chart('Accesos al portal por mes', usageStatisticsBody.items).xFormat).toBe('yearMonth');
    expect(chart('Informe de servicios por mes').xFormat).toBe('text');
    expect(access.series.map((s) => [s.label, s.color])).toEqual([
      ['Accesos', 'teal.6'],
      ['Usuarios únicos', 'blue.6'],
    ]);
  });

  it('keep a written label, and title the totals by the answer’s own fields', () => {
    const written = reportChart(
      defineChart({
        title: 'Abonos',
        chart: 'bar',
        call: reportsGetIncomePerCenter,
        x: 'centro',
        series: [{ key: 'valor', label: 'Abonado' }],
        unit: 'l',
      }),
    );
    expect([written.chart, written.x, written.series[0]?.label, written.unit, written.unitField]).toEqual([
      'bar',
      'centro',
      'Abonado',
      'l',
      undefined,
    ]);
    expect(chart('Informe de servicios por tipo de servicio').xLabel).toBe('Tipo de servicio');
    expect(chart('Informe de servicios por mes').totals).toEqual([
      { key: 'totalServicios', label: 'Servicios', unit: 'servicios' },
      { key: 'totalImporte', label: 'Importe', unit: 'EUR' },
    ]);
  });
});

describe('what a chart leaves out', () => {
  it('takes the category, series, kind and unit from the rows', () => {
    const bare = reportChart(defineChart({ title: 'Por residuo', call: reportsGetVolumeOfWasteType }));
    expect([bare.chart, bare.x, bare.series, bare.unit, bare.unitField]).toEqual([
      'horizontalBar',
      'residuo',
      [{ key: 'valor', label: 'Cantidad', color: 'teal.6' }],
      undefined,
      'unidad',
    ]);
    // The monthly amounts carry `x-unit: EUR`: one unit, no unit field; the month axis draws bars.
    const amounts = reportChart(defineChart({ title: 'Ingresos', call: reportsGetIncomePerMonth }));
    expect([
      amounts.chart,
      amounts.x,
      amounts.series.map((s) => s.key),
      amounts.unit,
      amounts.unitField,
    ]).toEqual(['bar', 'mes', ['valor', 'valorAnterior'], 'EUR', undefined]);
  });

  it('is a developer error when the rows give no category', () => {
    const noRows = {
      kind: 'chart',
      title: 'Sin filas',
      call: reportsGetIncomePerMonth,
      rows: 'total',
    } as const;
    expect(() => reportChart(noRows)).toThrow(
      'Chart "Sin filas": its rows have no text, date or month field',
    );
  });
});

describe('report table columns', () => {
  it('take header and format from the row schema for a column named by key', () => {
    const totals = item('Totales por cliente', usageStatisticsBody.items);
    if (totals.kind !== 'table') throw new Error('not a table');
    expect(reportTable(totals).columns).toEqual([
      { key: 'client', header: 'Cliente', format: 'text' },
      { key: 'usuarios', header: 'Usuarios', format: 'number' },
      { key: 'accesos', header: 'Accesos', format: 'number' },
      { key: 'ultimoAcceso', header: 'Último acceso', format: 'dateTime' },
    ]);
  });

  it('keep what a column writes', () => {
    const table = defineReportTable({
      title: 'Clientes',
      call: statisticsGetClientesData,
      columns: ['client', { key: 'ultimoAcceso', header: 'Visto', format: 'date' }],
    });
    expect(reportTable(table).columns[1]).toEqual({ key: 'ultimoAcceso', header: 'Visto', format: 'date' });
  });
});

describe('report requests from the contract', () => {
  const inputs = { clientName: 'Hoteles', year: 2025, month: 3, page: '/files', userId: 'u1' };

  it('map each parameter from the input of its name, and wait for the required ones', () => {
    const request = reportRequest(statisticsGetAccesosActividadUsuario, undefined);
    expect(request?.requires).toEqual(['userId', 'year']);
    expect(callArgs(request, inputs)).toEqual([{ userId: 'u1', year: 2025, month: 3 }]);
    expect(callArgs(request, { ...inputs, userId: undefined })).toBeNull();
  });

  it('fill the fields the contract names otherwise: the directions and the client’s name', () => {
    const centers = reportRequest(statisticsGetCentrosData, undefined);
    expect(centers?.requires).toEqual(['clientName', 'year']);
    expect(callArgs(centers, inputs)).toEqual([{ client: 'Hoteles', year: 2025, month: 3 }]);
    const income = item('Ingresos por centro');
    expect(
      callArgs(reportRequest(income.call, income.request), { serviceDirections: [4], year: 2024 }),
    ).toEqual([{ idDireccionesServicio: [4] }, { year: 2024 }]);
  });

  it('let a written mapping win: its input and its field take no default, undefined opts out', () => {
    const byPage = reportRequest(statisticsGetCentrosData, { params: { page: 'client' } });
    expect(byPage?.requires).toEqual(['page', 'year']);
    expect(callArgs(byPage, inputs)).toEqual([{ client: '/files', year: 2025, month: 3 }]);
    const noMonth = reportRequest(statisticsGetCentrosData, {
      params: { clientName: 'client', month: undefined },
      requires: ['clientName'],
    });
    expect(callArgs(noMonth, { ...inputs, year: undefined })).toEqual([{ client: 'Hoteles' }]);
  });

  it('put the body fields of their names in the body, the written requires winning', () => {
    const services = item('Informe de servicios por mes');
    const request = reportRequest(services.call, services.request);
    expect(request?.requires).toEqual(['serviceDirections', 'year']);
    expect(callArgs(request, { serviceDirections: [1], year: 2026, regenera: false, month: 3 })).toEqual([
      { idDireccionesServicio: [1], year: 2026, regenera: false },
    ]);
  });
});
