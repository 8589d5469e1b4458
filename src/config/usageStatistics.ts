/**
 * 'Estadísticas de uso' of the admin dashboard (issue 8): every statistics operation of spec
 * the contract's statistics operations as a chart or a table over one filter bar. 'Periodo' (a range of
 * months) drives the monthly series; 'Mes' the daily series and the views and activity of that month; client,
 * page, user type and user narrow the operations that take them. statisticsLogInfo is the portal's own
 * recording (src/shell/usePageViews.ts), not shown here.
 */
import * as statistics from '../api/generated/statistics/statistics';
import { defineChart, defineReports, defineReportTable } from '../language';

const range = {
  params: { startDate: 'startDate', endDate: 'endDate' },
  requires: ['startDate', 'endDate'],
} as const;
const month = { params: { year: 'year', month: 'month' }, requires: ['year', 'month'] } as const;

const uniqueUsers = { key: 'usuariosUnicos', label: 'Usuarios únicos', color: 'blue.6' } as const;
const accessSeries = [{ key: 'accesos', label: 'Accesos', color: 'teal.6' }, uniqueUsers] as const;
const interactionSeries = [
  { key: 'interacciones', label: 'Interacciones', color: 'grape.6' },
  uniqueUsers,
] as const;
const viewSeries = [{ key: 'vistas', label: 'Vistas', color: 'teal.6' }, uniqueUsers] as const;

export const usageStatisticsBody = defineReports({
  filters: ['monthRange', 'month', 'client', 'page', 'intern', 'user'],
  items: [
    defineChart({
      title: 'Accesos al portal por mes',
      description: 'Aperturas de la página de inicio en el periodo.',
      chart: 'line',
      call: statistics.statisticsGetHomeAccesMonth,
      request: range,
      x: 'mes',
      xLabel: 'Mes',
      xFormat: 'yearMonth',
      series: accessSeries,
    }),
    defineChart({
      title: 'Accesos al portal por día',
      description: 'Aperturas de la página de inicio en el mes.',
      chart: 'bar',
      call: statistics.statisticsGetHomeAccesDay,
      request: month,
      x: 'dia',
      xLabel: 'Día',
      xFormat: 'date',
      series: accessSeries,
    }),
    defineChart({
      title: 'Interacciones por mes',
      description: 'Todas las acciones en el periodo (del cliente y la página elegidos, si los hay).',
      chart: 'area',
      call: statistics.statisticsGetInteractionAccessMonth,
      request: {
        params: { clientName: 'client', page: 'page', startDate: 'startDate', endDate: 'endDate' },
        requires: ['startDate', 'endDate'],
      },
      x: 'mes',
      xLabel: 'Mes',
      xFormat: 'yearMonth',
      series: interactionSeries,
    }),
    defineChart({
      title: 'Interacciones por día',
      description: 'Todas las acciones en el mes (del cliente y la página elegidos, si los hay).',
      chart: 'bar',
      call: statistics.statisticsGetInteractionAccessDay,
      request: {
        params: { clientName: 'client', page: 'page', year: 'year', month: 'month' },
        requires: ['year', 'month'],
      },
      x: 'dia',
      xLabel: 'Día',
      xFormat: 'date',
      series: interactionSeries,
    }),
    defineChart({
      title: 'Interacciones por página',
      description: 'Desde el primer registro.',
      chart: 'horizontalBar',
      call: statistics.statisticsGetInteractionAccess,
      x: 'page',
      xLabel: 'Página',
      series: interactionSeries,
    }),
    defineChart({
      title: 'Páginas vistas en el mes',
      chart: 'horizontalBar',
      call: statistics.statisticsGetPagesViews,
      request: { params: { clientName: 'client', year: 'year', month: 'month' }, requires: ['year'] },
      x: 'page',
      xLabel: 'Página',
      series: [{ key: 'vistas', label: 'Vistas', color: 'teal.6' }],
    }),
    defineChart({
      title: 'Vistas por cliente en el mes',
      chart: 'horizontalBar',
      call: statistics.statisticsGetClientsViews,
      request: { params: { year: 'year', month: 'month' }, requires: ['year'] },
      x: 'client',
      xLabel: 'Cliente',
      series: viewSeries,
    }),
    defineChart({
      title: 'Vistas por centro del cliente en el mes',
      chart: 'horizontalBar',
      call: statistics.statisticsGetCentrosData,
      request: {
        params: { clientName: 'client', year: 'year', month: 'month' },
        requires: ['clientName', 'year'],
      },
      x: 'centro',
      xLabel: 'Centro',
      series: viewSeries,
    }),
    defineReportTable({
      title: 'Totales por cliente',
      description: 'Desde el primer registro.',
      call: statistics.statisticsGetClientesData,
      columns: [
        { key: 'client', header: 'Cliente' },
        { key: 'usuarios', header: 'Usuarios', format: 'number' },
        { key: 'accesos', header: 'Accesos', format: 'number' },
        { key: 'ultimoAcceso', header: 'Último acceso', format: 'dateTime' },
      ],
    }),
    defineReportTable({
      title: 'Actividad por usuario en el mes',
      call: statistics.statisticsGetAccesosActividad,
      request: { params: { intern: 'intern', year: 'year', month: 'month' }, requires: ['year'] },
      columns: [
        { key: 'email', header: 'Correo' },
        { key: 'empresa', header: 'Empresa' },
        { key: 'accesos', header: 'Accesos', format: 'number' },
        { key: 'ultimoAcceso', header: 'Último acceso', format: 'dateTime' },
      ],
    }),
    defineReportTable({
      title: 'Eventos del usuario en el mes',
      call: statistics.statisticsGetAccesosActividadUsuario,
      request: { params: { userId: 'userId', year: 'year', month: 'month' }, requires: ['userId', 'year'] },
      columns: [
        { key: 'fecha', header: 'Fecha', format: 'dateTime' },
        { key: 'page', header: 'Página' },
        { key: 'action', header: 'Acción' },
        { key: 'client', header: 'Cliente' },
        { key: 'centro', header: 'Centro' },
        { key: 'detalle', header: 'Detalle' },
      ],
    }),
  ],
});
