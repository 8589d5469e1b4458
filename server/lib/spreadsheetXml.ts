/**
 * The parts of an .xlsx (Office Open XML, ECMA-376 SpreadsheetML) for the portal's list workbooks:
 * sheets of typed columns under a bold header row, text as inline strings, numbers, dates and
 * amounts with their number format. Only what those workbooks use: no shared strings, formulas,
 * merges or themes. A sheet's rows become XML text a batch at a time.
 */

type XlsxCellKind = 'text' | 'date' | 'dateTime' | 'number' | 'currency';

/** A column as the part builders need it: its header, width and kind. */
export interface SheetColumn {
  header: string;
  kind?: XlsxCellKind;
  width?: number;
}

const mainNs = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relNs = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const packageRelNs = 'http://schemas.openxmlformats.org/package/2006/relationships';
const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Custom number formats (ids from 164, as Excel numbers its own) and the cell style of each kind. */
const numberFormats: Partial<Record<XlsxCellKind, string>> = {
  date: 'dd/mm/yyyy',
  dateTime: 'dd/mm/yyyy hh:mm',
  number: '#,##0.##',
  currency: '#,##0.00 "€"',
};
const formattedKinds = Object.keys(numberFormats) as XlsxCellKind[];
/** cellXfs: 0 plain, 1 the bold header, then one per formatted kind in numberFormats' order. */
const headerStyle = 1;
const styleOf = (kind: XlsxCellKind | undefined): number =>
  kind && kind in numberFormats ? 2 + formattedKinds.indexOf(kind) : 0;

// Characters XML 1.0 does not allow at all (controls but tab, LF, CR; lone surrogates; U+FFFE/F).
// biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0's forbidden controls are the point
const notXml = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800-\udfff\ufffe\uffff]/g;
const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const needsEscape = /[&<>"]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0's forbidden controls are the point
const special = /[&<>"\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800-\udfff\ufffe\uffff]/;

/** Text as XML character data or an attribute value. Unpaired surrogates are dropped with the rest. */
export function xmlText(text: string): string {
  // Most text has nothing to replace: one test instead of two passes.
  if (!special.test(text)) return text;
  const allowed = text.replace(notXml, (char, index: number, whole: string) => {
    // A well-formed surrogate pair is a character like any other.
    const code = char.charCodeAt(0);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = whole.charCodeAt(index + 1);
      return next >= 0xdc00 && next <= 0xdfff ? char : '';
    }
    if (code >= 0xdc00 && code <= 0xdfff) {
      const previous = whole.charCodeAt(index - 1);
      return previous >= 0xd800 && previous <= 0xdbff ? char : '';
    }
    return '';
  });
  return allowed.replace(needsEscape, (char) => escapes[char] ?? char);
}

/** Column letters of a 0-based index: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

const msPerDay = 86_400_000;
/** Days from Excel's epoch (1899-12-30, the 1900 date system) to 1970-01-01. */
const unixEpochSerial = 25_569;

/**
 * A date as Excel's serial day number. The portal's dates are calendar days and UTC times, so the
 * serial is taken in UTC: the day shown is the day stored.
 */
function dateSerial(date: Date): number {
  return date.getTime() / msPerDay + unixEpochSerial;
}

/** 'YYYY-MM-DD' is a calendar day (midnight UTC); anything else is parsed as a timestamp. */
function asDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  const date = new Date(
    typeof value === 'string' && value.length === 10 ? `${value}T00:00:00Z` : String(value),
  );
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A cell's style attribute; none for the plain style 0. */
const styleAttr = (style: number) => (style ? ` s="${style}"` : '');

const inlineText = (ref: string, style: number, text: string) => {
  const escaped = xmlText(text);
  const space = escaped !== escaped.trim() ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${styleAttr(style)} t="inlineStr"><is><t${space}>${escaped}</t></is></c>`;
};
const valueCell = (ref: string, style: number, value: number, type = '') =>
  `<c r="${ref}"${styleAttr(style)}${type}><v>${value}</v></c>`;

/** One cell's XML, or '' for an empty cell. Values that do not fit their column's kind go as text. */
function cellXml(kind: XlsxCellKind | undefined, ref: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const style = styleOf(kind);
  if (kind === 'date' || kind === 'dateTime') {
    const date = asDate(value);
    return date ? valueCell(ref, style, dateSerial(date)) : inlineText(ref, 0, String(value));
  }
  if (typeof value === 'number') return Number.isFinite(value) ? valueCell(ref, style, value) : '';
  if (typeof value === 'boolean') return valueCell(ref, style, value ? 1 : 0, ' t="b"');
  if (value instanceof Date) return valueCell(ref, styleOf('dateTime'), dateSerial(value));
  return inlineText(ref, style, String(value));
}

/** A sheet's XML, in chunks: its start (columns and header row), its rows a batch at a time, its end. */
export function sheetXml(columns: readonly SheetColumn[]) {
  const letters = columns.map((_, index) => columnLetters(index));
  let rowNumber = 1;
  const cols = columns
    .map((column, index) => {
      const width = column.width ?? Math.max(12, column.header.length + 4);
      const style = styleOf(column.kind);
      return `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"${style ? ` style="${style}"` : ''}/>`;
    })
    .join('');
  const header = columns
    .map((column, index) => inlineText(`${letters[index]}1`, headerStyle, column.header))
    .join('');
  return {
    start: `${declaration}<worksheet xmlns="${mainNs}" xmlns:r="${relNs}"><sheetViews><sheetView workbookViewId="0"/></sheetViews><sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData><row r="1">${header}</row>`,
    /** The rows' XML, each row's values in the columns' order. */
    rows(rows: readonly (readonly unknown[])[]): string {
      let xml = '';
      for (const values of rows) {
        rowNumber += 1;
        let cells = '';
        for (let index = 0; index < columns.length; index += 1)
          cells += cellXml(columns[index]?.kind, `${letters[index]}${rowNumber}`, values[index]);
        xml += `<row r="${rowNumber}">${cells}</row>`;
      }
      return xml;
    },
    end: '</sheetData></worksheet>',
  };
}

