/** es-ES dates and the icon sizes of spec section 9. */
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../src/lib/format';
import { iconSizes } from '../../src/lib/iconSizes';

describe('es-ES formats', () => {
  it('shows dates day first with slashes', () => {
    expect(formatDate(new Date(2024, 11, 31))).toBe('31/12/2024');
    expect(formatDate('2024-03-05T10:00:00')).toBe('05/03/2024');
    expect(formatDateTime(new Date(2024, 11, 31, 17, 5))).toBe('31/12/2024, 17:05');
    expect(formatDate('no es fecha')).toBe('no es fecha');
  });

  it('offers exactly the icon sizes of spec section 9', () => {
    expect(Object.values(iconSizes)).toEqual([16, 20, 24, 32, 40, 48, 64, 96]);
  });
});
