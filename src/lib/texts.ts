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
  /** A select whose options are still on their way (src/components/Select.tsx `loading`). */
  choices: {
    loading: 'Cargando las opciones…',
  },
  /**
   * The config language's default label of a row's delete and the yes and no of a true/false cell;
   * the lists' own texts load with them (src/features/grid/listTexts.ts).
   */
  grid: {
    deleteRow: 'Eliminar',
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
  /** A document on its way down. */
  records: {
    downloading: 'Descargando Fichero',
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
      inFavour: (amount: string) => `${amount} a su favor`,
      failed: 'No se ha podido saber qué está pendiente',
    },
  },
} as const;

/** A noun opening a sentence: 'cliente' → 'Cliente'; acronyms ('NIF') stay as they are. */
function capitalized(noun: string): string {
  return noun.charAt(0).toUpperCase() + noun.slice(1);
}
