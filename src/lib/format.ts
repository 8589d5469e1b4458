/** Dates and numbers as the portal shows them: es-ES (spec section 9). */
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

/** '31/12/2024, 17:05'. */
export function formatDateTime(value: Date | string): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? String(value) : dateTimeFormat.format(date);
}