/** Excel refuses a sheet name over 31 characters or with any of : \ / ? * [ ]. */
function checkSheetName(name: string): void {
  if (name.length === 0 || name.length > 31 || /[:\\/?*[\]]/.test(name))
    throw new Error(`invalid sheet name for Excel: ${JSON.stringify(name)}`);
}

/** The package's parts other than the sheets: content types, relationships, workbook, styles. */
export function workbookParts(sheetNames: readonly string[]): { name: string; xml: string }[] {
  for (const name of sheetNames) checkSheetName(name);
  const sheetPath = (index: number) => `worksheets/sheet${index + 1}.xml`;
  const sheetType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml';
  const contentTypes = [
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>',
    '<Default Extension="xml" ContentType="application/xml"/>',
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>',
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>',
    ...sheetNames.map(
      (_, index) => `<Override PartName="/xl/${sheetPath(index)}" ContentType="${sheetType}"/>`,
    ),
  ].join('');
  const sheetRel = `${relNs}/worksheet`;
  const workbookRels = [
    ...sheetNames.map(
      (_, index) => `<Relationship Id="rId${index + 1}" Type="${sheetRel}" Target="${sheetPath(index)}"/>`,
    ),
    `<Relationship Id="rId${sheetNames.length + 1}" Type="${relNs}/styles" Target="styles.xml"/>`,
  ].join('');
  const sheets = sheetNames
    .map((name, index) => `<sheet name="${xmlText(name)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`)
    .join('');
  return [
    {
      name: '[Content_Types].xml',
      xml: `${declaration}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">${contentTypes}</Types>`,
    },
    {
      name: '_rels/.rels',
      xml: `${declaration}<Relationships xmlns="${packageRelNs}"><Relationship Id="rId1" Type="${relNs}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      xml: `${declaration}<workbook xmlns="${mainNs}" xmlns:r="${relNs}"><bookViews><workbookView/></bookViews><sheets>${sheets}</sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      xml: `${declaration}<Relationships xmlns="${packageRelNs}">${workbookRels}</Relationships>`,
    },
    { name: 'xl/styles.xml', xml: stylesXml() },
  ];
}

function stylesXml(): string {
  const formats = formattedKinds
    .map(
      (kind, index) =>
        `<numFmt numFmtId="${164 + index}" formatCode="${xmlText(numberFormats[kind] ?? '')}"/>`,
    )
    .join('');
  const font = (bold: boolean) =>
    `<font>${bold ? '<b/>' : ''}<sz val="11"/><name val="Calibri"/><family val="2"/></font>`;
  const xf = (numFmtId: number, fontId: number) =>
    `<xf numFmtId="${numFmtId}" fontId="${fontId}" fillId="0" borderId="0" xfId="0"${numFmtId ? ' applyNumberFormat="1"' : ''}${fontId ? ' applyFont="1"' : ''}/>`;
  const cellXfs = [xf(0, 0), xf(0, 1), ...formattedKinds.map((_, index) => xf(164 + index, 0))];
  return (
    `${declaration}<styleSheet xmlns="${mainNs}">` +
    `<numFmts count="${formattedKinds.length}">${formats}</numFmts>` +
    `<fonts count="2">${font(false)}${font(true)}</fonts>` +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${cellXfs.length}">${cellXfs.join('')}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    '</styleSheet>'
  );
}
