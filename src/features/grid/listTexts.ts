/**
 * The Spanish texts only the lists use, kept with them: the shared ones (src/lib/texts.ts) load with
 * the portal's first screen, these with the lists' code.
 */
export const listTexts = {
  /** What a list's send dialog proposes and says it attaches (sendContext.ts). */
  sendContext: {
    between: (from: string, to: string) => `del ${from} al ${to}`,
    since: (from: string) => `desde el ${from}`,
    until: (to: string) => `hasta el ${to}`,
    text: (text: string) => `búsqueda «${text}»`,
    center: (center: string) => `centro ${center}`,
    period: (period: string) => (/^\d{4}$/.test(period) ? `año ${period}` : period),
    columnFilters: (count: number) => (count === 1 ? '1 filtro de columna' : `${count} filtros de columna`),
    list: (rows: string | null, filters: readonly string[]) =>
      `Se adjunta el listado en Excel (.xlsx)${rows === null ? '' : ` con ${rows === '1' ? '1 fila' : `${rows} filas`}`}${
        filters.length > 0 ? `, filtrado por ${filters.join(', ')}` : ', sin filtros'
      }.`,
    selected: (count: string) =>
      count === '1'
        ? 'Se adjunta la fila seleccionada en Excel (.xlsx).'
        : `Se adjuntan las ${count} filas seleccionadas en Excel (.xlsx).`,
  },
  /** Saved views: a list's filters, sort, page size and columns under a name. */
  views: {
    button: 'Vistas',
    heading: 'Vistas guardadas de esta lista',
    loading: 'Cargando las vistas',
    loadFailed: 'No se han podido cargar las vistas.',
    empty:
      'Aún no hay vistas guardadas de esta lista. Filtre u ordene la lista a su gusto y guárdela con un nombre para volver a ella con un clic.',
    sharedBy: (owner: string) => `Compartida por ${owner}`,
    sharedByYou: 'Compartida con su empresa',
    current: 'Vista actual',
    remove: (name: string) => `Borrar la vista «${name}»`,
    removed: (name: string) => `Vista «${name}» borrada.`,
    removeFailed: 'No se ha podido borrar la vista',
    save: 'Guardar la vista actual',
    nothingToSave: 'La lista muestra todo, sin filtros ni orden: filtre u ordene antes de guardar una vista.',
    dialogTitle: 'Guardar la vista actual',
    dialogHelp:
      'Se guardan los filtros, las fechas, el orden, las filas por página y las columnas ocultas de esta lista.',
    name: 'Nombre de la vista',
    namePlaceholder: 'p. ej. Vencidas de este año',
    nameRequired: 'Escriba un nombre para la vista.',
    replaces: 'Ya tiene una vista con este nombre: se sustituirá por la actual.',
    share: (client: string) => `Compartir con los demás usuarios de ${client}`,
    shareHelp: 'La verán y podrán aplicarla, pero solo usted podrá borrarla.',
    saved: (name: string) => `Vista «${name}» guardada.`,
    saveFailed: 'No se ha podido guardar la vista',
    confirm: 'Guardar',
    cancel: 'Cancelar',
  },
};
