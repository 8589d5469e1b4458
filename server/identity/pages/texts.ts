/** Every text the identity provider's pages show, in one place. */
export const texts = {
  brand: 'Portal Clientes',
  signIn: {
    title: 'Iniciar sesión',
    intro: 'Inicie sesión con su correo electrónico y su contraseña.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    forgot: '¿Olvidó su contraseña?',
    cancel: 'Cancelar',
    wrongCredentials: 'Correo electrónico o contraseña incorrectos.',
    inactive: 'Su cuenta está desactivada. Póngase en contacto con el administrador del portal.',
    missingFields: 'Escriba su correo electrónico y su contraseña.',
  },
  reset: {
    title: 'Restablecer la contraseña',
    intro: 'Escriba su correo electrónico y la contraseña nueva.',
    email: 'Correo electrónico',
    password: 'Nueva contraseña',
    confirmation: 'Confirmar nueva contraseña',
    rules: 'Entre 8 y 64 caracteres, con letras y números.',
    submit: 'Cambiar contraseña',
    cancel: 'Cancelar',
    missingEmail: 'Escriba su correo electrónico.',
    unknownEmail: 'No se ha encontrado ninguna cuenta con ese correo electrónico.',
    inactive: 'Su cuenta está desactivada. Póngase en contacto con el administrador del portal.',
    passwordLength: 'La contraseña debe tener entre 8 y 64 caracteres.',
    passwordComposition: 'La contraseña debe contener letras y números.',
    passwordMismatch: 'Las contraseñas no coinciden.',
  },
  tooManyAttempts: (seconds: number) =>
    `Demasiados intentos fallidos. Espere ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'} y vuelva a intentarlo.`,
  expired: {
    title: 'La solicitud ha caducado',
    message:
      'La página de inicio de sesión ha caducado o ya se ha utilizado. Vuelva al portal e inténtelo de nuevo.',
  },
  error: {
    title: 'No se ha podido completar la solicitud',
    message:
      'Se ha producido un error al procesar la solicitud de inicio de sesión. Vuelva al portal e inténtelo de nuevo.',
    details: 'Detalles técnicos',
  },
  logout: {
    title: 'Cerrando sesión',
    message: 'Cerrando la sesión…',
    submit: 'Cerrar sesión',
    doneTitle: 'Sesión cerrada',
    done: 'Ha cerrado la sesión. Ya puede cerrar esta ventana.',
  },
} as const;
