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
    intro: 'Escriba el correo electrónico de su cuenta y le enviaremos un código de verificación.',
    email: 'Correo electrónico',
    sendCode: 'Enviar código de verificación',
    codeSent:
      'Se ha enviado un código de verificación a su bandeja de entrada. Cópielo en el cuadro de entrada siguiente.',
    code: 'Código de verificación',
    codeHint: 'El código tiene 6 cifras y caduca a los 10 minutos.',
    verifyCode: 'Comprobar código',
    sendNewCode: 'Enviar nuevo código',
    changeEmail: 'Cambiar correo electrónico',
    verified: 'Se ha comprobado su correo electrónico. Escriba la contraseña nueva.',
    password: 'Nueva contraseña',
    confirmation: 'Confirmar nueva contraseña',
    rules: 'Entre 8 y 64 caracteres, con letras y números.',
    submit: 'Cambiar contraseña',
    cancel: 'Cancelar',
    missingEmail: 'Escriba su correo electrónico.',
    missingCode: 'Escriba el código de verificación.',
    wrongCode:
      'El código de verificación no coincide con el que le hemos enviado. Inténtelo de nuevo o solicite un código nuevo.',
    expiredCode: 'El código de verificación ha caducado. Solicite un código nuevo.',
    exhaustedCode: 'Ha superado el número de intentos con este código. Solicite un código nuevo.',
    notVerified: 'Compruebe primero su correo electrónico con el código de verificación.',
    inactive: 'Su cuenta está desactivada. Póngase en contacto con el administrador del portal.',
    passwordLength: 'La contraseña debe tener entre 8 y 64 caracteres.',
    passwordComposition: 'La contraseña debe contener letras y números.',
    passwordMismatch: 'Las contraseñas no coinciden.',
  },
  invitation: {
    title: 'Active su cuenta',
    intro: (name: string) =>
      `Hola, ${name}. Cree la contraseña con la que iniciará sesión en Portal Clientes.`,
    email: 'Correo electrónico',
    password: 'Nueva contraseña',
    confirmation: 'Confirmar nueva contraseña',
    rules: 'Entre 8 y 64 caracteres, con letras y números.',
    submit: 'Crear contraseña',
    doneTitle: 'Contraseña creada',
    done: 'Su cuenta está activa. Ya puede iniciar sesión con su correo electrónico y la contraseña que acaba de crear.',
    signIn: 'Iniciar sesión en Portal Clientes',
    invalidTitle: 'La invitación no es válida',
    invalid:
      'El enlace de la invitación ha caducado o ya se ha usado. Pida al administrador del portal que le envíe una invitación nueva.',
    inactive: 'Su cuenta está desactivada. Póngase en contacto con el administrador del portal.',
  },
  invitationMail: {
    subject: 'Invitación a Portal Clientes',
    body: (model: { givenName: string; empresa: string; email: string; link: string; until: string }) =>
      `Hola, ${model.givenName}:\n\nSe le ha dado acceso a Portal Clientes${model.empresa ? ` para ${model.empresa}` : ''}. Para activar su cuenta, cree su contraseña en esta página:\n\n${model.link}\n\nEl enlace sirve una sola vez y caduca el ${model.until}. Después inicie sesión con su correo (${model.email}) y esa contraseña.\n\nSi no esperaba esta invitación, ignore este mensaje.\n\nUn saludo.`,
  },
  resetMail: {
    subject: 'Código de verificación de Portal Clientes',
    body: (code: string, minutes: number) =>
      `Hola:\n\nSu código de verificación para restablecer la contraseña de Portal Clientes es:\n\n${code}\n\nEl código caduca a los ${minutes} minutos. Si no ha pedido restablecer la contraseña, ignore este mensaje: su contraseña no cambia.\n\nUn saludo.`,
  },
  tooManyAttempts: (seconds: number) =>
    `Demasiados intentos fallidos. Espere ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'} y vuelva a intentarlo.`,
  tooManyRequests: (seconds: number) =>
    `Demasiadas solicitudes. Espere ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'} y vuelva a intentarlo.`,
  rateLimited: { title: 'Demasiadas solicitudes' },
  busy: {
    title: 'Servicio ocupado',
    message:
      'Hay demasiadas solicitudes de inicio de sesión en este momento. Espere unos minutos y vuelva a intentarlo.',
  },
  tooLarge: 'La solicitud es demasiado grande.',
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
