/**
 * Usage statistics: recording an event with the signed-in user's data, and the administration
 * reports over the usage events. Every report is compared with an aggregation of the raw events
 * done here in memory (UTC periods, distinct oids), independent of the SQL the API runs.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageEvents, users } from '../../server/db/schema';
import {
  StatisticsGetAccesosActividadResponse,
  StatisticsGetAccesosActividadUsuarioResponse,
  StatisticsGetCentrosDataResponse,
  StatisticsGetClientesDataResponse,
  StatisticsGetClientsViewsResponse,
  StatisticsGetHomeAccesDayResponse,
  StatisticsGetHomeAccesMonthResponse,
  StatisticsGetInteractionAccessDayResponse,
  StatisticsGetInteractionAccessMonthResponse,
  StatisticsGetInteractionAccessResponse,
  StatisticsGetPagesViewsResponse,
  StatisticsLogInfoResponse,
} from '../../server/generated/statistics/statistics.zod';
import { type DemoEmail, demoAccount } from '../../server/seed/demoAccounts';
import { createTestApi, type TestApi } from '../../server/testing/testApi';
import { getWith, type PathsWith, type Query } from '../../server/testing/typedClient';

type UsageEvent = typeof usageEvents.$inferSelect;

let api: TestApi;
/** A month of the seeded history (the seed covers the 18 months before its `today`). */
let year: number;
let month: number;

beforeAll(async () => {
  api = await createTestApi({ tickets: 100 });
  const today = new Date(`${api.summary.options.today}T00:00:00Z`);
  const sample = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 3, 1));
  year = sample.getUTCFullYear();
  month = sample.getUTCMonth() + 1;
}, 120_000);
afterAll(() => api?.close());

const allEvents = () => api.db.select().from(usageEvents);

async function get<P extends PathsWith<'get'>>(
  path: P,
  query: Query<'get', P>,
  as: DemoEmail = 'admin@demo.es',
) {
  const response = await getWith(api.as(as), path, query);
  expect(response.status, path).toBe(200);
  return response.json();
}

const pad = (n: number) => String(n).padStart(2, '0');
const utcMonth = (e: UsageEvent) => e.fecha.toISOString().slice(0, 7);
const utcDay = (e: UsageEvent) => e.fecha.toISOString().slice(0, 10);
const inYear = (y: number, m?: number) => (e: UsageEvent) =>
  e.fecha.getUTCFullYear() === y && (m === undefined || e.fecha.getUTCMonth() + 1 === m);
const isHomeView = (e: UsageEvent) =>
  e.action === 'view' && (e.page === '/' || e.page === '/digitalized/dservices');

/** Events and distinct oids per key. */
function tally(events: UsageEvent[], keyOf: (e: UsageEvent) => string | null) {
  const groups = new Map<string, { events: number; oids: Set<string> }>();
  for (const event of events) {
    const key = keyOf(event);
    if (key === null) continue;
    const group = groups.get(key) ?? { events: 0, oids: new Set<string>() };
    group.events += 1;
    group.oids.add(event.oid);
    groups.set(key, group);
  }
  return groups;
}

/** Most events first, ties by key. */
const ranked = (groups: Map<string, { events: number; oids: Set<string> }>) =>
  [...groups].sort(([ka, a], [kb, b]) => b.events - a.events || (ka < kb ? -1 : ka > kb ? 1 : 0));

