/**
 * The Spanish texts of the date-range field and its presets, kept with their code: the shared ones (src/lib/texts.ts) load with
 * the portal's first screen, these only with the screens that show them.
 */
export const dateRangeTexts = {
  presets: {
    thisMonth: 'Este mes',
    lastMonth: 'Mes pasado',
    thisYear: 'Este año',
    lastYear: 'Año pasado',
    last12Months: 'Últimos 12 meses',
  },
  presetsLabel: 'Periodos frecuentes',
  clear: 'Borrar las fechas',
  previousMonth: 'Mes anterior',
  nextMonth: 'Mes siguiente',
  previousYear: 'Año anterior',
  nextYear: 'Año siguiente',
  previousDecade: 'Década anterior',
  nextDecade: 'Década siguiente',
  chooseMonth: 'Elegir otro mes',
  chooseYear: 'Elegir otro año',
} as const;
