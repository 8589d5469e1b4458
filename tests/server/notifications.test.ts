/**
 * Notifications of the profile panel and the per-client menus. Notifications are compared with an
 * independent reading of the notifications, seen marks and services of the database; besides the
 * seeded ones, the tests add notifications dated now on the API's clock, stopped on the seed's day,
 * so they hold whatever day they run.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadScope } from '../../server/auth/scope';
import {
  centers,
  clientMenus,
  notifications,
  notificationsSeen,
  serviceDirections,
  serviceRequests,
  tickets,
} from '../../server/db/schema';
import {
  ClienteMenuReportsResponse,
  ClienteMenuResponse,
  NotificationsResponse,
} from '../../server/generated/notifications/notifications.zod';
import { clockStoppedAt } from '../../server/lib/clock';
import { type DemoEmail, demoAccount } from '../../server/seed/demoAccounts';
import { seedDefaults } from '../../server/seed/seed';
import { createTestApi, type TestApi } from '../../server/testing/testApi';
import type { JsonBody } from '../../server/testing/typedClient';
import { seedClient } from './support/seed';

let api: TestApi;
const day = 86_400_000;

const clientId = (name: string) => seedClient(api, name).clientId;

const hoteles = 'Hoteles Costa Azul S.L.';
const carnicas = 'Industrias Cárnicas del Sur S.L.';
const talleres = 'Talleres Mecánicos Norte S.A.';

/** cliente@'s service directions (only the Costa del Sol centers of Hoteles, all of Cárnicas). */
let clienteDirections: number[];
let foreignDirection: number;
/** Notifications this file adds, by purpose. */
const added: Record<string, number> = {};

async function addNotification(row: Omit<typeof notifications.$inferInsert, 'id'>) {
  const [inserted] = await api.db.insert(notifications).values(row).returning({ id: notifications.id });
  if (!inserted) throw new Error('insert');
  return inserted.id;
}

beforeAll(async () => {
  api = await createTestApi({ tickets: 1500, clock: clockStoppedAt(`${seedDefaults.today}T11:00:00Z`) });
  const cliente = demoAccount('cliente@demo.es');
  const scope = await loadScope(api.db, { oid: cliente.oid, isAdmin: false }, 'normal');
  clienteDirections = [...scope.directionIds];
  const foreign = api.summary.clients.find((c) => c.client === talleres)?.directionIds[0];
  if (!foreign) throw new Error('Talleres has service directions');
  foreignDirection = foreign;

  const aServiceOfCliente = (estado: 'ejecutado' | 'facturado') =>
    api.db
      .select({ referencia: tickets.referencia })
      .from(tickets)
      .where(and(inArray(tickets.iddireccionservicio, clienteDirections), eq(tickets.estado, estado)))
      .limit(1);
  const unbilled = await aServiceOfCliente('ejecutado');
  const billed = await aServiceOfCliente('facturado');
  if (!unbilled[0] || !billed[0]) throw new Error('cliente@ has executed and invoiced services');

  const now = api.clock.now().getTime();
  const base = { status: null, referencia: null, userOid: null, adminOnly: false };
  const ofHoteles = { clientId: clientId(hoteles), clientName: hoteles };
  added.ownRequest = await addNotification({
    ...base,
    ...ofHoteles,
    type: 'IncidenceRequest',
    date: new Date(now - 60_000),
    message: 'La incidencia de prueba ha cambiado de estado.',
    status: 'inprocess',
    userOid: cliente.oid,
  });
  added.othersRequest = await addNotification({
    ...base,
    ...ofHoteles,
    type: 'ServiceRequest',
    date: new Date(now - 120_000),
    message: 'La solicitud de otro usuario ha cambiado de estado.',
    status: 'closed',
    userOid: demoAccount('gestor@demo.es').oid,
  });
  added.unbilled = await addNotification({
    ...base,
    ...ofHoteles,
    type: 'ServiceWithoutInvoice',
    date: new Date(now - 180_000),
    message: 'Servicio ejecutado pendiente de facturar.',
    referencia: unbilled[0].referencia,
  });
  added.alreadyBilled = await addNotification({
    ...base,
    ...ofHoteles,
    type: 'ServiceWithoutInvoice',
    date: new Date(now - 240_000),
    message: 'Servicio que ya se ha facturado.',
    referencia: billed[0].referencia,
  });
  added.tooOld = await addNotification({
    ...base,
    ...ofHoteles,
    type: 'IncidenceRequest',
    date: new Date(now - 100 * day),
    message: 'Una incidencia de hace más de 90 días.',
    status: 'closed',
    userOid: cliente.oid,
  });
  added.error = await addNotification({
    ...base,
    type: 'ERROR',
    date: new Date(now - 300_000),
    message: 'Error de prueba en un proceso.',
    adminOnly: true,
  });
}, 120_000);
afterAll(() => api?.close());