describe('POST /statistics/loginfo', () => {
  it('records the event with the signed-in user’s oid, e-mail, company and role', async () => {
    const response = await api.as('gestor@demo.es').POST('/statistics/loginfo', {
      body: {
        page: '/services',
        client: 'Talleres Mecánicos Norte S.A.',
        centro: 'Taller Bilbao',
        action: 'export',
        detalle: 'servicios-prueba.xlsx',
      },
    });
    expect(response.status).toBe(200);
    expect(StatisticsLogInfoResponse.parse(await response.json())).toEqual({ ok: true, affected: 1 });

    const gestor = demoAccount('gestor@demo.es');
    const [user] = await api.db.select().from(users).where(eq(users.oid, gestor.oid));
    const [event] = await api.db
      .select()
      .from(usageEvents)
      .where(eq(usageEvents.oid, gestor.oid))
      .orderBy(desc(usageEvents.id))
      .limit(1);
    expect(event).toMatchObject({
      oid: gestor.oid,
      email: user?.email,
      empresa: user?.empresa,
      role: 3,
      page: '/services',
      client: 'Talleres Mecánicos Norte S.A.',
      centro: 'Taller Bilbao',
      action: 'export',
      detalle: 'servicios-prueba.xlsx',
    });
    // Recorded now: it is the newest event of the user's current month.
    const now = new Date();
    const listed = StatisticsGetAccesosActividadUsuarioResponse.parse(
      await get('/statistics/getaccesosactividadusuario', {
        userId: gestor.oid,
        year: now.getUTCFullYear(),
        month: now.getUTCMonth() + 1,
        take: 1,
      }),
    );
    expect(listed.items[0]).toMatchObject({
      page: '/services',
      action: 'export',
      detalle: 'servicios-prueba.xlsx',
    });
  });

  it('records pages without a client, and a digitalized client of the user', async () => {
    const cliente = demoAccount('cliente@demo.es');
    const plain = await api
      .as('cliente@demo.es')
      .POST('/statistics/loginfo', { body: { page: '/legal-notice', action: 'view' } });
    expect(plain.status).toBe(200);
    const [event] = await api.db
      .select()
      .from(usageEvents)
      .where(eq(usageEvents.oid, cliente.oid))
      .orderBy(desc(usageEvents.id))
      .limit(1);
    expect(event).toMatchObject({
      page: '/legal-notice',
      action: 'view',
      client: null,
      centro: null,
      detalle: null,
      role: 0,
    });

    const digital = await api.as('digital@demo.es').POST('/statistics/loginfo', {
      body: { page: '/digitalized/dfiles', client: 'Supermercados Ebro S.L.', action: 'download' },
    });
    expect(digital.status).toBe(200);
  });

  it('refuses a client the user may not see with 403', async () => {
    for (const client of ['Talleres Mecánicos Norte S.A.', 'Cliente Inexistente S.L.']) {
      const response = await api
        .as('cliente@demo.es')
        .POST('/statistics/loginfo', { body: { page: '/services', client, action: 'view' } });
      expect(response.status).toBe(403);
    }
  });

  it('refuses a page that is not a route and an unknown action with 400', async () => {
    for (const json of [
      { page: 'services', action: 'view' },
      { page: '/services', action: 'print' },
    ]) {
      // A page or action the contract refuses: requests the typed client would not send.
      const response = await api.unchecked('cliente@demo.es', 'POST', '/statistics/loginfo', { json });
      expect(response.status).toBe(400);
    }
  });
});

