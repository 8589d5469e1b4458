/**
 * Date pickers in Spanish: dayjs's 'es' locale, weeks starting on Monday, es-ES formats. Wraps the
 * screens that use @mantine/dates (grids, reports, the truck map), which load on demand, so the
 * dates library stays out of the signed-in home (its styles are the portal's: src/app/portal.tsx).
 */
import 'dayjs/locale/es';
import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';

export function SpanishDates({ children }: { children: ReactNode }) {
  return <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}