interface Request {
  isAdmin?: boolean;
  clientNames?: string[];
  idDireccionesServicio?: number[];
  markSeen?: boolean;
}

async function notificationsFor(as: DemoEmail, request: Request) {
  const response = await api
    .as(as)
    .POST('/notifications', { body: { userId: demoAccount(as).oid, ...request } });
  expect(response.status).toBe(200);
  return NotificationsResponse.parse(await response.json());
}

/**
 * What a request should answer, read independently: the rules of the contract applied in memory to
 * every notification. `since` bounds the 90-day window from before the call.
 */
async function expected(as: DemoEmail, request: Request, since: number) {
  const oid = demoAccount(as).oid;
  const clientIds = new Set((request.clientNames ?? []).map(clientId));
  const directions = request.idDireccionesServicio ?? [];
  const unbilled = new Set(
    directions.length === 0
      ? []
      : (
          await api.db
            .select({
              referencia: tickets.referencia,
              estado: tickets.estado,
              numeroFactura: tickets.numeroFactura,
            })
            .from(tickets)
            .where(inArray(tickets.iddireccionservicio, directions))
        )
          .filter((t) => t.estado === 'ejecutado' && t.numeroFactura === null)
          .map((t) => t.referencia),
  );
  const seen = new Set(
    (await api.db.select().from(notificationsSeen).where(eq(notificationsSeen.oid, oid))).map(
      (s) => s.notificationId,
    ),
  );
  const all = await api.db.select().from(notifications);
  const matching = all
    .filter((n) => n.date.getTime() >= since)
    .filter((n) => {
      if (n.type === 'ERROR' || n.type === 'ClientTemplateCreation') return request.isAdmin === true;
      if (n.type === 'ServiceWithoutInvoice') return n.referencia !== null && unbilled.has(n.referencia);
      return (
        n.clientId !== null && clientIds.has(n.clientId) && (request.isAdmin === true || n.userOid === oid)
      );
    })
    .sort((a, b) => b.date.getTime() - a.date.getTime() || b.id - a.id);
  return { matching, newIds: new Set(matching.filter((n) => !seen.has(n.id)).map((n) => n.id)) };
}

