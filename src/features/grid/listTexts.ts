/**
 * The Spanish texts only the lists use, kept with them: the shared ones (src/lib/texts.ts) load with
 * the portal's first screen, these with the lists' code.
 */
import { formatNumber } from '../../lib/format';

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
  /** The grid screens: search, filters, states, selection, send, details and row actions. */
  grid: {
    search: 'Buscar en la tabla',
    clearSearch: 'Borrar la búsqueda',
    quickFilters: 'Filtros rápidos',
    allRows: 'Ver todo',
    loading: 'Cargando la tabla',
    empty: 'No hay datos que mostrar. Si ha filtrado la lista, pruebe con otros filtros o fechas.',
    notReady: 'Seleccione un cliente con direcciones de servicio para ver sus datos.',
    needsText: 'Escriba en el buscador lo que desea encontrar.',
    needsPick: 'Elija arriba un valor en el selector para ver la lista.',
    loadFailed: 'No se han podido cargar los datos.',
    retry: 'Reintentar',
    year: 'Año',
    allYears: 'Todos los años',
    center: 'Centro',
    allCenters: 'Todos los centros',
    cif: 'CIF emisor',
    allCifs: 'Todos los CIF',
    dateRange: 'Fechas',
    dateRangePlaceholder: 'Desde – hasta',
    send: 'Enviar por correo',
    sendTitle: 'Enviar el listado por correo',
    sendSelected: (count: number) => `Enviar seleccionados (${formatNumber(count)})`,
    /** Why a user the permission lists leave out has no create button, and whom to ask. */
    createRefused: {
      raiseIncidence:
        'Su usuario no está autorizado a abrir incidencias. Si lo necesita, pida la autorización a su gestor o al administrador del portal.',
      raiseServiceRequest:
        'Su usuario no está autorizado a solicitar servicios. Si lo necesita, pida la autorización a su gestor o al administrador del portal.',
    },
    sendSelectedTitle: 'Enviar los seleccionados por correo',
    selectRow: (label: string) => `Seleccionar ${label}`,
    selectPage: 'Seleccionar todos los de esta página',
    details: 'Ver detalle',
    detailTitle: 'Detalle',
    detailFailed: 'No se ha podido cargar el detalle.',
    actions: 'Acciones',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    inputRequired: 'Este dato es obligatorio: escríbalo para continuar.',
    actionFailed: 'No se ha podido completar la acción',
  },
  /** Records of the grids: their details, documents, pager and phone cards. */
  records: {
    details: (label: string) => `Ver detalle ${label}`,
    actions: (label: string) => `Acciones ${label}`,
    close: 'Cerrar',
    documentsOf: (label: string) => `Documentos de ${label}`,
    download: (name: string) => `Descargar ${name}`,
    findingDocuments: 'Buscando documentos…',
    noDocuments: 'No tiene documentos disponibles.',
    noDocument: 'Sin documento',
    documentsFailed: 'No se han podido consultar sus documentos.',
    downloadFailed: 'No se ha podido descargar el documento',
    documentMissing: (name: string) =>
      `El documento ${name} no está disponible en este momento. Si lo necesita, pídalo a su gestor.`,
    showKpis: 'Mostrar indicadores',
    hideKpis: 'Ocultar indicadores',
    range: (first: number, last: number, total: number) =>
      `${formatNumber(first)}-${formatNumber(last)} de ${formatNumber(total)}`,
    page: 'Página',
    previousPage: 'Página anterior',
    nextPage: 'Página siguiente',
    firstPage: 'Primera página',
    lastPage: 'Última página',
  },
};
