/**
 * The Spanish texts of the send-by-mail dialog, kept with their code: the shared ones
 * (src/lib/texts.ts) load with the portal's first screen, these only with the screens that show
 * them.
 */
export const mailTexts = {
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
  /** The confirmation's line: who the message went to. */
  sentTo: (to: readonly string[], cc: readonly string[]) =>
    `Para: ${to.join(', ')}${cc.length > 0 ? `. CC: ${cc.join(', ')}` : ''}.`,
  failed: 'No se ha podido enviar el correo',
};