describe('POST /notifications', () => {
  it('answers the user’s own request changes and unbilled services of the last 90 days, newest first', async () => {
    const request = { clientNames: [hoteles, carnicas], idDireccionesServicio: clienteDirections };
    const before = await expected('cliente@demo.es', request, api.clock.now().getTime() - 90 * day);
    const page = await notificationsFor('cliente@demo.es', request);

    expect(page.items.map((n) => n.id)).toEqual(before.matching.slice(0, 100).map((n) => n.id));
    expect(page.total).toBe(before.matching.length);
    expect(page.nuevas).toBe(before.newIds.size);
    expect(page.items.map((n) => n.isNew)).toEqual(page.items.map((n) => before.newIds.has(n.id)));

    const ids = page.items.map((n) => n.id);
    expect(ids).toContain(added.ownRequest);
    expect(ids).toContain(added.unbilled);
    expect(ids).not.toContain(added.othersRequest);
    expect(ids).not.toContain(added.alreadyBilled);
    expect(ids).not.toContain(added.tooOld);
    expect(ids).not.toContain(added.error);

    const own = page.items.find((n) => n.id === added.ownRequest);
    expect(own).toMatchObject({
      type: 'IncidenceRequest',
      status: 'inprocess',
      referencia: null,
      clientName: hoteles,
    });
    const unbilled = page.items.find((n) => n.id === added.unbilled);
    expect(unbilled?.status).toBeNull();
    expect(unbilled?.referencia).toMatch(/\S/);
  });

  it('marks what it returns as seen: new the first time only', async () => {
    const request = { clientNames: [hoteles], idDireccionesServicio: clienteDirections };
    const first = await notificationsFor('cliente@demo.es', request);
    // The previous test already returned these to cliente@, so none is new any more.
    expect(first.items.find((n) => n.id === added.ownRequest)?.isNew).toBe(false);

    const fresh = await addNotification({
      type: 'IncidenceRequest',
      date: api.clock.now(),
      message: 'La incidencia recién cambiada.',
      status: 'indemand',
      referencia: null,
      clientId: clientId(hoteles),
      clientName: hoteles,
      userOid: demoAccount('cliente@demo.es').oid,
      adminOnly: false,
    });
    const second = await notificationsFor('cliente@demo.es', request);
    expect(second.items[0]).toMatchObject({ id: fresh, isNew: true, status: 'indemand' });
    expect(second.nuevas).toBe(1);
    const marks = await api.db
      .select()
      .from(notificationsSeen)
      .where(
        and(
          eq(notificationsSeen.notificationId, fresh),
          eq(notificationsSeen.oid, demoAccount('cliente@demo.es').oid),
        ),
      );
    expect(marks).toHaveLength(1);

    const third = await notificationsFor('cliente@demo.es', request);
    expect(third.items[0]).toMatchObject({ id: fresh, isNew: false });
    expect(third.nuevas).toBe(0);
    expect(third.items.every((n) => !n.isNew)).toBe(true);
  });

  it('gives role 2 (and role 1) the administration view: errors, template creations, everyone’s requests', async () => {
    const request = { isAdmin: true, clientNames: [hoteles], idDireccionesServicio: [] };
    const before = await expected('superadmin@demo.es', request, api.clock.now().getTime() - 90 * day);
    const page = await notificationsFor('superadmin@demo.es', request);
    expect(page.items.map((n) => n.id)).toEqual(before.matching.slice(0, 100).map((n) => n.id));
    expect(page.total).toBe(before.matching.length);
    expect(page.nuevas).toBe(before.newIds.size);
    const ids = page.items.map((n) => n.id);
    expect(ids).toContain(added.error);
    expect(ids).toContain(added.othersRequest);
    expect(ids).toContain(added.ownRequest);
    expect(page.items.some((n) => n.type === 'ClientTemplateCreation')).toBe(
      before.matching.some((n) => n.type === 'ClientTemplateCreation'),
    );

    const admin = await notificationsFor('admin@demo.es', { isAdmin: true });
    expect(admin.items.map((n) => n.id)).toContain(added.error);
    expect(admin.items.every((n) => n.type === 'ERROR' || n.type === 'ClientTemplateCreation')).toBe(true);

    // Without isAdmin an administrator gets the user view: no process errors.
    const plain = await notificationsFor('superadmin@demo.es', { clientNames: [hoteles] });
    expect(plain.items.map((n) => n.id)).not.toContain(added.error);
    expect(plain.items.map((n) => n.id)).not.toContain(added.othersRequest);
  });

  it('returns at most the 100 newest and counts them all', async () => {
    const now = api.clock.now().getTime();
    await api.db.insert(notifications).values(
      Array.from({ length: 120 }, (_, i) => ({
        type: 'ERROR' as const,
        date: new Date(now - (i + 1) * 1000),
        message: `Error en lote ${i + 1}`,
        adminOnly: true,
      })),
    );
    const before = await expected('admin@demo.es', { isAdmin: true }, now - 90 * day);
    const page = await notificationsFor('admin@demo.es', { isAdmin: true });
    expect(before.matching.length).toBeGreaterThan(120);
    expect(page.items).toHaveLength(100);
    expect(page.total).toBe(before.matching.length);
    expect(page.nuevas).toBe(before.newIds.size);
    expect(page.items.map((n) => n.id)).toEqual(before.matching.slice(0, 100).map((n) => n.id));

    // Only the returned ones were marked: the 20 older of the batch are still new.
    const again = await notificationsFor('admin@demo.es', { isAdmin: true });
    expect(again.nuevas).toBe(before.newIds.size - page.items.filter((n) => n.isNew).length);
  });

  it('lets a user read the notifications of their digitalized clients', async () => {
    const page = await notificationsFor('digital@demo.es', { clientNames: ['Construcciones Meseta S.A.'] });
    expect(page.items.every((n) => n.clientName === 'Construcciones Meseta S.A.')).toBe(true);
  });

  it('refuses another user’s id, isAdmin without an administrator role, and foreign clients or directions', async () => {
    const refused = async (as: DemoEmail, json: Record<string, unknown>) => {
      const response = await api
        .as(as)
        .POST('/notifications', { body: { userId: demoAccount(as).oid, ...json } });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'FORBIDDEN' });
    };
    await refused('cliente@demo.es', { userId: demoAccount('gestor@demo.es').oid });
    await refused('gestor@demo.es', { isAdmin: true });
    await refused('cliente@demo.es', { isAdmin: true });
    await refused('cliente@demo.es', { clientNames: [talleres] });
    await refused('cliente@demo.es', { clientNames: ['Cliente Inexistente S.L.'] });
    await refused('cliente@demo.es', {
      idDireccionesServicio: [...clienteDirections.slice(0, 1), foreignDirection],
    });
  });
});

