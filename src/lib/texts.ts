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
    button: (fullName: string) => `Perfil de ${fullName}`,
    changePassword: 'Cambiar contraseña',
    signOut: 'Cerrar sesión',
  },
  notFound: {
    heading: 'Página no encontrada',
    body: 'La dirección que ha abierto no existe en el portal.',
    home: 'Ir al inicio',
  },
} as const;
