/**
 * Administration of users and permissions: the identity users list and search, creating,
 * registering, updating and deleting users, their client and center permissions in both variants,
 * and who may raise incidence and service requests. Every write is read back from the database.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminLogs,
  centerAccess,
  centers,
  outbox,
  requestPermissions,
  userClients,
  users,
} from '../../server/db/schema';
import {
  AdminDeletePermisionsResponse,
  AdminGetIncidenceRequestPermisionsResponse,
  AdminGetServiceRequestPermisionsResponse,
  AdminInsertIdenceRequestPermisionResponse,
  AdminInsertPermisionsResponse,
  AdminPermisionsResponse,
  AdminUpdatePermisionsResponse,
  AdminUserPermisionsDigitalizedResponse,
  AdminUserPermisionsResponse,
  CreateUserB2CResponse,
  DeleteUserResponse,
  GetUsersB2CResponse,
  GetUsersResponse,
  RegisterUserB2CResponse,
  UpdateUserResponse,
} from '../../server/generated/admin/admin.zod';
import { demoAccounts } from '../../server/seed/demoAccounts';
import { createTestApi, signAccessToken, type TestApi } from '../../server/testing/testApi';
import type { JsonBody } from '../../server/testing/typedClient';
import { expectStatus, ok, present } from './support/http';
import { oidOf, seedClient } from './support/seed';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ tickets: 200 });
}, 120_000);
afterAll(() => api?.close());

const asAdmin = () => api.as('admin@demo.es');

const clientId = (name: string) => seedClient(api, name).clientId;

let created = 0;
/** A new user without permissions: created for a client, whose access is then taken away. */
async function newUser(overrides: Partial<JsonBody<'post', '/createUserB2C'>> = {}) {
  created += 1;
  const user = await ok(
    await asAdmin().POST('/createUserB2C', {
      body: {
        email: `nuevo${created}@cliente.es`,
        givenName: 'Nuevo',
        familyName: `Usuario ${created}`,
        role: 0,
        clientId: clientId('Hoteles Costa Azul S.L.'),
        ...overrides,
      },
    }),
    CreateUserB2CResponse,
  );
  expect((await asAdmin().DELETE('/admin/permisions', { params: { query: { oid: user.oid } } })).status).toBe(
    200,
  );
  return user;
}

const unknownOid = '0b9e2f4a-1c3d-4e5f-8a7b-6c5d4e3f2a10';

describe('GET /getUsersB2C', () => {
  it('pages every identity user by e-mail, counting them all', async () => {
    const [total] = await api.db.select({ n: count() }).from(users);
    const first = await ok(
      await asAdmin().GET('/getUsersB2C', { params: { query: { take: 5 } } }),
      GetUsersB2CResponse,
    );
    const second = await ok(
      await asAdmin().GET('/getUsersB2C', { params: { query: { take: 5, skip: 5 } } }),
      GetUsersB2CResponse,
    );
    expect(first.total).toBe(total?.n);
    expect(first.items).toHaveLength(5);
    const ordered = await api.db
      .select({ email: users.email })
      .from(users)
      .orderBy(asc(users.email))
      .limit(10);
    expect([...first.items, ...second.items].map((u) => u.email)).toEqual(ordered.map((u) => u.email));
  });

  it('filters by text over e-mail, names and company, and sorts by a field', async () => {
    const byCompany = await ok(
      await asAdmin().GET('/getUsersB2C', { params: { query: { filterText: 'cárnicas' } } }),
      GetUsersB2CResponse,
    );
    expect(byCompany.total).toBeGreaterThan(0);
    expect(byCompany.items.every((u) => /cárnicas|carnicas/i.test(`${u.email} ${u.empresa}`))).toBe(true);
    const byName = await ok(
      await asAdmin().GET('/getUsersB2C', { params: { query: { filterText: 'serrano' } } }),
      GetUsersB2CResponse,
    );
    expect(byName.items.map((u) => u.email)).toEqual(['admin@demo.es']);
    const byFamilyName = await ok(
      await asAdmin().GET('/getUsersB2C', {
        params: { query: { orderByField: 'familyName', orderBy: 'desc' } },
      }),
      GetUsersB2CResponse,
    );
    const expected = await api.db
      .select({ oid: users.oid })
      .from(users)
      .orderBy(asc(users.familyName), asc(users.oid));
    expect(byFamilyName.items.map((u) => u.oid)).toEqual(expected.map((u) => u.oid).reverse());
    await expectStatus(
      // @ts-expect-error: passwordHash is not a field of Usuario (the contract closes the set; the server must refuse it too)
      await asAdmin().GET('/getUsersB2C', { params: { query: { orderByField: 'passwordHash' } } }),
      400,
      'orderByField',
    );
  });
});

