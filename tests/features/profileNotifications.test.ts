/** How each notification type shows and who loads them as admin (docs/product-rules.md#notifications). */
import { describe, expect, it } from 'vitest';
import {
  formatNotificationDate,
  notificationDisplay,
  notificationSkeletonCount,
  notificationsTitle,
  profilePanelTransitionMs,
} from '../../src/features/profile/notificationDisplay';
import { loadsNotificationsAsAdmin } from '../../src/features/profile/useProfileNotifications';

describe('notification display', () => {
  it("titles ERROR 'Error' and highlights it", () => {
    expect(notificationDisplay({ type: 'ERROR', status: null, referencia: null })).toEqual({
      title: 'Error',
      footer: null,
      highlighted: true,
    });
  });

  it("titles IncidenceRequest and ServiceRequest 'Incidencia de servicio' with the new state in the footer", () => {
    for (const type of ['IncidenceRequest', 'ServiceRequest'] as const) {
      expect(notificationDisplay({ type, status: 'closed', referencia: null })).toEqual({
        title: 'Incidencia de servicio',
        footer: 'Ha cambiado el estado a Cerrada',
        highlighted: false,
      });
    }
    expect(
      notificationDisplay({ type: 'ServiceRequest', status: 'inprocess', referencia: null }).footer,
    ).toBe('Ha cambiado el estado a En proceso');
  });

  it("titles ServiceWithoutInvoice 'Sin factura' with 'Referencia: ' and the referencia", () => {
    expect(
      notificationDisplay({ type: 'ServiceWithoutInvoice', status: null, referencia: 'SRV-2026-000001' }),
    ).toEqual({ title: 'Sin factura', footer: 'Referencia: SRV-2026-000001', highlighted: false });
  });

  it("shows ClientTemplateCreation as 'Plantilla de cliente' (our display: the spec shows none)", () => {
    expect(
      notificationDisplay({ type: 'ClientTemplateCreation', status: null, referencia: null }).title,
    ).toBe('Plantilla de cliente');
  });

  it("titles the panel 'Notificaciones', adding ' (N nuevas)' only when some are new", () => {
    expect(notificationsTitle(undefined)).toBe('Notificaciones');
    expect(notificationsTitle(0)).toBe('Notificaciones');
    expect(notificationsTitle(3)).toBe('Notificaciones (3 nuevas)');
  });

  it('loads as admin for role 2 only (role 1 is not named by the spec: it loads like a client)', () => {
    expect(loadsNotificationsAsAdmin(2)).toBe(true);
    expect([0, 1, 3].map(loadsNotificationsAsAdmin)).toEqual([false, false, false]);
  });

  it('shows 6 skeletons while loading and animates the panel in 200 ms', () => {
    expect(notificationSkeletonCount).toBe(6);
    expect(profilePanelTransitionMs).toBe(200);
  });

  it('writes dates the es-ES way', () => {
    expect(formatNotificationDate('2025-03-05T09:05:00Z')).toMatch(/^05\/03\/2025, \d{2}:05$/);
  });
});
