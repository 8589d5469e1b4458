/**
 * The Spanish texts of the preview of what a client's users see, kept with their code: the shared
 * ones (src/lib/texts.ts) load with the portal's first screen, these only with the screens that
 * show them.
 */
export const clientPreviewTexts = {
  intro:
    'Así ven el portal los usuarios del cliente elegido, con la configuración guardada: se actualiza al guardar.',
  pick: 'Elija un cliente para ver su vista previa.',
  client: 'Cliente',
  banners: 'Banners de inicio',
  noBanners: 'Ningún banner de inicio para este cliente hoy.',
  requestersOnly: 'Solo quien puede solicitar servicios',
  until: (day: string) => `Hasta el ${day}`,
  nav: 'Menú superior',
  navLabel: 'Vista previa del menú superior',
  kpis: 'Indicadores de inicio',
  columns: 'Columnas del listado de servicios',
  digitalized:
    'Cliente digitalizado: ve la vista reducida (Servicios y Archivos), sin indicadores de inicio.',
};
