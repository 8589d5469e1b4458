/**
 * GET /requestpermissions: the non-admin read of the request permission lists. Each user learns
 * only whether they themselves may raise incidence and service requests, it follows the lists the
 * administrators edit, and it agrees with what the create operations allow.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RequestPermissionsResponse } from '../../server/generated/requests/requests.zod';
import type { DemoEmail } from '../../server/seed/demoAccounts';
import { createTestApi, type TestApi } from '../../server/testing/testApi';
import { expectStatus, ok } from './support/http';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ tickets: 100 });
}, 120_000);
afterAll(() => api?.close());

const permissionsOf = async (email: DemoEmail) =>
  ok(await api.as(email).GET('/requestpermissions'), RequestPermissionsResponse);

describe('GET /requestpermissions', () => {
  it("tells each user whether they are on each list (the seed's lists)", async () => {
    expect(await permissionsOf('cliente@demo.es')).toEqual({ incidencias: true, servicios: false });
    expect(await permissionsOf('gestor@demo.es')).toEqual({ incidencias: true, servicios: true });
    expect(await permissionsOf('regenera@demo.es')).toEqual({ incidencias: false, servicios: true });
    // Being an administrator does not put anyone on a list.
    expect(await permissionsOf('admin@demo.es')).toEqual({ incidencias: false, servicios: false });
  });

  it('follows the lists the administrators edit', async () => {
    const oid = api.summary.accounts['digital@demo.es'].oid;
    expect(await permissionsOf('digital@demo.es')).toEqual({ incidencias: false, servicios: false });
    expect(
      (
        await api
          .as('admin@demo.es')
          .POST('/admin/insertservicerequestpermision', { params: { query: { oid } } })
      ).status,
    ).toBe(200);
    expect(await permissionsOf('digital@demo.es')).toEqual({ incidencias: false, servicios: true });
    expect(
      (
        await api
          .as('admin@demo.es')
          .DELETE('/admin/deleteservicerequestpermision', { params: { query: { oid } } })
      ).status,
    ).toBe(200);
    expect(await permissionsOf('digital@demo.es')).toEqual({ incidencias: false, servicios: false });
  });

  it('agrees with the create operation: a user off the list is refused', async () => {
    const hoteles = (await (await api.as('cliente@demo.es').GET('/getClients')).json()) as {
      items: { client: string }[];
    };
    const clientName = hoteles.items[0]?.client as string;
    expect((await permissionsOf('cliente@demo.es')).servicios).toBe(false);
    await expectStatus(
      await api.as('cliente@demo.es').POST('/servicerequest', {
        body: { clientName, tipoServicio: 'Recogida', descripcion: 'Una recogida extra.' },
      }),
      403,
    );
  });

  it('needs a signed-in user', async () => {
    await expectStatus(await api.as(null).GET('/requestpermissions'), 401);
  });
});
