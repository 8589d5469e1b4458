/** docs/product-rules.md#look: es-ES dates, the icon sizes, the primary colour and the breakpoints. */
import { describe, expect, it } from 'vitest';
import { theme } from '../../src/app/theme';
import { notificationsTitle } from '../../src/features/profile/notificationDisplay';
import { formatDate, formatDateTime, formatEuros, formatNumber, formatQuantity } from '../../src/lib/format';
import { iconSizes } from '../../src/lib/iconSizes';

describe('es-ES formats', () => {
  it('shows dates day first with slashes', () => {
    expect(formatDate(new Date(2024, 11, 31))).toBe('31/12/2024');
    expect(formatDate('2024-03-05T10:00:00')).toBe('05/03/2024');
    expect(formatDateTime(new Date(2024, 11, 31, 17, 5))).toBe('31/12/2024, 17:05');
    expect(formatDate('no es fecha')).toBe('no es fecha');
  });

  it('groups thousands from 1.000, which es-ES alone leaves bare below 10.000', () => {
    expect(formatNumber(9743)).toBe('9.743');
    expect(formatNumber(23_241.5)).toBe('23.241,5');
    expect(formatNumber(999)).toBe('999');
    expect(formatQuantity(9743, 'kg')).toBe('9.743 kg');
    expect(formatEuros(8000)).toBe('8.000,00\u00a0€');
    expect(formatQuantity(1234.5, 'EUR')).toBe('1.234,50\u00a0€');
  });

  it('agrees a count with its noun', () => {
    expect(notificationsTitle(1)).toBe('Notificaciones (1 nueva)');
    expect(notificationsTitle(1500)).toBe('Notificaciones (1.500 nuevas)');
    expect(notificationsTitle(0)).toBe('Notificaciones');
  });

  it('offers exactly the icon sizes of the look rules', () => {
    expect(Object.values(iconSizes)).toEqual([16, 20, 24, 32, 40, 48, 64, 96]);
  });
});

describe('theme', () => {
  it('has #003d4a as its primary colour', () => {
    const primary = theme.primaryColor ?? '';
    expect(theme.colors?.[primary]?.[theme.primaryShade as number]).toBe('#003d4a');
  });

  it('breaks at 479, 639, 1023, 1365 and 1919 px', () => {
    const px = Object.values(theme.breakpoints ?? {}).map((em) => Number.parseFloat(em ?? '') * 16);
    expect(px).toEqual([479, 639, 1023, 1365, 1919]);
  });
});
