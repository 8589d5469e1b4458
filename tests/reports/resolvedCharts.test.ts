/**
 * The report screens as drawn: every chart's and table's resolved config (src/config/reports.ts,
 * usageStatistics.ts through src/features/reports/reportDefaults.ts) pinned, so moving a setting
 * from the config to a contract default (or back) cannot change what the screens show unnoticed.
 * One line per chart: kind: x (axis name, format) | series key "legend" colour | unit | unit field.
 */
import { describe, expect, it } from 'vitest';
import { reportsBody } from '../../src/config/reports';
import { usageStatisticsBody } from '../../src/config/usageStatistics';
import { reportChart, reportTable } from '../../src/features/reports/reportDefaults';
import type { ReportsSpec } from '../../src/language';

function resolved(body: ReportsSpec): Record<string, string> {
  return Object.fromEntries(
    body.items.map((item) => {
      if (item.kind === 'table') {
        const table = reportTable(item);
        return [table.title, table.columns.map((c) => `${c.key} "${c.header}" ${c.format}`).join(', ')];
      }
      const chart = reportChart(item);
      const series = chart.series.map((s) => `${s.key} "${s.label}" ${s.color}`).join(', ');
      const line = `${chart.chart}: ${chart.x} (${chart.xLabel}, ${chart.xFormat}) | ${series} | ${chart.unit ?? '-'} | ${chart.unitField ?? '-'}`;
      return [chart.title, line];
    }),
  );
}

describe('the resolved report charts', () => {
  it('/reports', () => {
    expect(resolved(reportsBody)).toEqual(REPORTS);
  });

  it('usage statistics', () => {
    expect(resolved(usageStatisticsBody)).toEqual(USAGE);
  });
});

const REPORTS: Record<string, string> = {
  'Volumen de residuos':
    'bar: mes (Mes, month) | valor "Año elegido" teal.6, valorAnterior "Año anterior" gray.5 | - | unidad',
  'Volumen por tipo de residuo': 'donut: residuo (Residuo, text) | valor "Cantidad" teal.6 | - | unidad',
  'Servicios por mes':
    'line: mes (Mes, month) | valor "Año elegido" teal.6, valorAnterior "Año anterior" gray.5 | servicios | -',
  'Servicios por centro': 'horizontalBar: centro (Centro, text) | valor "Servicios" blue.6 | servicios | -',
  'Coste de la gestión medioambiental por mes':
    'area: mes (Mes, month) | valor "Año elegido" teal.6, valorAnterior "Año anterior" gray.5 | EUR | -',
  'Coste de la gestión medioambiental por centro':
    'horizontalBar: centro (Centro, text) | valor "Coste" orange.6 | EUR | -',
  'Ingresos por mes':
    'line: mes (Mes, month) | valor "Año elegido" teal.6, valorAnterior "Año anterior" gray.5 | EUR | -',
  'Ingresos por centro': 'horizontalBar: centro (Centro, text) | valor "Ingresos" green.6 | EUR | -',
  'Residuos por código LER':
    'horizontalBar: codigoLER (Código LER, text) | valor "Cantidad" grape.6 | - | unidad',
  'Informe de servicios por mes':
    'stackedBar: etiqueta (Mes, text) | programados "Programados" yellow.6, ejecutados "Ejecutados" green.6, facturados "Facturados" orange.8 | servicios | -',
  'Informe de servicios por tipo de servicio':
    'horizontalBar: etiqueta (Tipo de servicio, text) | servicios "Servicios" blue.6 | servicios | -',
};

const USAGE: Record<string, string> = {
  'Accesos al portal por mes':
    'line: mes (Mes, yearMonth) | accesos "Accesos" teal.6, usuariosUnicos "Usuarios únicos" blue.6 | - | -',
  'Accesos al portal por día':
    'bar: dia (Día, date) | accesos "Accesos" teal.6, usuariosUnicos "Usuarios únicos" blue.6 | - | -',
  'Interacciones por mes':
    'area: mes (Mes, yearMonth) | interacciones "Interacciones" grape.6, usuariosUnicos "Usuarios únicos" blue.6 | - | -',
  'Interacciones por día':
    'bar: dia (Día, date) | interacciones "Interacciones" grape.6, usuariosUnicos "Usuarios únicos" blue.6 | - | -',
  'Interacciones por página':
    'horizontalBar: page (Página, text) | interacciones "Interacciones" grape.6, usuariosUnicos "Usuarios únicos" blue.6 | - | -',
  'Páginas vistas en el mes': 'horizontalBar: page (Página, text) | vistas "Vistas" teal.6 | - | -',
  'Vistas por cliente en el mes':
    'horizontalBar: client (Cliente, text) | vistas "Vistas" teal.6, usuariosUnicos "Usuarios únicos" blue.6 | - | -',
  'Vistas por centro del cliente en el mes':
    'horizontalBar: centro (Centro, text) | vistas "Vistas" teal.6, usuariosUnicos "Usuarios únicos" blue.6 | - | -',
  'Totales por cliente':
    'client "Cliente" text, usuarios "Usuarios" number, accesos "Accesos" number, ultimoAcceso "Último acceso" dateTime',
  'Actividad por usuario en el mes':
    'email "Correo" text, empresa "Empresa" text, accesos "Accesos" number, ultimoAcceso "Último acceso" dateTime',
  'Eventos del usuario en el mes':
    'fecha "Fecha" dateTime, page "Página" text, action "Acción" text, client "Cliente" text, centro "Centro" text, detalle "Detalle" text',
};