describe('notifications and their targets', () => {
  const cliente = () => demoAccount('cliente@demo.es');

  it('a request’s notification names it (requestId) and goes with it when the request is deleted', async () => {
    const [service] = await api.db
      .select({ referencia: tickets.referencia, center: centers.nombre })
      .from(tickets)
      .innerJoin(serviceDirections, eq(serviceDirections.iddireccionservicio, tickets.iddireccionservicio))
      .innerJoin(centers, eq(centers.centerId, serviceDirections.centerId))
      .where(
        and(inArray(tickets.iddireccionservicio, clienteDirections), eq(tickets.clientId, clientId(hoteles))),
      )
      .limit(1);
    if (!service) throw new Error('cliente@ has services');
    const raised = await api.as('cliente@demo.es').POST('/incidencerequest', {
      body: {
        clientName: hoteles,
        center: service.center,
        referencia: service.referencia,
        asunto: 'Contenedor roto',
        descripcion: 'La tapa no cierra.',
      },
    });
    expect(raised.status).toBe(200);
    const incidence = (await raised.json()) as { id: number };
    const request = { clientNames: [hoteles], idDireccionesServicio: clienteDirections, markSeen: false };

    const before = await notificationsFor('cliente@demo.es', request);
    const note = before.items.find((n) => n.type === 'IncidenceRequest' && n.requestId === incidence.id);
    expect(note).toMatchObject({ status: 'opened', clientName: hoteles, isNew: true });
    expect(note?.message).toContain(`La incidencia ${incidence.id} `);
    // Only request changes name a request.
    for (const other of before.items.filter(
      (n) => n.type !== 'IncidenceRequest' && n.type !== 'ServiceRequest',
    ))
      expect(other.requestId).toBeNull();

    const deleted = await api
      .as('cliente@demo.es')
      .DELETE('/deleteincidencerequest', { params: { query: { id: incidence.id } } });
    expect(deleted.status).toBe(200);
    const after = await notificationsFor('cliente@demo.es', request);
    expect(after.items.map((n) => n.id)).not.toContain(note?.id);
    expect(after.total).toBe(before.total - 1);
    expect(
      await api.db.select().from(notifications).where(eq(notifications.incidenceRequestId, incidence.id)),
    ).toEqual([]);
  });

  it('the seeded request notifications name their requests; a deleted service request takes its notifications', async () => {
    const seeded = await api.db
      .select()
      .from(notifications)
      .where(inArray(notifications.type, ['IncidenceRequest', 'ServiceRequest']));
    const linked = seeded.filter((n) => n.incidenceRequestId !== null || n.serviceRequestId !== null);
    expect(linked.length).toBeGreaterThan(0);
    for (const n of linked) {
      const id = n.type === 'IncidenceRequest' ? n.incidenceRequestId : n.serviceRequestId;
      expect(n.message).toMatch(new RegExp(`^La (incidencia|solicitud de servicio) ${id} `));
    }

    const note = linked.find((n) => n.type === 'ServiceRequest' && n.userOid !== null);
    if (!note?.serviceRequestId || !note.userOid || !note.clientId)
      throw new Error('the seed notifies a service request');
    await api.db.delete(serviceRequests).where(eq(serviceRequests.id, note.serviceRequestId));
    expect(await api.db.select().from(notifications).where(eq(notifications.id, note.id))).toEqual([]);
  });

  it('markSeen false counts the new ones without spending them', async () => {
    const fresh = await addNotification({
      type: 'ServiceRequest',
      date: api.clock.now(),
      message: 'Una solicitud recién cambiada.',
      status: 'inprocess',
      referencia: null,
      clientId: clientId(hoteles),
      clientName: hoteles,
      userOid: cliente().oid,
      adminOnly: false,
    });
    const request = { clientNames: [hoteles], idDireccionesServicio: clienteDirections };
    const peek = await notificationsFor('cliente@demo.es', { ...request, markSeen: false });
    const again = await notificationsFor('cliente@demo.es', { ...request, markSeen: false });
    expect(peek.items[0]).toMatchObject({ id: fresh, isNew: true });
    expect(again.items[0]).toMatchObject({ id: fresh, isNew: true });
    expect(again.nuevas).toBe(peek.nuevas);
    expect(peek.nuevas).toBeGreaterThanOrEqual(1);
    const marks = await api.db
      .select()
      .from(notificationsSeen)
      .where(eq(notificationsSeen.notificationId, fresh));
    expect(marks).toEqual([]);

    // The panel's call (markSeen by default) spends them.
    const opened = await notificationsFor('cliente@demo.es', request);
    expect(opened.items[0]).toMatchObject({ id: fresh, isNew: true });
    const afterwards = await notificationsFor('cliente@demo.es', { ...request, markSeen: false });
    expect(afterwards.items[0]).toMatchObject({ id: fresh, isNew: false });
    expect(afterwards.nuevas).toBe(0);
  });
});

