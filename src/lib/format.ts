/** Dates and numbers as the portal shows them: es-ES (docs/product-rules.md#look). */
export const locale = 'es-ES';

const dateFormat = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat(locale, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const toDate = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value);

/** '31/12/2024'; an unparseable value is shown as it came. */
export function formatDate(value: Date | string): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? String(value) : dateFormat.format(date);
}

/** A calendar day ('2024-12-31', as the URL and the API write them) as '31/12/2024', in any time zone. */
export function formatDay(iso: string): string {
  return formatDate(new Date(`${iso}T00:00:00`));
}

/** '31/12/2024, 17:05'. */
export function formatDateTime(value: Date | string): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? String(value) : dateTimeFormat.format(date);
}

/**
 * Thousands grouped from 1.000: es-ES by itself leaves four digits bare ('9743'), so a column or a
 * chart would show '9743 kg' beside '23.241 kg'. Every number the portal writes goes through here.
 */
const grouped = { useGrouping: 'always' } as const;
const numberFormat = new Intl.NumberFormat(locale, { ...grouped, maximumFractionDigits: 2 });
const euroFormat = new Intl.NumberFormat(locale, { ...grouped, style: 'currency', currency: 'EUR' });

/** How the contract's unit codes are written next to a number. */
const unitSymbols: Record<string, string> = { m3: 'm³', EUR: '€' };

/** The written form of a unit code: 'm3' as 'm³', 'EUR' as '€'; others as they come. */
export function unitSymbol(unit: string): string {
  return unitSymbols[unit] ?? unit;
}

/** '12.345,67', '1.234,5', '42'. */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** An amount in euros, always with its cents: '1.234,50 €'. */
export function formatEuros(value: number): string {
  return euroFormat.format(value);
}

/** A value with its unit: '12.345,5 kg', '1.234,50 €' ('EUR' and '€' are euros), '42 servicios'. */
export function formatQuantity(value: number, unit?: string | null): string {
  if (!unit) return formatNumber(value);
  if (unitSymbol(unit) === '€') return formatEuros(value);
  return `${formatNumber(value)} ${unitSymbol(unit)}`;
}

const sizeUnits = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
const sizeFormats = sizeUnits.map(
  (unit) =>
    new Intl.NumberFormat(locale, {
      ...grouped,
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    }),
);

/** A file size in es-ES in the largest unit that keeps it at 1 or more: '980 B', '12,5 kB', '3,2 MB'. */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < sizeUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return (sizeFormats[unit] as Intl.NumberFormat).format(value);
}
