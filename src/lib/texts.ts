import { formatNumber } from './format';

/** Spanish UI texts shared by generic components. Screen titles and labels live in screens.config.ts. */
export const texts = {
  appName: 'Portal Clientes',
  signInFailed: {
    heading: 'No se ha podido iniciar sesión',
    // Said of the sign-in, not of the identity service: the cause may as well be the connection.
    body: 'El inicio de sesión ha fallado varias veces seguidas. Vuelva a intentarlo en unos minutos.',
    retry: 'Reintentar',
  },
  profile: {
    // Starts with the visible initials so the accessible name contains what the button shows.
    button: (fullName: string, initials: string) => `${initials}: perfil de ${fullName}`,
    changePassword: 'Cambiar contraseña',
    signOut: 'Cerrar sesión',
    /** The avatar's mark, read as the button's description. */
    newNotifications: (count: number) =>
      count === 1 ? '1 notificación nueva' : `${formatNumber(count)} notificaciones nuevas`,
  },
  notAvailable: {
    body: 'Esta página no está disponible para su usuario o para el cliente seleccionado.',
    home: 'Ir al inicio',
  },
  shell: {
    logo: 'Portal Clientes, ir al inicio',
    mainNav: 'Navegación principal',
    openNav: 'Abrir la navegación',
    changeClient: 'Cambiar de cliente',
    close: 'Cerrar',
    skipToContent: 'Saltar al contenido',
    activeClient: 'Cliente activo',
    digitalized: 'digitalizado',
    /** The header's client control: what is active, then what the button does. */
    activeClientButton: (client: string, digitalized: boolean) => {
      // No parentheses: checkers of 'label in name' drop them, and 'digitalizado' is on the button.
      const active = `Cliente activo: ${client}${digitalized ? ', digitalizado' : ''}`;
      // 'S.L.' already ends the sentence.
      return `${active}${active.endsWith('.') ? '' : '.'} Cambiar de cliente`;
    },
  },
  changeClient: {
    title: 'Cambio de cliente',
    client: 'Cliente',
    digitalizedClient: 'Cliente digitalizado',
    placeholder: 'Buscar cliente',
    nothingFound: 'Ningún cliente coincide',
    go: 'Ir al cliente',
    close: 'Cerrar',
    current: 'Cliente activo',
  },
  footer: {
    notice:
      'Los datos publicados en este portal se recogen de forma automática, tienen carácter meramente ' +
      'informativo y no son vinculantes.',
    legalNotice: 'Aviso legal',
    privacyPolicy: 'Política de privacidad y cookies',
    social: 'Redes sociales',
    copyright: '© 2024 Portal Clientes. Todos los derechos reservados.',
  },
  publicPage: {
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
  },
  errorFallback: {
    imageAlt: 'No hay resultados',
    heading: 'Parece que hay una falla en nuestro sistema. Puede intentar de nuevo clickando el botón',
    retry: 'Reintentar',
    errorName: 'Nombre del error',
    errorMessage: 'Mensaje del error',
    provoked: 'Error provocado para las pruebas del portal.',
  },
  notFound: {
    heading: 'Página no encontrada',
    body: 'La dirección que ha abierto no existe en el portal.',
    home: 'Ir al inicio',
  },
  mail: {
    to: 'Para',
    cc: 'CC',
    subject: 'Asunto',
    body: 'Mensaje',
    recipientsHelp: 'Separe varias direcciones con punto y coma (;) o coma (,).',
    toRequired: 'Indique al menos un destinatario en «Para».',
    invalidAddress: (address: string) => `«${address}» no es una dirección de correo válida.`,
    tooMany: (max: number) => `Indique como máximo ${max} destinatarios.`,
    send: 'Enviar',
    cancel: 'Cancelar',
    sent: 'Correo enviado.',
    failed: 'No se ha podido enviar el correo',
  },
  gestor: {
    title: 'Sus gestores',
    center: 'Centro',
    kinds: { comercial: 'Comercial', tecnico: 'Técnico', administracion: 'Administración' },
    none: 'Sin gestor asignado.',
    noCenters: 'El cliente no tiene centros visibles.',
  },
  typedForm: {
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
  },
  /** A guided sequence over one record (src/screens/StepsScreen.tsx): onboarding a client. */
  steps: {
    done: 'Hecho',
    left: 'Pendiente',
    review: 'Para terminar',
    step: (n: number, of: number) => `Paso ${n} de ${of}`,
    subject: (name: string, done: number, of: number) => `${name}: ${done} de ${of} pasos hechos.`,
    previous: 'Anterior',
    next: 'Siguiente',
    created: 'Creado',
    resume: (noun: string) => `O continúe con un ${noun} que ya existe`,
    existing: (noun: string) => `${noun[0]?.toUpperCase() ?? ''}${noun.slice(1)}`,
    continue: 'Continuar',
    leftTitle: 'Quedan pasos sin hacer',
    allDone: 'Todo hecho',
    allDoneText: 'Revise abajo lo que verán los usuarios del cliente.',
  },
  schemaForm: {
    loading: 'Cargando…',
    loadFailed: 'No se ha podido cargar el formulario.',
    nothingFound: 'Sin resultados',
    saveFailed: 'No se ha podido guardar',
    invalid: 'Revise los campos marcados.',
    cancel: 'Cancelar',
    confirm: 'Confirmar',
    /** The ordered multi-choice (keys of a configuration, entries of a menu, in the order shown). */
    ordered: {
      empty: 'Ninguno elegido.',
      add: 'Añadir',
      addPlaceholder: 'Elija uno para añadirlo al final',
      allChosen: 'Están todos elegidos.',
      hint: 'Arrastre un elemento, o con el foco en su asa use las flechas arriba y abajo, para cambiar el orden.',
      move: (label: string) => `Mover ${label}`,
      up: (label: string) => `Subir ${label}`,
      down: (label: string) => `Bajar ${label}`,
      remove: (label: string) => `Quitar ${label}`,
      moved: (label: string, position: number, total: number) =>
        `${label}: posición ${position} de ${total}.`,
      added: (label: string) => `${label} añadido al final.`,
      removed: (label: string) => `${label} quitado.`,
    },
    /** Loading the chosen record's current values into an edit form. */
    current: {
      loading: 'Cargando los valores actuales…',
      loaded: 'Se muestran los valores actuales; al guardar se sustituyen.',
      none: 'Aún no tiene valores guardados: se usan los valores por defecto.',
      failed: 'No se han podido cargar los valores actuales.',
    },
    /** What a save changed, said after saving. */
    changes: {
      none: 'Sin cambios.',
      added: (items: string) => `Añadido: ${items}.`,
      removed: (items: string) => `Quitado: ${items}.`,
      reordered: (items: string) => `Nuevo orden: ${items}.`,
      changed: (field: string, value: string) => `${field}: ${value}.`,
    },
  },
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
      nothingToSave:
        'La lista muestra todo, sin filtros ni orden: filtre u ordene antes de guardar una vista.',
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
    selectRow: (label: string) => `Seleccionar ${label}`,
    selectPage: 'Seleccionar todos los de esta página',
    details: 'Ver detalle',
    detailTitle: 'Detalle',
    detailFailed: 'No se ha podido cargar el detalle.',
    actions: 'Acciones',
    deleteRow: 'Eliminar',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    inputRequired: 'Este dato es obligatorio: escríbalo para continuar.',
    actionFailed: 'No se ha podido completar la acción',
    yes: 'Sí',
    no: 'No',
  },
  /**
   * The admin's create, edit and delete of one kind of record, worded from its Spanish noun and its
   * gender (src/language/crud.ts): 'Nuevo cliente' / 'Nueva propuesta', 'Cliente creado.' /
   * 'Propuesta creada.', '¿Eliminar el cliente?' / '¿Eliminar la propuesta?'.
   */
  crud: {
    newLabel: (noun: string, feminine: boolean) => `${feminine ? 'Nueva' : 'Nuevo'} ${noun}`,
    create: (noun: string) => `Crear ${noun}`,
    created: (noun: string, feminine: boolean) => `${capitalized(noun)} ${feminine ? 'creada' : 'creado'}.`,
    add: (noun: string) => `Añadir ${noun}`,
    added: (noun: string, feminine: boolean) => `${capitalized(noun)} ${feminine ? 'añadida' : 'añadido'}.`,
    edit: 'Modificar',
    save: (noun: string) => `Guardar ${noun}`,
    modified: (noun: string, feminine: boolean) =>
      `${capitalized(noun)} ${feminine ? 'modificada' : 'modificado'}.`,
    saved: (noun: string, feminine: boolean) => `${capitalized(noun)} ${feminine ? 'guardada' : 'guardado'}.`,
    /** `consequences` continues the question ('con sus centros'); `note` is a sentence after it. */
    confirmDelete: (noun: string, feminine: boolean, consequences?: string, note?: string) =>
      `¿Eliminar ${feminine ? 'la' : 'el'} ${noun}${consequences ? ` ${consequences}` : ''}?${note ? ` ${note}` : ''}`,
    deleted: (noun: string, feminine: boolean) =>
      `${capitalized(noun)} ${feminine ? 'eliminada' : 'eliminado'}.`,
  },
  /** Records of the grids: their details, documents and phone cards. */
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
    downloading: 'Descargando Fichero',
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
    services: {
      placeholder: 'Escriba la referencia, el centro o el nº de factura',
      typeToSearch: 'Escriba para buscar entre sus servicios',
      nothingFound: 'Ningún servicio coincide',
      searching: 'Buscando…',
    },
  },
  dateRange: {
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
  },
  reports: {
    filters: 'Filtros del informe',
    year: 'Año',
    center: 'Centro',
    allCenters: 'Todos los centros',
    cif: 'CIF emisor',
    allCifs: 'Todos los CIF',
    month: 'Mes',
    wholeYear: 'Todo el año',
    monthNames: [
      'Enero',
      'Febrero',
      'Marzo',
      'Abril',
      'Mayo',
      'Junio',
      'Julio',
      'Agosto',
      'Septiembre',
      'Octubre',
      'Noviembre',
      'Diciembre',
    ],
    period: 'Periodo',
    client: 'Cliente',
    allClients: 'Todos los clientes',
    page: 'Página',
    allPages: 'Todas las páginas',
    users: 'Usuarios',
    allUsers: 'Todos',
    internUsers: 'Internos',
    clientUsers: 'Clientes',
    user: 'Usuario',
    chooseUser: 'Elija un usuario',
    chooseClientFirst: 'Elija un cliente en los filtros para ver estos datos.',
    chooseUserFirst: 'Elija un usuario en los filtros para ver su actividad.',
    download: 'CSV',
    downloadOf: (title: string) => `CSV: descargar los datos de «${title}»`,
    loading: 'Cargando datos',
    loadFailed: 'No se han podido cargar los datos',
    empty: 'No hay datos para este periodo.',
    unit: 'Unidad',
  },
  /** An admin's preview of a client's portal (Administración › Configuración de cliente). */
  clientPreview: {
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
  },
  kpis: {
    label: 'Indicadores',
    loadFailed: 'No se han podido cargar los indicadores',
    empty: 'No hay indicadores configurados para este cliente.',
    noDataYet: 'Sin datos todavía',
    versusLastYear: (percent: string) => `${percent} respecto al año anterior`,
    /** The change in words, so the arrow is never the only clue (a negative amount going up reads oddly). */
    trend: {
      up: (percent: string) => `${percent} más que el año anterior`,
      down: (percent: string) => `${percent} menos que el año anterior`,
      same: () => 'Igual que el año anterior',
    },
    /** A negative amount: what the company paid the client (e.g. used oil it bought) exceeds what it charged. */
    negativeAmount: 'Importe negativo: saldo a su favor',
    noComparison: 'Sin datos del año anterior',
  },
  /** What the KPI cards count, said above them (they count whole years). */
  kpiPeriod: {
    year: (year: number) => `Año ${year}`,
    currentYear: (year: number) => `Año ${year}, el año en curso (no incluyen otros años)`,
    allYears: 'Todos los años',
    dates: (range: string) => `Fechas: ${range}`,
    center: (center: string) => `Centro: ${center}`,
    allCenters: 'Todos los centros',
    datesIgnored: (range: string) =>
      `Los indicadores cuentan el año entero: no aplican las fechas elegidas (${range}).`,
    openEnded: '…',
  },
  home: {
    welcome: (name: string) => `Hola, ${name}`,
    clientYear: (client: string, year: number) => `${client} · ${year}`,
    noBanners: 'No hay avisos.',
    bannersFailed: 'No se han podido cargar los avisos',
    more: 'Más información',
    attention: {
      title: 'Lo que necesita su atención',
      scope:
        'Lo pendiente de este cliente, sea de la fecha que sea. Cada recuadro abre su lista ya filtrada.',
      none: 'Nada pendiente',
      failed: 'No se ha podido saber qué está pendiente',
    },
  },
  truckMap: {
    /** pigeon-maps puts ctrl (⌘ on a Mac) in place of META. */
    wheelZoomWarning: 'Pulse META y gire la rueda para acercar o alejar el mapa',
    plates: 'Matrículas',
    allPlates: 'Todos los camiones',
    dates: 'Fechas',
    datesPlaceholder: 'Desde – hasta',
    previousMonth: 'Mes anterior',
    nextMonth: 'Mes siguiente',
    tooLong: (days: number) => `Elija un intervalo de ${days} días como mucho.`,
    trucksTitle: 'Recorridos de los camiones',
    directionsTitle: 'Direcciones de servicio',
    trucksMap: 'Mapa de los recorridos de los camiones',
    directionsMap: 'Mapa de las direcciones de servicio',
    noTracks: 'Ningún camión tiene posiciones en esas fechas.',
    noDirections: 'Ninguna dirección de servicio tiene coordenadas.',
    tilesUnavailable:
      'El mapa de fondo no está disponible (sin conexión con el proveedor de mapas); se muestran los recorridos y los puntos sin él.',
    loadFailed: 'No se han podido cargar los datos del mapa',
    truck: (plate: string) => `Camión ${plate}`,
    positions: (count: number) => `${formatNumber(count)} posiciones`,
    driver: 'Conductor',
    lastPosition: 'Última posición',
    lastPickup: 'Última recogida',
    never: 'nunca',
    litresLastYear: 'Litros en los últimos 365 días',
    direction: (name: string) => `Dirección de servicio ${name}`,
  },
  export: {
    button: 'Exportar',
    running: (percent: number | null) =>
      percent === null ? 'Exportando…' : `Exportando… ${formatNumber(percent)} %`,
    done: (name: string) => `Descargado ${name}`,
    failed: 'No se ha podido exportar',
  },
} as const;

/** A noun opening a sentence: 'cliente' → 'Cliente'; acronyms ('NIF') stay as they are. */
function capitalized(noun: string): string {
  return noun.charAt(0).toUpperCase() + noun.slice(1);
}
