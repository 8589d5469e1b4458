/**
 * How each notification type shows in the profile panel (docs/product-rules.md#notifications). It
 * loads with the panel; where a notification leads and who loads which are in notificationTarget.ts
 * and useProfileNotifications.ts, which the header loads.
 */
import type { Notificacion } from '../../api/generated/model';
import { formatNumber } from '../../lib/format';

export const notificationSkeletonCount = 6;

/** The side panel animates in 200 ms (docs/product-rules.md#look). */
export const profilePanelTransitionMs = 200;

export const notificationTexts = {
  title: 'Notificaciones',
  titleWithNew: (nuevas: number) =>
    `Notificaciones (${nuevas === 1 ? '1 nueva' : `${formatNumber(nuevas)} nuevas`})`,
  error: 'Error',
  serviceIncidence: 'Incidencia de servicio',
  stateChanged: 'Ha cambiado el estado a',
  withoutInvoice: 'Sin factura',
  referencia: 'Referencia: ',
  templateCreation: 'Plantilla de cliente',
  newBadge: 'Nueva',
  empty: 'No tiene notificaciones.',
  loading: 'Cargando notificaciones',
  failed: 'No se han podido cargar las notificaciones.',
  retry: 'Reintentar',
} as const;

/** The request states a notification may carry, in Spanish. */
const requestStatusLabels: Record<NonNullable<Notificacion['status']>, string> = {
  opened: 'Abierta',
  inprocess: 'En proceso',
  closed: 'Cerrada',
  indemand: 'En demanda',
};

export interface NotificationDisplay {
  title: string;
  /** The line under the message, if the type has one. */
  footer: string | null;
  /** ERROR notifications stand out. */
  highlighted: boolean;
}

export function notificationDisplay(
  notification: Pick<Notificacion, 'type' | 'status' | 'referencia'>,
): NotificationDisplay {
  switch (notification.type) {
    case 'ERROR':
      return { title: notificationTexts.error, footer: null, highlighted: true };
    case 'IncidenceRequest':
    case 'ServiceRequest': {
      const status = notification.status ? requestStatusLabels[notification.status] : null;
      return {
        title: notificationTexts.serviceIncidence,
        footer: status ? `${notificationTexts.stateChanged} ${status}` : null,
        highlighted: false,
      };
    }
    case 'ServiceWithoutInvoice':
      return {
        title: notificationTexts.withoutInvoice,
        footer: `${notificationTexts.referencia}${notification.referencia ?? ''}`,
        highlighted: false,
      };
    case 'ClientTemplateCreation':
      // Not shown by the spec: ours names what happened; the message says for which client.
      return { title: notificationTexts.templateCreation, footer: null, highlighted: false };
  }
}

/** The panel title: 'Notificaciones', plus ' (N nuevas)' when any are new. */
export function notificationsTitle(nuevas: number | undefined): string {
  return nuevas && nuevas > 0 ? notificationTexts.titleWithNew(nuevas) : notificationTexts.title;
}

const dateFormat = new Intl.DateTimeFormat('es-ES', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** es-ES date and time of a notification, e.g. '05/03/2025, 10:05'. */
export function formatNotificationDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}
