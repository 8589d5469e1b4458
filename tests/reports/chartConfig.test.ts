/**
 * Chart config -> series: the report screens' declared charts (src/config/reports.ts) turn
 * the rows their operations answer into the datasets drawn and the CSV downloaded.
 */
import { describe, expect, it } from 'vitest';
import { reportsBody, reportsRegeneraBody } from '../../src/config/reports';
import {
  categoryKey,
  chartDatasets,
  chartTable,
  formatAxis,
  isEmptyDataset,
} from '../../src/features/reports/chartData';
import { csvName, toCsv } from '../../src/features/reports/csv';
import { type Chart, reportChart } from '../../src/features/reports/reportDefaults';

const chart = (title: string): Chart => {
  const found = reportsBody.items.find((item) => item.title === title);
  if (found?.kind !== 'chart') throw new Error(`no chart "${title}"`);
  return reportChart(found);
};

const months = (unidad: string, valor: (mes: number) => number) =>
  Array.from({ length: 12 }, (_, i) => ({ mes: i + 1, valor: valor(i + 1), valorAnterior: i, unidad }));

describe('the report screens', () => {
  it('declare the nine report operations and the services report, the same on /reports-regenera', () => {
    const operations = new Set(reportsBody.items.map((item) => item.call));
    expect(operations.size).toBe(10);
    expect(reportsRegeneraBody.items).toEqual(reportsBody.items);
    expect(reportsRegeneraBody.regenera).toBe(true);
    expect(reportsBody.regenera).toBeFalsy();
    expect(reportsBody.filters).toEqual(['year', 'center']);
  });
});

describe('chartDatasets', () => {
  it('draws a monthly report as twelve named months with this year and last year', () => {
    const [dataset, ...others] = chartDatasets(
      chart('Servicios por mes'),
      months('ud', (m) => m * 10),
    );
    expect(others).toEqual([]);
    expect(dataset?.unit).toBe('servicios');
    expect(dataset?.points).toHaveLength(12);
    expect(dataset?.points[0]).toEqual({ [categoryKey]: 'ene', valor: 10, valorAnterior: 0 });
    expect(dataset?.points[11]).toEqual({ [categoryKey]: 'dic', valor: 120, valorAnterior: 11 });
  });

  it('never puts two units on one axis: one dataset per unit of the rows, in order', () => {
    const rows = [...months('kg', () => 5), ...months('l', () => 7)];
    const datasets = chartDatasets(chart('Volumen de residuos'), rows);
    expect(datasets.map((d) => d.unit)).toEqual(['kg', 'l']);
    expect(datasets[1]?.points.every((p) => p.valor === 7)).toBe(true);
  });

  it('draws the services report from its porMes list, one series per state', () => {
    const services = chart('Informe de servicios por mes');
    expect(services.rows).toBe('porMes');
    const [dataset] = chartDatasets(services, [
      {
        clave: '2025-01',
        etiqueta: 'ene 2025',
        servicios: 3,
        programados: 1,
        ejecutados: 0,
        facturados: 2,
        importe: 9,
      },
    ]);
    expect(dataset?.points).toEqual([
      { [categoryKey]: 'ene 2025', programados: 1, ejecutados: 0, facturados: 2 },
    ]);
  });

  it('counts twelve zero months as empty, as the reports answer when there is no data', () => {
    const spec = chart('Ingresos por mes');
    const zeros = months('EUR', () => 0).map((row) => ({ ...row, valorAnterior: 0 }));
    expect(isEmptyDataset(spec, chartDatasets(spec, zeros)[0])).toBe(true);
    expect(
      isEmptyDataset(
        spec,
        chartDatasets(
          spec,
          months('EUR', (m) => (m === 3 ? 1 : 0)),
        )[0],
      ),
    ).toBe(false);
    expect(isEmptyDataset(spec, chartDatasets(spec, [])[0])).toBe(true);
  });
});

describe('chart data as CSV', () => {
  it("has the category, the series with the unit, es-ES decimals and ';' between fields", () => {
    const spec = chart('Coste de la gestión medioambiental por centro');
    const lines = chartTable(
      spec,
      chartDatasets(spec, [
        { centerId: 1, centro: 'Hotel Sevilla; Centro', valor: 1234.5, unidad: 'EUR' },
        { centerId: 2, centro: 'Málaga', valor: 0.25, unidad: 'EUR' },
      ]),
    );
    expect(toCsv(lines)).toBe('Centro;Coste (€)\r\n"Hotel Sevilla; Centro";1234,5\r\nMálaga;0,25');
  });

  it('adds the unit column when rows carry their unit', () => {
    const spec = chart('Residuos por código LER');
    const lines = chartTable(
      spec,
      chartDatasets(spec, [
        { codigoLER: '130205*', descripcion: null, peligroso: true, valor: 12, unidad: 'm3' },
      ]),
    );
    expect(lines).toEqual([
      ['Código LER', 'Cantidad', 'Unidad'],
      ['130205*', 12, 'm³'],
    ]);
  });

  it('names the file after the chart', () => {
    expect(csvName('Coste de la gestión medioambiental por mes')).toBe(
      'coste-de-la-gestion-medioambiental-por-mes.csv',
    );
  });
});

describe('formatAxis', () => {
  it('writes months, year-months and dates in Spanish', () => {
    expect(formatAxis(9, 'month')).toBe('sept');
    expect(formatAxis('2025-03', 'yearMonth')).toBe('mar 2025');
    expect(formatAxis('2025-03-05', 'date')).toBe('05/03/2025');
    expect(formatAxis(null)).toBe('—');
  });
});