describe('GET /getUsers', () => {
  it('finds users by text, at most 50, counting every match', async () => {
    const demo = await ok(
      await asAdmin().GET('/getUsers', { params: { query: { text: 'DEMO.ES' } } }),
      GetUsersResponse,
    );
    expect(demo.items.map((u) => u.email)).toEqual(demoAccounts.map((a) => a.email).sort());
    expect(demo.total).toBe(demoAccounts.length);

    await api.db.insert(users).values(
      Array.from({ length: 55 }, (_, i) => ({
        oid: `7e57a000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        email: `masivo${String(i).padStart(2, '0')}@carga.es`,
        givenName: 'Carga',
        familyName: 'Masiva',
        empresa: 'Carga Masiva S.A.',
      })),
    );
    const many = await ok(
      await asAdmin().GET('/getUsers', { params: { query: { text: 'carga.es' } } }),
      GetUsersResponse,
    );
    expect(many.total).toBe(55);
    expect(many.items).toHaveLength(50);
    expect(many.items[0]?.email).toBe('masivo00@carga.es');
    await expectStatus(await asAdmin().GET('/getUsers', { params: { query: { text: '' } } }), 400, 'text');
  });
});

describe('POST /createUserB2C', () => {
  it('creates an invited user of a client, with access to the chosen center and no password, and mails the link', async () => {
    const hotels = seedClient(api, 'Hoteles Costa Azul S.L.');
    const [center] = hotels.centerIds;
    const response = await asAdmin().POST('/createUserB2C', {
      body: {
        email: 'Ana.Perez@Hotelescostaazul.es',
        givenName: 'Ana',
        familyName: 'Pérez Gil',
        role: 3,
        clientId: hotels.clientId,
        centerIds: [present(center)],
      },
    });
    expect(response.status).toBe(200);
    const user = CreateUserB2CResponse.parse(await response.json());
    expect(user).toMatchObject({
      email: 'ana.perez@hotelescostaazul.es',
      role: 3,
      empresa: 'Hoteles Costa Azul S.L.',
      activo: true,
      estado: 'invitado',
      invitable: true,
      ultimoAcceso: null,
    });
    const [row] = await api.db.select().from(users).where(eq(users.oid, user.oid));
    expect(row).toMatchObject({ registrado: true, activo: true, passwordHash: null });
    const access = await api.db.select().from(centerAccess).where(eq(centerAccess.oid, user.oid));
    expect(access.map((a) => a.centerId)).toEqual([center]);
    // The invitation: one mail to the user with a one-time link to the provider's page.
    const mail = await api.db
      .select()
      .from(outbox)
      .where(sql`${'ana.perez@hotelescostaazul.es'} = any(${outbox.toAddresses})`);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe('Invitación a Portal Clientes');
    expect(mail[0]?.body).toMatch(
      /https:\/\/localhost:5443\/portalclientes\/b2c_1_signin\/invitation\/[A-Za-z0-9_-]{43}/,
    );
    const logged = await api.db.select().from(adminLogs).where(eq(adminLogs.accion, 'Alta de usuario'));
    expect(logged.some((l) => l.detalle?.includes('ana.perez@hotelescostaazul.es'))).toBe(true);
  });

  it('refuses an e-mail that already exists, whatever the case, as a conflict (409)', async () => {
    const body = await expectStatus(
      await asAdmin().POST('/createUserB2C', {
        body: {
          email: 'CLIENTE@demo.es',
          givenName: 'X',
          familyName: 'Y',
          role: 0,
          clientId: clientId('Hoteles Costa Azul S.L.'),
        },
      }),
      409,
      'email',
    );
    expect(body).toMatchObject({
      code: 'CONFLICT',
      message: 'Ya existe un usuario con el correo cliente@demo.es.',
    });
  });
});

describe('POST /registerUserB2C', () => {
  it('registers an identity user not yet in the portal, once', async () => {
    const body: JsonBody<'post', '/registerUserB2C'> = {
      email: 'sergio.campos@carnicasdelsur.es',
      role: 0,
      empresa: 'Industrias Cárnicas del Sur S.L.',
    };
    const [before] = await api.db.select().from(users).where(eq(users.email, body.email));
    expect(before?.registrado).toBe(false);
    const registered = await ok(await asAdmin().POST('/registerUserB2C', { body }), RegisterUserB2CResponse);
    expect(registered).toMatchObject({ oid: before?.oid, email: body.email, role: 0 });
    const [after] = await api.db
      .select()
      .from(users)
      .where(eq(users.oid, before?.oid ?? ''));
    expect(after?.registrado).toBe(true);
    // Registering the same user twice is a conflict with what is stored.
    const again = await expectStatus(await asAdmin().POST('/registerUserB2C', { body }), 409, 'email');
    expect(again.code).toBe('CONFLICT');
  });

  it('looks the user up by oid first; unknown users are 404', async () => {
    await expectStatus(
      await asAdmin().POST('/registerUserB2C', {
        body: {
          email: 'cliente@demo.es',
          oid: oidOf('gestor@demo.es'),
          role: 0,
          empresa: 'X',
        },
      }),
      400,
      'email',
    );
    await expectStatus(
      await asAdmin().POST('/registerUserB2C', {
        body: { email: 'nadie@ninguna.es', role: 0, empresa: 'X' },
      }),
      404,
    );
    await expectStatus(
      await asAdmin().POST('/registerUserB2C', {
        body: {
          email: 'nadie@ninguna.es',
          oid: unknownOid,
          role: 0,
          empresa: 'X',
        },
      }),
      404,
    );
  });
});

describe('POST /updateUser', () => {
  it('updates names, company, role and active flag', async () => {
    const user = await newUser();
    const updated = await ok(
      await asAdmin().POST('/updateUser', {
        body: {
          oid: user.oid,
          givenName: 'Renombrado',
          familyName: 'Apellido Nuevo',
          empresa: 'Otra Empresa S.L.',
          role: 3,
          activo: false,
        },
      }),
      UpdateUserResponse,
    );
    expect(updated).toMatchObject({
      givenName: 'Renombrado',
      empresa: 'Otra Empresa S.L.',
      role: 3,
      activo: false,
    });
    const [row] = await api.db.select().from(users).where(eq(users.oid, user.oid));
    expect(row).toMatchObject({
      givenName: 'Renombrado',
      familyName: 'Apellido Nuevo',
      role: 3,
      activo: false,
    });
    // A deactivated user cannot use the API any more.
    const token = await signAccessToken({ oid: user.oid, email: user.email, role: 3 });
    const refused = await api.app.request('/getClients', { headers: { Authorization: `Bearer ${token}` } });
    await expectStatus(refused, 403);
  });

  it('refuses to demote or deactivate oneself, and answers 404 for an unknown user', async () => {
    const self = demoAccounts.find((a) => a.email === 'admin@demo.es');
    const base = {
      oid: present(self).oid,
      givenName: 'Elena',
      familyName: 'Serrano Blanco',
      empresa: 'Gestión Ambiental S.A.',
    };
    await expectStatus(
      await asAdmin().POST('/updateUser', { body: { ...base, role: 0, activo: true } }),
      400,
      'role',
    );
    await expectStatus(
      await asAdmin().POST('/updateUser', { body: { ...base, role: 1, activo: false } }),
      400,
      'activo',
    );
    await ok(
      await asAdmin().POST('/updateUser', { body: { ...base, role: 1, activo: true } }),
      UpdateUserResponse,
    );
    await expectStatus(
      await asAdmin().POST('/updateUser', { body: { ...base, oid: unknownOid, role: 0, activo: true } }),
      404,
    );
  });
});

describe('DELETE /deleteUser', () => {
  it('deletes the user with every permission', async () => {
    const user = await newUser();
    await ok(
      await asAdmin().POST('/admin/insertpermisions', {
        body: {
          oid: user.oid,
          clientIds: [clientId('Hoteles Costa Azul S.L.')],
          centerIds: [],
          digitalized: false,
        },
      }),
      AdminInsertPermisionsResponse,
    );
    await ok(
      await asAdmin().POST('/admin/insertpermisions', {
        body: {
          oid: user.oid,
          clientIds: [clientId('Supermercados Ebro S.L.')],
          digitalized: true,
          centerIds: [],
        },
      }),
      AdminInsertPermisionsResponse,
    );
    expect(
      (await asAdmin().POST('/admin/insertidencerequestpermision', { params: { query: { oid: user.oid } } }))
        .status,
    ).toBe(200);
    expect(
      (await asAdmin().POST('/admin/insertservicerequestpermision', { params: { query: { oid: user.oid } } }))
        .status,
    ).toBe(200);

    const deleted = await asAdmin().DELETE('/deleteUser', { params: { query: { oid: user.oid } } });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toMatchObject({ ok: true });
    expect(await api.db.select().from(users).where(eq(users.oid, user.oid))).toEqual([]);
    expect(await api.db.select().from(userClients).where(eq(userClients.oid, user.oid))).toEqual([]);
    expect(await api.db.select().from(centerAccess).where(eq(centerAccess.oid, user.oid))).toEqual([]);
    expect(
      await api.db.select().from(requestPermissions).where(eq(requestPermissions.oid, user.oid)),
    ).toEqual([]);
    await expectStatus(await asAdmin().DELETE('/deleteUser', { params: { query: { oid: user.oid } } }), 404);
  });

  it('refuses to delete oneself', async () => {
    await expectStatus(
      await asAdmin().DELETE('/deleteUser', { params: { query: { oid: oidOf('admin@demo.es') } } }),
      400,
      'oid',
    );
    expect(
      await api.db
        .select()
        .from(users)
        .where(eq(users.oid, oidOf('admin@demo.es'))),
    ).toHaveLength(1);
  });
});

describe('POST /admin/permisions', () => {
  it('lists one row per user, client and variant, with the user’s center records of that client', async () => {
    const page = await ok(
      await asAdmin().POST('/admin/permisions', { body: { oid: oidOf('cliente@demo.es') } }),
      AdminPermisionsResponse,
    );
    expect(page.total).toBe(2);
    expect(page.items.map((p) => p.client)).toEqual([
      'Hoteles Costa Azul S.L.',
      'Industrias Cárnicas del Sur S.L.',
    ]);
    const hotels = page.items[0];
    expect(hotels).toMatchObject({
      email: 'cliente@demo.es',
      nombre: 'Lucía Martín Ortega',
      digitalized: false,
    });
    expect(hotels?.centros.map((c) => c.centro)).toEqual(['Costa del Sol']);
    expect(page.items[1]?.centros).toEqual([]);

    const gestor = await ok(
      await asAdmin().POST('/admin/permisions', { body: { oid: oidOf('gestor@demo.es') } }),
      AdminPermisionsResponse,
    );
    expect(
      gestor.items
        .filter((p) => p.digitalized)
        .map((p) => p.client)
        .sort(),
    ).toEqual(['Construcciones Meseta S.A.', 'Supermercados Ebro S.L.'].sort());
  });

  it('filters by client and text, orders by e-mail and pages', async () => {
    const hotels = clientId('Hoteles Costa Azul S.L.');
    const byClient = await ok(
      await asAdmin().POST('/admin/permisions', { body: { clientId: hotels } }),
      AdminPermisionsResponse,
    );
    const [granted] = await api.db
      .select({ n: count() })
      .from(userClients)
      .where(eq(userClients.clientId, hotels));
    expect(byClient.total).toBe(granted?.n);
    expect(byClient.items.every((p) => p.clientId === hotels)).toBe(true);
    const emails = byClient.items.map((p) => p.email);
    expect(emails).toEqual([...emails].sort());

    const byText = await ok(
      await asAdmin().POST('/admin/permisions', { body: { filterText: 'EBRO' } }),
      AdminPermisionsResponse,
    );
    expect(byText.total).toBeGreaterThan(0);
    expect(
      byText.items.every((p) => p.client === 'Supermercados Ebro S.L.' || p.email.includes('ebro')),
    ).toBe(true);

    const all = await ok(await asAdmin().POST('/admin/permisions', { body: {} }), AdminPermisionsResponse);
    const [rows] = await api.db.select({ n: count() }).from(userClients);
    expect(all.total).toBe(rows?.n);
    const second = await ok(
      await asAdmin().POST('/admin/permisions', { body: { skip: 3, take: 3 } }),
      AdminPermisionsResponse,
    );
    expect(second.items).toEqual(all.items.slice(3, 6));
  });
});

describe('GET /admin/userpermisions(digitalized)', () => {
  it('returns a user’s clients and center records in each variant', async () => {
    const normal = await ok(
      await asAdmin().GET('/admin/userpermisions', {
        params: { query: { userOID: oidOf('cliente@demo.es') } },
      }),
      AdminUserPermisionsResponse,
    );
    expect(normal).toMatchObject({
      oid: oidOf('cliente@demo.es'),
      email: 'cliente@demo.es',
      digitalized: false,
    });
    expect(normal.clientes.map((c) => c.client)).toEqual([
      'Hoteles Costa Azul S.L.',
      'Industrias Cárnicas del Sur S.L.',
    ]);
    expect(normal.clientes.every((c) => typeof c.cif === 'string')).toBe(true);
    expect(normal.centros.map((c) => c.centro)).toEqual(['Costa del Sol']);

    const digital = await ok(
      await asAdmin().GET('/admin/userpermisionsdigitalized', {
        params: { query: { userOID: oidOf('digital@demo.es') } },
      }),
      AdminUserPermisionsDigitalizedResponse,
    );
    expect(digital.digitalized).toBe(true);
    expect(digital.clientes.map((c) => c.client)).toEqual([
      'Clínicas Dentales Sonrisa S.L.',
      'Construcciones Meseta S.A.',
      'Supermercados Ebro S.L.',
    ]);
    const none = await ok(
      await asAdmin().GET('/admin/userpermisionsdigitalized', {
        params: { query: { userOID: oidOf('cliente@demo.es') } },
      }),
      AdminUserPermisionsDigitalizedResponse,
    );
    expect(none).toMatchObject({ clientes: [], centros: [] });
    await expectStatus(
      await asAdmin().GET('/admin/userpermisions', { params: { query: { userOID: unknownOid } } }),
      404,
    );
  });
});

describe('POST /admin/insertpermisions and /admin/updatepermisions', () => {
  it('adds clients and centers, keeping what the user had; a client without centers grants them all', async () => {
    const user = await newUser();
    const hotels = clientId('Hoteles Costa Azul S.L.');
    const talleres = clientId('Talleres Mecánicos Norte S.A.');
    const [hotelCenter] = await api.db
      .select()
      .from(centers)
      .where(and(eq(centers.clientId, hotels), eq(centers.nivel, 1)))
      .limit(1);
    const first = await ok(
      await asAdmin().POST('/admin/insertpermisions', {
        body: {
          oid: user.oid,
          clientIds: [hotels],
          centerIds: [present(hotelCenter).centerId],
          digitalized: false,
        },
      }),
      AdminInsertPermisionsResponse,
    );
    expect(first.clientes.map((c) => c.clientId)).toEqual([hotels]);
    expect(first.centros.map((c) => c.centerId)).toEqual([hotelCenter?.centerId]);

    const second = await ok(
      await asAdmin().POST('/admin/insertpermisions', {
        body: {
          oid: user.oid,
          clientIds: [talleres, hotels],
          centerIds: [],
          digitalized: false,
        },
      }),
      AdminInsertPermisionsResponse,
    );
    const talleresCenters = await api.db
      .select({ id: centers.centerId })
      .from(centers)
      .where(eq(centers.clientId, talleres));
    const hotelsCenters = await api.db
      .select({ id: centers.centerId })
      .from(centers)
      .where(eq(centers.clientId, hotels));
    expect(second.clientes.map((c) => c.clientId).sort()).toEqual([hotels, talleres].sort());
    // Every center of both clients now has a record, the earlier one kept (not duplicated).
    expect(second.centros.map((c) => c.centerId).sort()).toEqual(
      [...talleresCenters, ...hotelsCenters].map((c) => c.id).sort(),
    );
    const records = await api.db.select().from(centerAccess).where(eq(centerAccess.oid, user.oid));
    expect(records).toHaveLength(talleresCenters.length + hotelsCenters.length);
    expect(records.every((r) => r.digitalized === false)).toBe(true);

    // Adding the same again changes nothing.
    const again = await ok(
      await asAdmin().POST('/admin/insertpermisions', {
        body: {
          oid: user.oid,
          clientIds: [hotels],
          centerIds: [present(hotelCenter).centerId],
          digitalized: false,
        },
      }),
      AdminInsertPermisionsResponse,
    );
    expect(again.centros).toHaveLength(records.length);
  });

  it('replaces one variant exactly, leaving the other', async () => {
    const user = await newUser();
    const hotels = clientId('Hoteles Costa Azul S.L.');
    const carnicas = clientId('Industrias Cárnicas del Sur S.L.');
    const ebro = clientId('Supermercados Ebro S.L.');
    await ok(
      await asAdmin().POST('/admin/insertpermisions', {
        body: { oid: user.oid, clientIds: [hotels], centerIds: [], digitalized: false },
      }),
      AdminInsertPermisionsResponse,
    );
    await ok(
      await asAdmin().POST('/admin/insertpermisions', {
        body: {
          oid: user.oid,
          clientIds: [ebro],
          digitalized: true,
          centerIds: [],
        },
      }),
      AdminInsertPermisionsResponse,
    );
    const [carnicasCenter] = await api.db
      .select()
      .from(centers)
      .where(and(eq(centers.clientId, carnicas), eq(centers.nivel, 1)))
      .limit(1);
    const replaced = await ok(
      await asAdmin().POST('/admin/updatepermisions', {
        body: {
          oid: user.oid,
          clientIds: [carnicas],
          centerIds: [present(carnicasCenter).centerId],
          digitalized: false,
        },
      }),
      AdminUpdatePermisionsResponse,
    );
    expect(replaced.clientes.map((c) => c.clientId)).toEqual([carnicas]);
    expect(replaced.centros.map((c) => c.centerId)).toEqual([carnicasCenter?.centerId]);
    const normal = await api.db
      .select()
      .from(userClients)
      .where(and(eq(userClients.oid, user.oid), eq(userClients.digitalized, false)));
    expect(normal.map((r) => r.clientId)).toEqual([carnicas]);
    const digital = await ok(
      await asAdmin().GET('/admin/userpermisionsdigitalized', { params: { query: { userOID: user.oid } } }),
      AdminUserPermisionsDigitalizedResponse,
    );
    expect(digital.clientes.map((c) => c.clientId)).toEqual([ebro]);
    expect(digital.centros.length).toBeGreaterThan(0);
  });

  it('refuses a center outside clientIds (400) and unknown users, clients or centers (404)', async () => {
    const user = await newUser();
    const hotels = clientId('Hoteles Costa Azul S.L.');
    const [foreign] = await api.db
      .select()
      .from(centers)
      .where(eq(centers.clientId, clientId('Talleres Mecánicos Norte S.A.')))
      .limit(1);
    for (const path of ['/admin/insertpermisions', '/admin/updatepermisions'] as const) {
      const grant = (body: Omit<JsonBody<'post', typeof path>, 'digitalized'>) =>
        asAdmin().POST(path, { body: { ...body, digitalized: false } });
      await expectStatus(
        await grant({ oid: user.oid, clientIds: [hotels], centerIds: [present(foreign).centerId] }),
        400,
        'centerIds',
      );
      await expectStatus(await grant({ oid: unknownOid, clientIds: [hotels], centerIds: [] }), 404);
      await expectStatus(await grant({ oid: user.oid, clientIds: [999999], centerIds: [] }), 404);
      await expectStatus(await grant({ oid: user.oid, clientIds: [hotels], centerIds: [999999] }), 404);
    }
    expect(await api.db.select().from(userClients).where(eq(userClients.oid, user.oid))).toEqual([]);
  });
});

describe('DELETE center access records and all permissions', () => {
  it('deletes one record of its variant only; the client permission stays', async () => {
    const user = await newUser();
    const hotels = clientId('Hoteles Costa Azul S.L.');
    const ebro = clientId('Supermercados Ebro S.L.');
    const normal = await ok(
      await asAdmin().POST('/admin/insertpermisions', {
        body: { oid: user.oid, clientIds: [hotels], centerIds: [], digitalized: false },
      }),
      AdminInsertPermisionsResponse,
    );
    const digital = await ok(
      await asAdmin().POST('/admin/insertpermisions', {
        body: {
          oid: user.oid,
          clientIds: [ebro],
          digitalized: true,
          centerIds: [],
        },
      }),
      AdminInsertPermisionsResponse,
    );
    const normalRecord = normal.centros[0];
    const digitalRecord = digital.centros[0];
    if (!normalRecord || !digitalRecord) throw new Error('records were created');

    await expectStatus(
      await asAdmin().DELETE('/admin/permisionscenteraccesdigitalized', {
        params: { query: { id: normalRecord.id } },
      }),
      404,
    );
    await expectStatus(
      await asAdmin().DELETE('/admin/permisionscenteracces', { params: { query: { id: digitalRecord.id } } }),
      404,
    );
    expect(
      (await asAdmin().DELETE('/admin/permisionscenteracces', { params: { query: { id: normalRecord.id } } }))
        .status,
    ).toBe(200);
    expect(
      (
        await asAdmin().DELETE('/admin/permisionscenteraccesdigitalized', {
          params: { query: { id: digitalRecord.id } },
        })
      ).status,
    ).toBe(200);
    expect(await api.db.select().from(centerAccess).where(eq(centerAccess.id, normalRecord.id))).toEqual([]);
    expect(await api.db.select().from(centerAccess).where(eq(centerAccess.id, digitalRecord.id))).toEqual([]);
    const after = await ok(
      await asAdmin().GET('/admin/userpermisions', { params: { query: { userOID: user.oid } } }),
      AdminUserPermisionsResponse,
    );
    expect(after.clientes.map((c) => c.clientId)).toEqual([hotels]);
    expect(after.centros).toHaveLength(normal.centros.length - 1);
    await expectStatus(
      await asAdmin().DELETE('/admin/permisionscenteracces', { params: { query: { id: normalRecord.id } } }),
      404,
    );
  });

  it('deletes every permission of both variants, counting them, and keeps the user and request permissions', async () => {
    const user = await newUser();
    const normal = await ok(
      await asAdmin().POST('/admin/insertpermisions', {
        body: {
          oid: user.oid,
          clientIds: [clientId('Grupo Hostelero Levante S.L.')],
          centerIds: [],
          digitalized: false,
        },
      }),
      AdminInsertPermisionsResponse,
    );
    const digital = await ok(
      await asAdmin().POST('/admin/insertpermisions', {
        body: {
          oid: user.oid,
          clientIds: [clientId('Construcciones Meseta S.A.')],
          digitalized: true,
          centerIds: [],
        },
      }),
      AdminInsertPermisionsResponse,
    );
    expect(
      (await asAdmin().POST('/admin/insertidencerequestpermision', { params: { query: { oid: user.oid } } }))
        .status,
    ).toBe(200);
    const deleted = await ok(
      await asAdmin().DELETE('/admin/permisions', { params: { query: { oid: user.oid } } }),
      AdminDeletePermisionsResponse,
    );
    expect(deleted).toEqual({ ok: true, affected: 2 + normal.centros.length + digital.centros.length });
    expect(await api.db.select().from(userClients).where(eq(userClients.oid, user.oid))).toEqual([]);
    expect(await api.db.select().from(centerAccess).where(eq(centerAccess.oid, user.oid))).toEqual([]);
    expect(await api.db.select().from(users).where(eq(users.oid, user.oid))).toHaveLength(1);
    expect(
      await api.db.select().from(requestPermissions).where(eq(requestPermissions.oid, user.oid)),
    ).toHaveLength(1);
    const again = await ok(
      await asAdmin().DELETE('/admin/permisions', { params: { query: { oid: user.oid } } }),
      AdminDeletePermisionsResponse,
    );
    expect(again.affected).toBe(0);
    expect(
      (
        await asAdmin().DELETE('/admin/deleteidencerequestpermision', {
          params: { query: { oid: user.oid } },
        })
      ).status,
    ).toBe(200);
    await expectStatus(
      await asAdmin().DELETE('/admin/permisions', { params: { query: { oid: unknownOid } } }),
      404,
    );
  });
});

describe.each([
  [
    'incidence',
    'getincidencerequestpermisions',
    'insertidencerequestpermision',
    'deleteidencerequestpermision',
    AdminGetIncidenceRequestPermisionsResponse,
    ['cliente@demo.es', 'gestor@demo.es'],
  ],
  [
    'service',
    'getservicerequestpermisions',
    'insertservicerequestpermision',
    'deleteservicerequestpermision',
    AdminGetServiceRequestPermisionsResponse,
    ['gestor@demo.es', 'regenera@demo.es'],
  ],
] as const)('%s request permissions', (kind, getPath, insertPath, deletePath, schema, seeded) => {
  it('lists, adds (once) and removes users', async () => {
    const list = await ok(await asAdmin().GET(`/admin/${getPath}`), schema);
    expect(list.items.map((p) => p.email)).toEqual(seeded);
    expect(list.total).toBe(seeded.length);
    expect(list.items[0]?.nombre).toMatch(/\S+ \S+/);

    const user = await newUser();
    const added = await ok(
      await asAdmin().POST(`/admin/${insertPath}`, { params: { query: { oid: user.oid } } }),
      AdminInsertIdenceRequestPermisionResponse,
    );
    expect(added).toEqual({
      oid: user.oid,
      email: user.email,
      nombre: `${user.givenName} ${user.familyName}`,
    });
    await ok(
      await asAdmin().POST(`/admin/${insertPath}`, { params: { query: { oid: user.oid } } }),
      AdminInsertIdenceRequestPermisionResponse,
    );
    const rows = await api.db
      .select()
      .from(requestPermissions)
      .where(and(eq(requestPermissions.kind, kind), eq(requestPermissions.oid, user.oid)));
    expect(rows).toHaveLength(1);
    const withUser = await ok(await asAdmin().GET(`/admin/${getPath}`), schema);
    expect(withUser.total).toBe(seeded.length + 1);
    const emails = withUser.items.map((p) => p.email);
    expect(emails).toEqual([...emails].sort());

    const removed = await asAdmin().DELETE(`/admin/${deletePath}`, { params: { query: { oid: user.oid } } });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toMatchObject({ ok: true, affected: 1 });
    expect((await ok(await asAdmin().GET(`/admin/${getPath}`), schema)).total).toBe(seeded.length);
    await expectStatus(
      await asAdmin().DELETE(`/admin/${deletePath}`, { params: { query: { oid: user.oid } } }),
      404,
    );
    await expectStatus(
      await asAdmin().POST(`/admin/${insertPath}`, { params: { query: { oid: unknownOid } } }),
      404,
    );
  });
});

describe('superadministrator accounts (role 2) are managed by superadministrators only', () => {
  const asSuperadmin = () => api.as('superadmin@demo.es');
  const roleOf = async (oid: string) =>
    (
      await api.db.select({ role: users.role, activo: users.activo }).from(users).where(eq(users.oid, oid))
    )[0];
  const superadmin = () => demoAccounts.find((a) => a.email === 'superadmin@demo.es');
  /** An update of `oid` keeping a demo account's names (others get placeholder names). */
  const editOf = (oid: string, role: JsonBody<'post', '/updateUser'>['role'], activo = true) => {
    const account = demoAccounts.find((a) => a.oid === oid);
    return {
      oid,
      givenName: account?.givenName ?? 'Nombre',
      familyName: account?.familyName ?? 'Apellido',
      empresa: account?.empresa ?? 'Gestión Ambiental S.A.',
      role,
      activo,
    };
  };
  const denied = async (response: Response) => {
    const body = await expectStatus(response, 403);
    expect(body.message).toMatch(/superadministrador/);
  };

  it('an administrator cannot raise itself to role 2', async () => {
    const self = oidOf('admin@demo.es');
    await denied(await asAdmin().POST('/updateUser', { body: editOf(self, 2) }));
    expect(await roleOf(self)).toEqual({ role: 1, activo: true });
  });

  it('an administrator cannot raise anyone else to role 2, by update, creation or registration', async () => {
    const user = await newUser();
    await denied(await asAdmin().POST('/updateUser', { body: editOf(user.oid, 2) }));
    expect((await roleOf(user.oid))?.role).toBe(0);

    await denied(
      await asAdmin().POST('/createUserB2C', {
        body: {
          email: 'nuevo.super@gestion.es',
          givenName: 'Nuevo',
          familyName: 'Super',
          role: 2,
          clientId: clientId('Hoteles Costa Azul S.L.'),
        },
      }),
    );
    expect(await api.db.select().from(users).where(eq(users.email, 'nuevo.super@gestion.es'))).toEqual([]);

    const pending = { oid: '7e57b000-0000-4000-8000-000000000001', email: 'pendiente@gestion.es' };
    await api.db
      .insert(users)
      .values({ ...pending, givenName: 'P', familyName: 'P', empresa: 'G', registrado: false });
    await denied(
      await asAdmin().POST('/registerUserB2C', {
        body: { email: pending.email, role: 2, empresa: 'Gestión' },
      }),
    );
    expect((await api.db.select().from(users).where(eq(users.oid, pending.oid)))[0]?.registrado).toBe(false);
  });

  it('an administrator cannot demote, deactivate, edit or delete a superadministrator', async () => {
    const target = superadmin();
    if (!target) throw new Error('superadmin@demo.es is a demo account');
    await denied(await asAdmin().POST('/updateUser', { body: editOf(target.oid, 1) }));
    await denied(await asAdmin().POST('/updateUser', { body: editOf(target.oid, 0) }));
    await denied(await asAdmin().POST('/updateUser', { body: editOf(target.oid, 2, false) }));
    await denied(
      await asAdmin().POST('/updateUser', { body: { ...editOf(target.oid, 2), givenName: 'Renombrado' } }),
    );
    await denied(await asAdmin().DELETE('/deleteUser', { params: { query: { oid: target.oid } } }));
    expect(await roleOf(target.oid)).toEqual({ role: 2, activo: true });
    const [row] = await api.db.select().from(users).where(eq(users.oid, target.oid));
    expect(row?.givenName).toBe(target.givenName);
  });

  it('an administrator cannot register an identity user that already holds role 2', async () => {
    const dormant = { oid: '7e57b000-0000-4000-8000-000000000002', email: 'dormido@gestion.es' };
    await api.db
      .insert(users)
      .values({ ...dormant, givenName: 'D', familyName: 'D', empresa: 'G', role: 2, registrado: false });
    await denied(
      await asAdmin().POST('/registerUserB2C', {
        body: { email: dormant.email, role: 0, empresa: 'Gestión' },
      }),
    );
    expect(await roleOf(dormant.oid)).toMatchObject({ role: 2 });
  });

  it('a superadministrator creates, promotes, demotes, deactivates and deletes superadministrators', async () => {
    const created = await ok(
      await asSuperadmin().POST('/createUserB2C', {
        body: {
          email: 'otro.super@gestion.es',
          givenName: 'Otro',
          familyName: 'Super',
          role: 2,
          clientId: clientId('Hoteles Costa Azul S.L.'),
        },
      }),
      CreateUserB2CResponse,
    );
    expect(created.role).toBe(2);
    await ok(
      await asSuperadmin().POST('/updateUser', { body: editOf(created.oid, 2, false) }),
      UpdateUserResponse,
    );
    expect(await roleOf(created.oid)).toEqual({ role: 2, activo: false });
    await ok(await asSuperadmin().POST('/updateUser', { body: editOf(created.oid, 1) }), UpdateUserResponse);
    expect(await roleOf(created.oid)).toEqual({ role: 1, activo: true });
    await ok(await asSuperadmin().POST('/updateUser', { body: editOf(created.oid, 2) }), UpdateUserResponse);
    const deleted = await ok(
      await asSuperadmin().DELETE('/deleteUser', { params: { query: { oid: created.oid } } }),
      DeleteUserResponse,
    );
    expect(deleted.ok).toBe(true);
    expect(await roleOf(created.oid)).toBeUndefined();

    const admin = oidOf('admin@demo.es');
    await ok(await asSuperadmin().POST('/updateUser', { body: editOf(admin, 2) }), UpdateUserResponse);
    expect((await roleOf(admin))?.role).toBe(2);
    await ok(await asSuperadmin().POST('/updateUser', { body: editOf(admin, 1) }), UpdateUserResponse);
    expect((await roleOf(admin))?.role).toBe(1);
  });
});
