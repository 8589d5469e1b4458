/**
 * The Spanish texts of the public pages (the legal texts and the proposal form), kept with their code: the shared ones (src/lib/texts.ts) load with
 * the portal's first screen, these only with the screens that show them.
 */
export const publicPageTexts = {
  home: 'Portal Clientes, ir al portal',
  backToPortal: 'Volver al portal',
  updated: (when: string) => `Última actualización: ${when}.`,
  legalLinks: 'Información legal',
  requiredMark: 'Los campos marcados con * son obligatorios.',
  sending: 'Enviando…',
  failed: 'No se ha podido enviar la solicitud',
  offline: 'No se ha podido conectar con el servidor. Compruebe su conexión y vuelva a intentarlo.',
  reviewFields: 'Revise los campos marcados.',
  sendAnother: 'Enviar otra solicitud',
  referenceLabel: 'Número de referencia',
  referenceHelp: 'Anótelo: indíquelo si se pone en contacto con nosotros por esta solicitud.',
} as const;
