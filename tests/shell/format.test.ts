/** docs/product-rules.md#look: es-ES dates, the icon sizes, the primary colour and the breakpoints. */
import { describe, expect, it } from 'vitest';
import { theme } from '../../src/app/theme';
import { formatDate, formatDateTime } from '../../src/lib/format';
import { iconSizes } from '../../src/lib/iconSizes';

describe('es-ES formats', () => {
  it('shows dates day first with slashes', () => {
    expect(formatDate(new Date(2024, 11, 31))).toBe('31/12/2024');
    expect(formatDate('2024-03-05T10:00:00')).toBe('05/03/2024');
    expect(formatDateTime(new Date(2024, 11, 31, 17, 5))).toBe('31/12/2024, 17:05');
    expect(formatDate('no es fecha')).toBe('no es fecha');
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
