/** Chart and table CSV downloads: text from the data never becomes a live formula in a spreadsheet. */
import { describe, expect, it } from 'vitest';
import { reportsBody } from '../../src/config/reports';
import { chartDatasets, chartTable } from '../../src/features/reports/chartData';
import { toCsv } from '../../src/features/reports/csv';
import { reportChart } from '../../src/features/reports/reportDefaults';

describe('toCsv neutralises formulas (OWASP CSV injection)', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+34 600 000 000', "'+34 600 000 000"],
    ['-1+1', "'-1+1"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1+1', "'\t=1+1"],
    ['=HYPERLINK("http://x";"y")', `"'=HYPERLINK(""http://x"";""y"")"`],
  ])('prefixes %j with an apostrophe', (text, written) => {
    expect(toCsv([[text]])).toBe(written);
  });

  it('quotes a neutralised cell that starts with a carriage return, apostrophe inside the quotes', () => {
    expect(toCsv([['\r=1+1']])).toBe(`"'\r=1+1"`);
  });

  it('keeps numbers as numbers: negative values, as numbers or as plain es-ES text', () => {
    expect(toCsv([[-12.5, '-12,5', '-1.234,5', '+3', 0]])).toBe('-12,5;-12,5;-1.234,5;+3;0');
  });

  it('leaves ordinary text alone, also with those characters further in', () => {
    expect(toCsv([['Hotel Sevilla', 'a=b', 'x-1', 'info@cliente.es']])).toBe(
      'Hotel Sevilla;a=b;x-1;info@cliente.es',
    );
  });

  it('neutralises a stored center name in a chart download, not its amounts', () => {
    const item = reportsBody.items.find((i) => i.title === 'Coste de la gestión medioambiental por centro');
    if (item?.kind !== 'chart') throw new Error('the reports have the cost per center chart');
    const spec = reportChart(item);
    const lines = chartTable(
      spec,
      chartDatasets(spec, [
        { centerId: 1, centro: '=1+1', valor: -12.5, unidad: 'EUR' },
        { centerId: 2, centro: 'Málaga', valor: 3, unidad: 'EUR' },
      ]),
    );
    expect(toCsv(lines)).toBe("Centro;Coste (€)\r\n'=1+1;-12,5\r\nMálaga;3");
  });
});
