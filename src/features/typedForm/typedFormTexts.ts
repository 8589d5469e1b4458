/**
 * The Spanish texts of the typed forms (a screen's own fields and widgets, the public form), kept
 * with their code: the shared ones (src/lib/texts.ts) load with the portal's first screen, these
 * only with the screens that show them.
 */
export const typedFormTexts = {
  failed: 'No se han podido guardar los datos',
  otherErrors: 'Revise estos datos',
  sendAnother: 'Enviar otra',
  cancel: 'Cancelar',
  choose: 'Elija una opción',
  loading: 'Cargando',
  loadFailed: 'No se ha podido cargar el formulario. Vuelva a intentarlo.',
  opensInNewTab: ' (se abre en una pestaña nueva)',
  reference: (reference: string) =>
    `Número de referencia: ${reference}. Indíquelo si se pone en contacto con nosotros.`,
  /** The search among the client's services. */
  services: {
    placeholder: 'Escriba la referencia, el centro o el nº de factura',
    typeToSearch: 'Escriba para buscar entre sus servicios',
    nothingFound: 'Ningún servicio coincide',
    searching: 'Buscando…',
  },
};
