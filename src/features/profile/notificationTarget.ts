/** Where a notification leads (a screen of the portal) and the link's text, which the shell works out. */
export interface NotificationTarget {
  to: string;
  label: string;
}

/** The links' texts: the shell words them as it finds where each notification leads. */
export const notificationTargetTexts = {
  openIncidence: (id: number) => `Ver la incidencia ${id}`,
  openServiceRequest: (id: number) => `Ver la solicitud de servicio ${id}`,
  openService: (referencia: string) => `Ver el servicio ${referencia}`,
  openClientConfig: 'Ver la configuración del cliente',
} as const;
