/**
 * Where a notification leads, from screens.config.ts and the access policy: the request's detail in
 * the actions screen, the service in the selected client's services list, the client configuration
 * for administrators, nothing for process errors or for a screen the user may not open.
 */
import { describe, expect, it } from 'vitest';
import { screens } from '../../screens.config';
import type { Notificacion } from '../../src/api/generated/model';
import type { AccessContext } from '../../src/language/access';
import { notificationTarget } from '../../src/shell/notificationTargets';

type Shown = Pick<Notificacion, 'type' | 'requestId' | 'referencia'>;

const notification = (type: Notificacion['type'], extra: Partial<Shown> = {}): Shown => ({
  type,
  requestId: null,
  referencia: null,
  ...extra,
});

const normal: AccessContext = {
  role: 0,
  selection: { client: { regenera: false }, digitalizedState: false },
};
const regenera: AccessContext = {
  role: 3,
  selection: { client: { regenera: true }, digitalizedState: false },
};
const digitalized: AccessContext = {
  role: 3,
  selection: { client: { regenera: false }, digitalizedState: true },
};
const admin: AccessContext = { ...normal, role: 1 };

describe('notification targets', () => {
  it("a request's change opens its detail in the actions tab that lists that kind of request", () => {
    expect(
      notificationTarget(notification('IncidenceRequest', { requestId: 1532 }), screens, normal),
    ).toEqual({
      to: '/actions?tab=incidencias&detalle=1532',
      label: 'Ver la incidencia 1532',
    });
    expect(notificationTarget(notification('ServiceRequest', { requestId: 87 }), screens, regenera)).toEqual({
      to: '/actions?tab=servicios&detalle=87',
      label: 'Ver la solicitud de servicio 87',
    });
    // Without the request (written before notifications named it) there is nothing to open.
    expect(notificationTarget(notification('IncidenceRequest'), screens, normal)).toBeNull();
    // A digitalized client has no actions screen.
    expect(
      notificationTarget(notification('IncidenceRequest', { requestId: 1 }), screens, digitalized),
    ).toBeNull();
  });

  it('a service without invoice opens the services list the client navigates to, searching its referencia', () => {
    const unbilled = notification('ServiceWithoutInvoice', { referencia: 'SRV-2025-004512' });
    expect(notificationTarget(unbilled, screens, normal)).toEqual({
      to: '/services?queryText=SRV-2025-004512',
      label: 'Ver el servicio SRV-2025-004512',
    });
    expect(notificationTarget(unbilled, screens, regenera)?.to).toBe(
      '/services-regenera?queryText=SRV-2025-004512',
    );
    expect(notificationTarget(unbilled, screens, digitalized)?.to).toBe(
      '/digitalized/dservices?queryText=SRV-2025-004512',
    );
    // A client menu without the services link: nowhere to go.
    expect(
      notificationTarget(unbilled, screens, { ...normal, menuEntries: ['contacts', 'files'] }),
    ).toBeNull();
  });

  it("a template creation opens the administration's client configuration, for administrators only", () => {
    const created = notification('ClientTemplateCreation');
    expect(notificationTarget(created, screens, admin)).toEqual({
      to: '/administration/admin-dashboard?tab=configuracion',
      label: 'Ver la configuración del cliente',
    });
    expect(notificationTarget(created, screens, normal)).toBeNull();
  });

  it('a process error leads nowhere', () => {
    expect(notificationTarget(notification('ERROR'), screens, admin)).toBeNull();
  });
});
