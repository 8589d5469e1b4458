/** Spanish texts of the profile side panel (docs/product-rules.md#notifications). */
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
