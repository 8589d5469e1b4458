/** Spanish texts of the profile side panel (spec section 2, verbatim where the spec gives them). */
export const profileTexts = {
  myProfile: 'Mi perfil',
  seeMyProfile: 'Ver mi perfil',
  seeNotifications: 'Ver notificaciones',
  showProfile: 'Mostrar mi perfil',
  showNotifications: 'Mostrar las notificaciones',
  close: 'Cerrar el panel',
  company: 'Empresa',
  email: 'Correo electrónico',
} as const;
