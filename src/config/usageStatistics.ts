/**
 * 'Estadísticas de uso' of the admin dashboard: the contract's statistics operations as a
 * chart or a table over one filter bar. 'Periodo' (a range of months) drives the monthly series;
 * 'Mes' the daily series and the views and activity of that month; client, page, user type and user
 * narrow the operations that take them. statisticsLogInfo is the portal's own recording
 * (src/shell/usePageViews.ts), not shown here. What a chart or table leaves out comes from its
 * answer's rows in the contract (src/features/reports/reportDefaults.ts): the request, the
 * category (the first text or date field), the series (the numeric fields, titled) and the columns.
 */
import * as statistics from '../api/generated/statistics/statistics';
import { defineChart, defineReports, defineReportTable } from '../language';

/** Interactions in their own colour, not read as the accesses and views drawn in the palette's first. */
const interactionColors = { colors: { interacciones: 'grape.6' } } as const;

export const usageStatisticsBody = defineReports({
  filters: ['monthRange', 'month', 'client', 'page', 'intern', 'user'],
  items: [
    defineChart({
      title: 'Accesos al portal por mes',
      description: 'Aperturas de la página de inicio en el periodo.',
      chart: 'line',
      call: statistics.statisticsGetHomeAccesMonth,
    }),
    defineChart({
      title: 'Accesos al portal por día',
      description: 'Aperturas de la página de inicio en el mes.',
      call: statistics.statisticsGetHomeAccesDay,
    }),
    defineChart({
      title: 'Interacciones por mes',
      description: 'Todas las acciones en el periodo (del cliente y la página elegidos, si los hay).',
      chart: 'area',
      call: statistics.statisticsGetInteractionAccessMonth,
      ...interactionColors,
    }),
    defineChart({
      title: 'Interacciones por día',
      description: 'Todas las acciones en el mes (del cliente y la página elegidos, si los hay).',
      call: statistics.statisticsGetInteractionAccessDay,
      ...interactionColors,
    }),
    defineChart({
      title: 'Interacciones por página',
      description: 'Desde el primer registro.',
      call: statistics.statisticsGetInteractionAccess,
      ...interactionColors,
    }),
    defineChart({
      title: 'Páginas vistas en el mes',
      call: statistics.statisticsGetPagesViews,
    }),
    defineChart({
      title: 'Vistas por cliente en el mes',
      call: statistics.statisticsGetClientsViews,
    }),
    defineChart({
      title: 'Vistas por centro del cliente en el mes',
      call: statistics.statisticsGetCentrosData,
    }),
    defineReportTable({
      title: 'Totales por cliente',
      description: 'Desde el primer registro.',
      call: statistics.statisticsGetClientesData,
    }),
    defineReportTable({
      title: 'Actividad por usuario en el mes',
      call: statistics.statisticsGetAccesosActividad,
      // Not the user's oid (the row's first field): the mail names the user.
      columns: ['email', 'empresa', 'accesos', 'ultimoAcceso'],
    }),
    defineReportTable({
      title: 'Eventos del usuario en el mes',
      call: statistics.statisticsGetAccesosActividadUsuario,
    }),
  ],
});
