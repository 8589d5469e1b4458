/** Spanish UI texts shared by generic components. Screen titles and labels live in screens.config.ts. */
export const texts = {
  appName: 'Portal Clientes',
  pending: {
    heading: 'Pantalla en construcción',
    body: (issue: number) => `Esta pantalla aún no está disponible; se construye en la tarea #${issue}.`,
  },
  signInFailed: {
    heading: 'No se ha podido iniciar sesión',
    body: 'El servicio de identificación no responde. Inténtelo de nuevo en unos minutos.',
    retry: 'Reintentar',
  },
  profile: {
    // Starts with the visible initials so the accessible name contains what the button shows.
    button: (fullName: string, initials: string) => `${initials}: perfil de ${fullName}`,
    changePassword: 'Cambiar contraseña',
    signOut: 'Cerrar sesión',
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
  },
  changeClient: {
    title: 'Cambio de cliente',
    client: 'Cliente',
    digitalizedClient: 'Cliente digitalizado',
    placeholder: 'Buscar cliente',
    nothingFound: 'Ningún cliente coincide',
    go: 'Ir al cliente',
    close: 'Cerrar',
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
} as const;
