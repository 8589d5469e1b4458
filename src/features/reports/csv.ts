/**
 * CSV as Spanish spreadsheets read it: ';' between fields (',' is the decimal mark in es-ES),
 * decimals with a comma and no thousands separator, and a UTF-8 byte-order mark so Excel keeps the
 * accents. Chosen over .xlsx for the charts' data: a few dozen rows need no spreadsheet library in
 * the browser (the server's exports stay .xlsx).
 */
const decimal = new Intl.NumberFormat('es-ES', { useGrouping: false, maximumFractionDigits: 6 });

function field(value: string | number): string {
  const text = typeof value === 'number' ? decimal.format(value) : value;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The CSV text of the lines, CRLF-separated, without the byte-order mark. */
export function toCsv(lines: readonly (readonly (string | number)[])[]): string {
  return lines.map((line) => line.map(field).join(';')).join('\r\n');
}

/** The CSV as a file ready to save, with the byte-order mark. */
export function csvFile(lines: readonly (readonly (string | number)[])[], filename: string): File {
  return new File([`\uFEFF${toCsv(lines)}`], filename, { type: 'text/csv;charset=utf-8' });
}

/** A file name from a title: 'Ingresos por centro 2025' -> 'ingresos-por-centro-2025.csv'. */
export function csvName(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'datos'}.csv`;
}
