import { formatNumber } from '../lib/format';

/**
 * The Spanish texts of the export button, kept with their code: the shared ones (src/lib/texts.ts) load with
 * the portal's first screen, these only with the screens that show them.
 */
export const exportTexts = {
  button: 'Exportar',
  running: (percent: number | null) =>
    percent === null ? 'Exportando…' : `Exportando… ${formatNumber(percent)} %`,
  done: (name: string) => `Descargado ${name}`,
  failed: 'No se ha podido exportar',
} as const;