describe('POST /clientemenu', () => {
  async function saveMenu(json: JsonBody<'post', '/clientemenu'>, as: DemoEmail = 'admin@demo.es') {
    return api.as(as).POST('/clientemenu', { body: json });
  }
  const storedMenu = async (kind: 'menu' | 'reports', client: string) =>
    (
      await api.db
        .select()
        .from(clientMenus)
        .where(and(eq(clientMenus.kind, kind), eq(clientMenus.clientId, clientId(client))))
    )[0];

  it('creates a client’s menu and stores the entries in order', async () => {
    expect(await storedMenu('menu', hoteles)).toBeUndefined();
    const response = await saveMenu({
      id: null,
      cliente: hoteles,
      menuEntries: ['files', 'services', 'contacts'],
    });
    expect(response.status).toBe(200);
    const saved = ClienteMenuResponse.parse(await response.json());
    expect(saved).toMatchObject({ cliente: hoteles, menuEntries: ['files', 'services', 'contacts'] });
    expect(await storedMenu('menu', hoteles)).toMatchObject({
      id: saved.id,
      menuEntries: ['files', 'services', 'contacts'],
    });
  });

  it('overwrites the one configuration of a client when created again (role 2 too)', async () => {
    const existing = await storedMenu('menu', talleres);
    if (!existing) throw new Error('the seed gives Talleres a menu');
    const response = await saveMenu(
      { cliente: talleres, menuEntries: ['services', 'actions'] },
      'superadmin@demo.es',
    );
    expect(response.status).toBe(200);
    expect(ClienteMenuResponse.parse(await response.json())).toEqual({
      id: existing.id,
      cliente: talleres,
      menuEntries: ['services', 'actions'],
    });
    const rows = await api.db
      .select()
      .from(clientMenus)
      .where(eq(clientMenus.clientId, clientId(talleres)));
    expect(rows.filter((r) => r.kind === 'menu')).toEqual([
      { ...existing, menuEntries: ['services', 'actions'] },
    ]);
  });

  it('updates by id; 404 for an id of another client or of the reports submenu, and for an unknown client', async () => {
    const restaurantes = 'Restaurantes del Sur S.L.';
    const menu = await storedMenu('menu', restaurantes);
    const reports = await storedMenu('reports', restaurantes);
    if (!menu || !reports) throw new Error('the seed configures Restaurantes');

    const updated = await saveMenu({ id: menu.id, cliente: restaurantes, menuEntries: [] });
    expect(updated.status).toBe(200);
    expect(ClienteMenuResponse.parse(await updated.json())).toEqual({
      id: menu.id,
      cliente: restaurantes,
      menuEntries: [],
    });
    expect((await storedMenu('menu', restaurantes))?.menuEntries).toEqual([]);

    expect((await saveMenu({ id: menu.id, cliente: talleres, menuEntries: ['services'] })).status).toBe(404);
    expect(
      (await saveMenu({ id: reports.id, cliente: restaurantes, menuEntries: ['services'] })).status,
    ).toBe(404);
    expect((await saveMenu({ id: 999999, cliente: restaurantes, menuEntries: ['services'] })).status).toBe(
      404,
    );
    expect((await saveMenu({ cliente: 'Cliente Inexistente S.L.', menuEntries: ['services'] })).status).toBe(
      404,
    );
    expect((await storedMenu('menu', restaurantes))?.menuEntries).toEqual([]);
  });

  it('refuses repeated and unknown entries with 400', async () => {
    const repeated = await saveMenu({ cliente: hoteles, menuEntries: ['services', 'files', 'services'] });
    expect(repeated.status).toBe(400);
    expect(await repeated.json()).toMatchObject({ code: 'VALIDATION', field: 'menuEntries' });
    // An entry the contract's enum lacks: a request the typed client would not send.
    const unknown = await api.unchecked('admin@demo.es', 'POST', '/clientemenu', {
      json: { cliente: hoteles, menuEntries: ['services', 'administration'] },
    });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { field?: string }).field).toMatch(/^menuEntries/);
  });
});

