/**
 * CSV as Spanish spreadsheets read it: ';' between fields (',' is the decimal mark in es-ES),
 * decimals with a comma and no thousands separator, and a UTF-8 byte-order mark so Excel keeps the
 * accents. Chosen over .xlsx for the charts' data: a few dozen rows need no spreadsheet library in
 * the browser (the server's exports stay .xlsx).
 */
const decimal = new Intl.NumberFormat('es-ES', { useGrouping: false, maximumFractionDigits: 6 });

/** What a spreadsheet reads as a formula (or a DDE call) at the start of a cell (OWASP CSV injection). */
const formulaStart = /^[=+\-@\t\r]/;
/** A plain es-ES number written as text ('-12,5', '-1.234,5'): read as a number, not as a formula. */
const plainNumber = /^[-+]?(\d+|\d{1,3}(\.\d{3})+)(,\d+)?$/;

/**
 * Text from the data (a center named '=1+1', '@SUM(...)') is prefixed with an apostrophe so a
 * spreadsheet shows it as text instead of evaluating it. Numbers stay numbers: a negative amount is
 * a number cell, whether it comes as a number or as its plain es-ES text.
 */
function neutralised(text: string): string {
  return formulaStart.test(text) && !plainNumber.test(text) ? `'${text}` : text;
}

function field(value: string | number): string {
  const text = typeof value === 'number' ? decimal.format(value) : neutralised(value);
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