describe('home accesses', () => {
  it('by month: every month of the range, zeros included, counting home views and distinct users', async () => {
    const startDate = `${year - 1}-${pad(month)}-10`;
    const endDate = `${year}-${pad(month)}-20`;
    const body = StatisticsGetHomeAccesMonthResponse.parse(
      await get('/statistics/gethomeaccesmonth', { startDate, endDate }),
    );
    const from = new Date(`${startDate}T00:00:00Z`).getTime();
    const to = new Date(`${endDate}T00:00:00Z`).getTime() + 86_400_000;
    const events = (await allEvents()).filter(
      (e) => isHomeView(e) && e.fecha.getTime() >= from && e.fecha.getTime() < to,
    );
    const groups = tally(events, utcMonth);

    expect(body.items).toHaveLength(13);
    expect(body.total).toBe(13);
    expect(body.items[0]?.mes).toBe(`${year - 1}-${pad(month)}`);
    expect(body.items.at(-1)?.mes).toBe(`${year}-${pad(month)}`);
    expect(body.items.map((i) => i.mes)).toEqual([...body.items.map((i) => i.mes)].sort());
    for (const item of body.items) {
      const group = groups.get(item.mes);
      expect(item).toEqual({
        mes: item.mes,
        accesos: group?.events ?? 0,
        usuariosUnicos: group?.oids.size ?? 0,
      });
    }
    expect(body.items.reduce((sum, i) => sum + i.accesos, 0)).toBe(events.length);
    expect(events.length).toBeGreaterThan(0);
  });

  it('by month: zeros before the history starts, 120 months at most, end not before start', async () => {
    const empty = StatisticsGetHomeAccesMonthResponse.parse(
      await get('/statistics/gethomeaccesmonth', { startDate: '2001-01-01', endDate: '2001-03-31' }),
    );
    expect(empty.items).toEqual([
      { mes: '2001-01', accesos: 0, usuariosUnicos: 0 },
      { mes: '2001-02', accesos: 0, usuariosUnicos: 0 },
      { mes: '2001-03', accesos: 0, usuariosUnicos: 0 },
    ]);
    const longest = StatisticsGetHomeAccesMonthResponse.parse(
      await get('/statistics/gethomeaccesmonth', { startDate: '2000-01-15', endDate: '2009-12-01' }),
    );
    expect(longest.total).toBe(120);

    for (const query of [
      { startDate: '2000-01-01', endDate: '2010-01-01' },
      { startDate: '2025-03-02', endDate: '2025-03-01' },
    ]) {
      const response = await api
        .as('admin@demo.es')
        .GET('/statistics/gethomeaccesmonth', { params: { query } });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ field: 'endDate' });
    }
  });

  it('by day: every day of the month', async () => {
    const body = StatisticsGetHomeAccesDayResponse.parse(
      await get('/statistics/gethomeaccesday', { year, month }),
    );
    const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
    expect(body.items).toHaveLength(days);
    expect(body.items[0]?.dia).toBe(`${year}-${pad(month)}-01`);
    const groups = tally(
      (await allEvents()).filter((e) => isHomeView(e) && inYear(year, month)(e)),
      utcDay,
    );
    expect(body.items).toEqual(
      body.items.map((item) => ({
        dia: item.dia,
        accesos: groups.get(item.dia)?.events ?? 0,
        usuariosUnicos: groups.get(item.dia)?.oids.size ?? 0,
      })),
    );
    expect(body.items.some((i) => i.accesos === 0)).toBe(true); // weekends are quiet, but listed
    expect(body.items.some((i) => i.accesos > 0)).toBe(true);
  });
});

describe('series end today', () => {
  /** Today on the API's calendar, in UTC as the statistics count. */
  const today = () => api.clock.now().toISOString().slice(0, 10);

  it("by day: this month's days after today have no row (they would chart as a fall to zero)", async () => {
    const [y, m] = today().split('-').map(Number) as [number, number];
    for (const path of ['/statistics/gethomeaccesday', '/statistics/getinteractionaccessday'] as const) {
      const body = (await get(path, { year: y, month: m })) as { items: { dia: string }[]; total: number };
      expect(body.items.at(-1)?.dia, path).toBe(today());
      expect(body.total, path).toBe(Number(today().slice(8)));
    }
  });

  it('by month: a range reaching past this month stops at this month', async () => {
    const [y] = today().split('-').map(Number) as [number];
    for (const path of ['/statistics/gethomeaccesmonth', '/statistics/getinteractionaccessmonth'] as const) {
      const body = (await get(path, { startDate: `${y - 1}-01-01`, endDate: `${y + 1}-12-31` })) as {
        items: { mes: string }[];
      };
      expect(body.items.at(-1)?.mes, path).toBe(today().slice(0, 7));
      expect(body.items[0]?.mes, path).toBe(`${y - 1}-01`);
    }
  });
});

