/**
 * The Spanish texts of the client's managers panel, kept with their code: the shared ones
 * (src/lib/texts.ts) load with the portal's first screen, these only with the screens that show
 * them.
 */
export const gestorTexts = {
  title: 'Sus gestores',
  center: 'Centro',
  kinds: { comercial: 'Comercial', tecnico: 'Técnico', administracion: 'Administración' },
  none: 'Sin gestor asignado.',
  noCenters: 'El cliente no tiene centros visibles.',
};