describe('POST /clientemenureports', () => {
  const reportsOf = async (client: string) =>
    (
      await api.db
        .select()
        .from(clientMenus)
        .where(and(eq(clientMenus.kind, 'reports'), eq(clientMenus.clientId, clientId(client))))
    )[0];

  it('creates, overwrites and updates by id the Reports submenu of a client', async () => {
    const created = await api.as('admin@demo.es').POST('/clientemenureports', {
      body: { id: null, cliente: talleres, menuEntries: ['incomePerMonth', 'volumeOfWaste'] },
    });
    expect(created.status).toBe(200);
    const saved = ClienteMenuReportsResponse.parse(await created.json());
    expect(await reportsOf(talleres)).toMatchObject({
      id: saved.id,
      menuEntries: ['incomePerMonth', 'volumeOfWaste'],
    });

    const seeded = await reportsOf(hoteles);
    if (!seeded) throw new Error('the seed gives Hoteles a reports submenu');
    const overwritten = await api
      .as('superadmin@demo.es')
      .POST('/clientemenureports', { body: { cliente: hoteles, menuEntries: ['volumeOfWasteTypeLERCode'] } });
    expect(ClienteMenuReportsResponse.parse(await overwritten.json())).toEqual({
      id: seeded.id,
      cliente: hoteles,
      menuEntries: ['volumeOfWasteTypeLERCode'],
    });

    const byId = await api.as('admin@demo.es').POST('/clientemenureports', {
      body: { id: saved.id, cliente: talleres, menuEntries: ['incomePerCenter'] },
    });
    expect(byId.status).toBe(200);
    expect((await reportsOf(talleres))?.menuEntries).toEqual(['incomePerCenter']);
  });

  it('answers 404 for an id of another client or an unknown client, 400 for repeated or unknown reports', async () => {
    const carnicasReports = await reportsOf(carnicas);
    if (!carnicasReports) throw new Error('the seed gives Cárnicas a reports submenu');
    const call = (json: JsonBody<'post', '/clientemenureports'>) =>
      api.as('admin@demo.es').POST('/clientemenureports', { body: json });
    expect((await call({ id: carnicasReports.id, cliente: hoteles, menuEntries: [] })).status).toBe(404);
    expect((await call({ cliente: 'Cliente Inexistente S.L.', menuEntries: [] })).status).toBe(404);
    const repeated = await call({ cliente: carnicas, menuEntries: ['incomePerMonth', 'incomePerMonth'] });
    expect(repeated.status).toBe(400);
    expect(await repeated.json()).toMatchObject({ field: 'menuEntries' });
    // A report the contract's enum lacks.
    const unknown = await api.unchecked('admin@demo.es', 'POST', '/clientemenureports', {
      json: { cliente: carnicas, menuEntries: ['getVolumeOfWaste'] },
    });
    expect(unknown.status).toBe(400);
    expect((await reportsOf(carnicas))?.menuEntries).toEqual(carnicasReports.menuEntries);
  });
});