describe('interactions', () => {
  it('by page since the first event, most interactions first', async () => {
    const body = StatisticsGetInteractionAccessResponse.parse(
      await get('/statistics/getinteractionaccess', {}),
    );
    const expected = ranked(tally(await allEvents(), (e) => e.page)).map(([page, g]) => ({
      page,
      interacciones: g.events,
      usuariosUnicos: g.oids.size,
    }));
    expect(body.items).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it('by month, for one client and one page', async () => {
    const client = 'Hoteles Costa Azul S.L.';
    const startDate = `${year}-01-01`;
    const endDate = `${year}-${pad(month)}-15`;
    const body = StatisticsGetInteractionAccessMonthResponse.parse(
      await get('/statistics/getinteractionaccessmonth', { client, page: '/services', startDate, endDate }),
    );
    const to = new Date(`${endDate}T00:00:00Z`).getTime() + 86_400_000;
    const groups = tally(
      (await allEvents()).filter(
        (e) => e.client === client && e.page === '/services' && inYear(year)(e) && e.fecha.getTime() < to,
      ),
      utcMonth,
    );
    expect(body.items.map((i) => i.mes)).toEqual(
      Array.from({ length: month }, (_, i) => `${year}-${pad(i + 1)}`),
    );
    expect(body.items).toEqual(
      body.items.map((i) => ({
        mes: i.mes,
        interacciones: groups.get(i.mes)?.events ?? 0,
        usuariosUnicos: groups.get(i.mes)?.oids.size ?? 0,
      })),
    );
    expect(body.items.some((i) => i.interacciones > 0)).toBe(true);

    const all = StatisticsGetInteractionAccessMonthResponse.parse(
      await get('/statistics/getinteractionaccessmonth', { startDate, endDate }),
    );
    const sum = (items: { interacciones: number }[]) => items.reduce((s, i) => s + i.interacciones, 0);
    expect(sum(all.items)).toBeGreaterThan(sum(body.items));

    const notARoute = await api.as('admin@demo.es').GET('/statistics/getinteractionaccessmonth', {
      params: { query: { page: 'services', startDate, endDate } },
    });
    expect(notARoute.status).toBe(400);
    expect(await notARoute.json()).toMatchObject({ field: 'page' });
  });

  it('by day of a month, for one client', async () => {
    const client = 'Talleres Mecánicos Norte S.A.';
    const body = StatisticsGetInteractionAccessDayResponse.parse(
      await get('/statistics/getinteractionaccessday', { client, year, month }),
    );
    const groups = tally(
      (await allEvents()).filter((e) => e.client === client && inYear(year, month)(e)),
      utcDay,
    );
    expect(body.items).toHaveLength(new Date(Date.UTC(year, month, 0)).getUTCDate());
    expect(body.items).toEqual(
      body.items.map((i) => ({
        dia: i.dia,
        interacciones: groups.get(i.dia)?.events ?? 0,
        usuariosUnicos: groups.get(i.dia)?.oids.size ?? 0,
      })),
    );
  });
});

describe('views', () => {
  it('by page, of a year or a month, optionally of one client', async () => {
    const events = (await allEvents()).filter((e) => e.action === 'view');
    const yearly = StatisticsGetPagesViewsResponse.parse(await get('/statistics/getpagesviews', { year }));
    expect(yearly.items).toEqual(
      ranked(tally(events.filter(inYear(year)), (e) => e.page)).map(([page, g]) => ({
        page,
        vistas: g.events,
      })),
    );

    const client = 'Restaurantes del Sur S.L.';
    const monthly = StatisticsGetPagesViewsResponse.parse(
      await get('/statistics/getpagesviews', { client, year, month }),
    );
    const expected = ranked(
      tally(
        events.filter((e) => e.client === client && inYear(year, month)(e)),
        (e) => e.page,
      ),
    );
    expect(monthly.items).toEqual(expected.map(([page, g]) => ({ page, vistas: g.events })));
    expect(monthly.items.map((i) => i.page)).toContain('/services-regenera');
  });

  it('by client, of a year or a month', async () => {
    const events = (await allEvents()).filter((e) => e.action === 'view');
    for (const query of [{ year }, { year, month }]) {
      const body = StatisticsGetClientsViewsResponse.parse(await get('/statistics/getclientsviews', query));
      const period = 'month' in query ? inYear(year, month) : inYear(year);
      const expected = ranked(tally(events.filter(period), (e) => e.client)).map(([client, g]) => ({
        client,
        vistas: g.events,
        usuariosUnicos: g.oids.size,
      }));
      expect(body.items).toEqual(expected);
      expect(body.total).toBe(expected.length);
    }
  });

  it('by center of one client', async () => {
    const client = 'Hoteles Costa Azul S.L.';
    const body = StatisticsGetCentrosDataResponse.parse(
      await get('/statistics/getcentrosdata', { client, year }),
    );
    const expected = ranked(
      tally(
        (await allEvents()).filter((e) => e.action === 'view' && e.client === client && inYear(year)(e)),
        (e) => e.centro,
      ),
    ).map(([centro, g]) => ({ centro, vistas: g.events, usuariosUnicos: g.oids.size }));
    expect(body.items).toEqual(expected);
    expect(body.items.length).toBeGreaterThan(0);

    const unknown = StatisticsGetCentrosDataResponse.parse(
      await get('/statistics/getcentrosdata', { client: 'Nadie', year }),
    );
    expect(unknown).toEqual({ items: [], total: 0 });
  });
});

describe('activity', () => {
  async function expectedActivity(period: (e: UsageEvent) => boolean, intern?: boolean) {
    const people = new Map((await api.db.select().from(users)).map((u) => [u.oid, u]));
    const events = (await allEvents())
      .filter(period)
      .filter((e) => intern === undefined || (intern ? e.role !== 0 : e.role === 0));
    const byUser = new Map<string, UsageEvent[]>();
    for (const e of events) byUser.set(e.oid, [...(byUser.get(e.oid) ?? []), e]);
    return [...byUser]
      .map(([oid, list]) => ({
        userId: oid,
        email: people.get(oid)?.email,
        empresa: people.get(oid)?.empresa,
        accesos: list.filter((e) => e.action === 'view').length,
        ultimoAcceso: new Date(Math.max(...list.map((e) => e.fecha.getTime()))).toISOString(),
      }))
      .sort((a, b) => b.ultimoAcceso.localeCompare(a.ultimoAcceso) || (a.userId < b.userId ? -1 : 1));
  }

  const instant = <T extends { ultimoAcceso: string }>(items: T[]) =>
    items.map((i) => ({ ...i, ultimoAcceso: new Date(i.ultimoAcceso).toISOString() }));

  it('per user in a month, latest access first; interns and clients apart', async () => {
    const all = StatisticsGetAccesosActividadResponse.parse(
      await get('/statistics/getaccesosactividad', { year, month }),
    );
    expect(instant(all.items)).toEqual(await expectedActivity(inYear(year, month)));

    const interns = StatisticsGetAccesosActividadResponse.parse(
      await get('/statistics/getaccesosactividad', { intern: true, year, month }),
    );
    const clients = StatisticsGetAccesosActividadResponse.parse(
      await get('/statistics/getaccesosactividad', { intern: false, year, month }),
    );
    expect(instant(interns.items)).toEqual(await expectedActivity(inYear(year, month), true));
    expect(instant(clients.items)).toEqual(await expectedActivity(inYear(year, month), false));
    expect(interns.items.map((i) => i.email)).toContain('gestor@demo.es');
    expect(clients.items.map((i) => i.email)).toContain('cliente@demo.es');
    expect(interns.total + clients.total).toBe(all.total);
  });

  it('per user on one day, and 400 for a day without month or a day the month lacks', async () => {
    const body = StatisticsGetAccesosActividadResponse.parse(
      await get('/statistics/getaccesosactividad', { year, month, day: 3 }),
    );
    const onDay = (e: UsageEvent) => utcDay(e) === `${year}-${pad(month)}-03`;
    expect(instant(body.items)).toEqual(await expectedActivity(onDay));

    for (const query of [
      { year, day: 3 },
      { year: 2025, month: 2, day: 30 },
    ]) {
      const response = await api
        .as('admin@demo.es')
        .GET('/statistics/getaccesosactividad', { params: { query } });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ field: 'day' });
    }
  });

  it('events of one user, newest first, paged with skip/take', async () => {
    const gestor = demoAccount('gestor@demo.es');
    const expected = (await allEvents())
      .filter((e) => e.oid === gestor.oid && inYear(year, month)(e))
      .sort((a, b) => b.fecha.getTime() - a.fecha.getTime() || b.id - a.id);
    const path = '/statistics/getaccesosactividadusuario';
    const base = { userId: gestor.oid, year, month };

    const whole = StatisticsGetAccesosActividadUsuarioResponse.parse(await get(path, base));
    expect(whole.total).toBe(expected.length);
    expect(whole.items.map((i) => new Date(i.fecha).getTime())).toEqual(
      expected.map((e) => e.fecha.getTime()),
    );
    expect(whole.items[0]).toEqual({
      fecha: expected[0]?.fecha.toISOString(),
      page: expected[0]?.page,
      action: expected[0]?.action,
      client: expected[0]?.client,
      centro: expected[0]?.centro,
      detalle: expected[0]?.detalle,
    });

    const second = StatisticsGetAccesosActividadUsuarioResponse.parse(
      await get(path, { ...base, skip: 5, take: 5 }),
    );
    expect(second.total).toBe(expected.length);
    expect(second.items.map((i) => new Date(i.fecha).getTime())).toEqual(
      expected.slice(5, 10).map((e) => e.fecha.getTime()),
    );

    const nobody = StatisticsGetAccesosActividadUsuarioResponse.parse(
      await get('/statistics/getaccesosactividadusuario', {
        userId: '00000000-0000-4000-8000-000000000000',
        year,
      }),
    );
    expect(nobody).toEqual({ items: [], total: 0 });

    const badDay = await api.as('admin@demo.es').GET('/statistics/getaccesosactividadusuario', {
      params: { query: { userId: gestor.oid, year, day: 1 } },
    });
    expect(badDay.status).toBe(400);
  });

  it('totals per client since the first event, latest access first', async () => {
    const body = StatisticsGetClientesDataResponse.parse(await get('/statistics/getclientesdata', {}));
    const byClient = new Map<string, UsageEvent[]>();
    for (const e of await allEvents())
      if (e.client) byClient.set(e.client, [...(byClient.get(e.client) ?? []), e]);
    const expected = [...byClient]
      .map(([client, list]) => ({
        client,
        usuarios: new Set(list.map((e) => e.oid)).size,
        accesos: list.filter((e) => e.action === 'view').length,
        ultimoAcceso: new Date(Math.max(...list.map((e) => e.fecha.getTime()))).toISOString(),
      }))
      .sort((a, b) => b.ultimoAcceso.localeCompare(a.ultimoAcceso) || (a.client < b.client ? -1 : 1));
    expect(instant(body.items)).toEqual(expected);
    expect(body.total).toBe(api.summary.clients.length);
  });
});

describe('access', () => {
  it('lets role 2 read the reports too', async () => {
    const body = StatisticsGetClientsViewsResponse.parse(
      await get('/statistics/getclientsviews', { year }, 'superadmin@demo.es'),
    );
    expect(body.total).toBeGreaterThan(0);
  });
});
