/**
 * Streams an .xlsx workbook as a response: rows are written as they are read (exceljs's streaming
 * writer), headers in Spanish, dates as real dates, amounts as numbers with a format.
 */
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { attachment } from './contentDisposition';

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type XlsxCellKind = 'text' | 'date' | 'dateTime' | 'number' | 'currency';

export interface XlsxColumn<Row> {
  header: string;
  key: Extract<keyof Row, string>;
  kind?: XlsxCellKind;
  width?: number;
}

export interface XlsxSheet<Row> {
  name: string;
  columns: readonly XlsxColumn<Row>[];
  /** Batches of rows, read lazily while the workbook streams out. */
  rows: AsyncIterable<readonly Row[]>;
}

const numberFormats: Partial<Record<XlsxCellKind, string>> = {
  date: 'dd/mm/yyyy',
  dateTime: 'dd/mm/yyyy hh:mm',
  number: '#,##0.##',
  currency: '#,##0.00 "€"',
};

/** A column's style (and its cells'): the number format of its kind, if it has one. */
function columnStyle(kind: XlsxCellKind | undefined): Partial<ExcelJS.Style> {
  const numFmt = numberFormats[kind ?? 'text'];
  return numFmt ? { numFmt } : {};
}

function cellValue(kind: XlsxCellKind | undefined, value: unknown): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if ((kind === 'date' || kind === 'dateTime') && !(value instanceof Date)) {
    const date = new Date(
      typeof value === 'string' && value.length === 10 ? `${value}T00:00:00Z` : String(value),
    );
    return Number.isNaN(date.getTime()) ? String(value) : date;
  }
  return value as ExcelJS.CellValue;
}

/** Why writing stopped when nobody reads any more: not an error worth logging. */
class ReaderGone extends Error {}

/**
 * Waits until the output wants more (the client reads slower than rows come), so at most about a
 * batch waits in memory per download; rejects with ReaderGone once the output is destroyed.
 */
function wantsMore(output: PassThrough): Promise<void> {
  if (output.destroyed) return Promise.reject(new ReaderGone());
  if (!output.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const settle = () => {
      output.off('drain', settle);
      output.off('close', settle);
      if (output.destroyed) reject(new ReaderGone());
      else resolve();
    };
    output.on('drain', settle);
    output.on('close', settle);
  });
}

/**
 * The workbook streams out as its rows are read. A failure while reading or writing (a query that
 * fails, the workbook writer's own error) ends this response only, logged; a client that goes away
 * stops the reading of rows at the next batch.
 */
// biome-ignore lint/suspicious/noExplicitAny: sheets of different row types in one workbook
export function xlsxResponse(filename: string, sheets: readonly XlsxSheet<any>[]): Response {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  void (async () => {
    for (const sheet of sheets) {
      const worksheet = workbook.addWorksheet(sheet.name);
      worksheet.columns = sheet.columns.map((column) => ({
        header: column.header,
        key: column.key,
        width: column.width ?? Math.max(12, column.header.length + 4),
        style: columnStyle(column.kind),
      }));
      worksheet.getRow(1).font = { bold: true };
      // One style object per column, shared by all its cells: ExcelJS knows a style object it has
      // seen (its styleId), where each cell's own merged copy was rendered to XML and looked up
      // again, most of an export's time. The same styles as the columns', so the same file.
      const cellStyles = sheet.columns.map((column) => columnStyle(column.kind));
      for await (const batch of sheet.rows) {
        await wantsMore(output);
        for (const row of batch) {
          const added = worksheet.addRow(
            sheet.columns.map((column) => cellValue(column.kind, row[column.key])),
          );
          cellStyles.forEach((style, index) => {
            added.getCell(index + 1).style = style;
          });
          added.commit();
        }
      }
      worksheet.commit();
    }
    await workbook.commit();
  })().catch((error: unknown) => {
    if (error instanceof ReaderGone) return;
    console.error(`[api] export ${filename} failed:`, error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });

  return new Response(Readable.toWeb(output) as ReadableStream, {
    headers: { 'Content-Type': xlsxContentType, 'Content-Disposition': attachment(filename) },
  });
}

/** Reads a query in pages of `size` rows, for streaming exports of any length. */
export async function* inBatches<Row>(
  readPage: (limit: number, offset: number) => Promise<Row[]>,
  size = 5000,
): AsyncIterable<Row[]> {
  for (let offset = 0; ; offset += size) {
    const rows = await readPage(size, offset);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
  }
}
