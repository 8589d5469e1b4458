/**
 * 'Estadísticas de uso' of the admin dashboard (issue 8): the contract's statistics operations as a
 * chart or a table over one filter bar. 'Periodo' (a range of months) drives the monthly series;
 * 'Mes' the daily series and the views and activity of that month; client, page, user type and user
 * narrow the operations that take them. statisticsLogInfo is the portal's own recording
 * (src/shell/usePageViews.ts), not shown here. Requests, labels, axes and columns come from the
 * contract (src/features/reports/reportDefaults.ts).
 */
import * as statistics from '../api/generated/statistics/statistics';
import { defineChart, defineReports, defineReportTable } from '../language';

const accessSeries = [{ key: 'accesos' }, { key: 'usuariosUnicos' }] as const;
const interactionSeries = [{ key: 'interacciones', color: 'grape.6' }, { key: 'usuariosUnicos' }] as const;
const viewSeries = [{ key: 'vistas' }, { key: 'usuariosUnicos' }] as const;

export const usageStatisticsBody = defineReports({
  filters: ['monthRange', 'month', 'client', 'page', 'intern', 'user'],
  items: [
    defineChart({
      title: 'Accesos al portal por mes',
      description: 'Aperturas de la página de inicio en el periodo.',
      chart: 'line',
      call: statistics.statisticsGetHomeAccesMonth,
      x: 'mes',
      series: accessSeries,
    }),
    defineChart({
      title: 'Accesos al portal por día',
      description: 'Aperturas de la página de inicio en el mes.',
      chart: 'bar',
      call: statistics.statisticsGetHomeAccesDay,
      x: 'dia',
      series: accessSeries,
    }),
    defineChart({
      title: 'Interacciones por mes',
      description: 'Todas las acciones en el periodo (del cliente y la página elegidos, si los hay).',
      chart: 'area',
      call: statistics.statisticsGetInteractionAccessMonth,
      x: 'mes',
      series: interactionSeries,
    }),
    defineChart({
      title: 'Interacciones por día',
      description: 'Todas las acciones en el mes (del cliente y la página elegidos, si los hay).',
      chart: 'bar',
      call: statistics.statisticsGetInteractionAccessDay,
      x: 'dia',
      series: interactionSeries,
    }),
    defineChart({
      title: 'Interacciones por página',
      description: 'Desde el primer registro.',
      chart: 'horizontalBar',
      call: statistics.statisticsGetInteractionAccess,
      x: 'page',
      series: interactionSeries,
    }),
    defineChart({
      title: 'Páginas vistas en el mes',
      chart: 'horizontalBar',
      call: statistics.statisticsGetPagesViews,
      x: 'page',
      series: [{ key: 'vistas' }],
    }),
    defineChart({
      title: 'Vistas por cliente en el mes',
      chart: 'horizontalBar',
      call: statistics.statisticsGetClientsViews,
      x: 'client',
      series: viewSeries,
    }),
    defineChart({
      title: 'Vistas por centro del cliente en el mes',
      chart: 'horizontalBar',
      call: statistics.statisticsGetCentrosData,
      x: 'centro',
      series: viewSeries,
    }),
    defineReportTable({
      title: 'Totales por cliente',
      description: 'Desde el primer registro.',
      call: statistics.statisticsGetClientesData,
      columns: ['client', 'usuarios', 'accesos', 'ultimoAcceso'],
    }),
    defineReportTable({
      title: 'Actividad por usuario en el mes',
      call: statistics.statisticsGetAccesosActividad,
      columns: ['email', 'empresa', 'accesos', 'ultimoAcceso'],
    }),
    defineReportTable({
      title: 'Eventos del usuario en el mes',
      call: statistics.statisticsGetAccesosActividadUsuario,
      columns: ['fecha', 'page', 'action', 'client', 'centro', 'detalle'],
    }),
  ],
});
