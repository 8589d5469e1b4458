/**
 * The workbook writer (server/lib/xlsx.ts over spreadsheetXml.ts and yazl), read back with exceljs
 * as a spreadsheet program would: headers in bold, each kind of value as its type with its number
 * format, text that XML cannot carry as is, several sheets, and sheet names Excel refuses.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columnLetters, workbookParts, xmlText } from '../../server/lib/spreadsheetXml';
import { type XlsxColumn, xlsxResponse } from '../../server/lib/xlsx';

type Row = {
  texto: unknown;
  dia: unknown;
  momento: unknown;
  cantidad: unknown;
  importe: unknown;
};

const columns: readonly XlsxColumn<Row>[] = [
  { header: 'Texto', key: 'texto', width: 30 },
  { header: 'Día', key: 'dia', kind: 'date' },
  { header: 'Momento', key: 'momento', kind: 'dateTime' },
  { header: 'Cantidad', key: 'cantidad', kind: 'number' },
  { header: 'Importe', key: 'importe', kind: 'currency' },
];

async function* batches<T>(...lists: T[][]): AsyncIterable<T[]> {
  for (const list of lists) yield list;
}

async function readBack(response: Response): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  return workbook;
}

describe('xlsx writer', () => {
  it('writes a bold header, then each kind of value as its type, batch after batch', async () => {
    const rows: Row[] = [
      {
        texto: 'Aceite usado',
        dia: '2025-03-14',
        momento: '2025-03-14T09:30:00Z',
        cantidad: 12.5,
        importe: 1234.56,
      },
      { texto: null, dia: null, momento: undefined, cantidad: 0, importe: -3 },
    ];
    const workbook = await readBack(
      xlsxResponse('prueba.xlsx', [
        { name: 'Servicios', columns, rows: batches([rows[0] as Row], [rows[1] as Row]) },
      ]),
    );
    const sheet = workbook.getWorksheet('Servicios');
    if (!sheet) throw new Error('no sheet');
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Texto', 'Día', 'Momento', 'Cantidad', 'Importe']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).getCell(1).font?.bold).toBeFalsy();

    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('Aceite usado');
    expect(first.getCell(2).value).toEqual(new Date('2025-03-14T00:00:00Z'));
    expect(first.getCell(2).numFmt).toBe('dd/mm/yyyy');
    expect(first.getCell(3).value).toEqual(new Date('2025-03-14T09:30:00Z'));
    expect(first.getCell(3).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(first.getCell(4).value).toBe(12.5);
    expect(first.getCell(4).numFmt).toBe('#,##0.##');
    expect(first.getCell(5).value).toBe(1234.56);
    expect(first.getCell(5).numFmt).toBe('#,##0.00 "€"');

    // Empty values leave the cell empty; zero and negatives are numbers.
    const second = sheet.getRow(3);
    expect([second.getCell(1).value, second.getCell(2).value, second.getCell(3).value]).toEqual([
      null,
      null,
      null,
    ]);
    expect([second.getCell(4).value, second.getCell(5).value]).toEqual([0, -3]);
    expect(sheet.getColumn(1).width).toBe(30);
    expect(sheet.getColumn(2).width).toBe(12);
  });

  it('keeps text XML must escape, spaces at the ends and characters outside the BMP; drops what XML cannot hold; an empty text is an empty cell', async () => {
    const texts = [
      '<b> & "c" \'d\'',
      '  con espacios  ',
      'emoji 🚛 y ñ',
      'control\u0001\u001fsin',
      'roto \ud800 fin',
      '',
    ];
    const workbook = await readBack(
      xlsxResponse('texto.xlsx', [
        {
          name: 'Textos',
          columns: [{ header: 'Texto', key: 'texto' }] as const,
          rows: batches(texts.map((texto) => ({ texto }))),
        },
      ]),
    );
    const values = texts.map(
      (_, index) =>
        workbook
          .getWorksheet('Textos')
          ?.getRow(index + 2)
          .getCell(1).value,
    );
    expect(values).toEqual([
      '<b> & "c" \'d\'',
      '  con espacios  ',
      'emoji 🚛 y ñ',
      'controlsin',
      'roto  fin',
      null,
    ]);
  });

  it('writes a value that does not fit its date column as text, and booleans and Dates by their type', async () => {
    const workbook = await readBack(
      xlsxResponse('tipos.xlsx', [
        {
          name: 'Tipos',
          columns: [
            { header: 'Día', key: 'dia', kind: 'date' },
            { header: 'Otro', key: 'otro' },
          ] as const,
          rows: batches([
            { dia: 'pendiente', otro: true },
            { dia: new Date('2024-02-29T00:00:00Z'), otro: new Date('2024-02-29T10:00:00Z') },
          ]),
        },
      ]),
    );
    const sheet = workbook.getWorksheet('Tipos');
    expect(sheet?.getRow(2).values).toEqual([undefined, 'pendiente', true]);
    expect(sheet?.getRow(3).values).toEqual([
      undefined,
      new Date('2024-02-29T00:00:00Z'),
      new Date('2024-02-29T10:00:00Z'),
    ]);
  });

  it('writes several sheets in their order, each read only when the zip comes to it', async () => {
    const read: string[] = [];
    async function* sheetRows(name: string) {
      read.push(name);
      yield [{ texto: name }];
    }
    const textColumn = [{ header: 'Texto', key: 'texto' }] as const;
    const response = xlsxResponse('hojas.xlsx', [
      { name: 'Resumen', columns: textColumn, rows: sheetRows('Resumen') },
      { name: 'Por mes', columns: textColumn, rows: sheetRows('Por mes') },
    ]);
    expect(read).toEqual([]);
    const workbook = await readBack(response);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Resumen', 'Por mes']);
    expect(workbook.getWorksheet('Por mes')?.getRow(2).getCell(1).value).toBe('Por mes');
    expect(read).toEqual(['Resumen', 'Por mes']);
  });

  it('reads no row when the client leaves before the sheet starts', async () => {
    let batches = 0;
    async function* counted() {
      batches += 1;
      yield [{ texto: 'nunca' }];
    }
    const response = xlsxResponse('sin-leer.xlsx', [
      { name: 'Hoja', columns: [{ header: 'Texto', key: 'texto' }] as const, rows: counted() },
    ]);
    const reader = response.body?.getReader();
    await reader?.read();
    await reader?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(batches).toBe(0);
  });

  it('refuses a sheet name Excel would refuse', () => {
    expect(() => workbookParts(['Servicios/2025'])).toThrow(/sheet name/);
    expect(() => workbookParts(['x'.repeat(32)])).toThrow(/sheet name/);
    expect(() => workbookParts([''])).toThrow(/sheet name/);
    expect(() => workbookParts(['Por tipo de servicio'])).not.toThrow();
  });

  it('names columns as Excel does and escapes markup', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetters)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
    expect(xmlText('a<b>&"c"')).toBe('a&lt;b&gt;&amp;&quot;c&quot;');
    expect(xmlText('sin nada')).toBe('sin nada');
  });
});
