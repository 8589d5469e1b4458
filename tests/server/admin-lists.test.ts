/**
 * Administration lists and small settings: every client's incidence requests, commercial proposals
 * and service requests; types of service; the home and services banners; and the two logs, which
 * show the administration's own writes.
 */
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminLogs,
  banners,
  comercialProposals,
  incidenceRequests,
  serviceRequests,
  serviceTypes,
} from '../../server/db/schema';
import {
  AdminComercialProposalsResponse,
  AdminHomeBannerResponse,
  AdminIncidenceRequestResponse,
  AdminLogsClientCreationResponse,
  AdminLogsResponse,
  AdminSaveTypeOfServiceResponse,
  AdminServiceRequestResponse,
  AdminTicketsBannerResponse,
  AdminTypeOfServiceResponse,
} from '../../server/generated/admin/admin.zod';
import { createTestApi, type TestApi } from '../../server/testing/testApi';
import { expectStatus, ok, present } from './support/http';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ tickets: 300 });
}, 120_000);
afterAll(() => api?.close());

const asAdmin = () => api.as('superadmin@demo.es');

const newestFirst = (dates: string[]) => expect(dates).toEqual([...dates].sort().reverse());
const filtersParam = (filters: { field: string; value: string }[]) => JSON.stringify(filters);

describe('GET /admin/incidencerequest', () => {
  it('pages every client’s incidence requests, newest first', async () => {
    const [total] = await api.db.select({ n: count() }).from(incidenceRequests);
    const first = await ok(
      await asAdmin().GET('/admin/incidencerequest', { params: { query: { take: 10 } } }),
      AdminIncidenceRequestResponse,
    );
    const second = await ok(
      await asAdmin().GET('/admin/incidencerequest', { params: { query: { take: 10, skip: 10 } } }),
      AdminIncidenceRequestResponse,
    );
    expect(first.total).toBe(total?.n);
    expect(first.items).toHaveLength(10);
    newestFirst([...first.items, ...second.items].map((r) => r.fecha));
    const ids = new Set(first.items.map((r) => r.id));
    expect(second.items.some((r) => ids.has(r.id))).toBe(false);
    expect(new Set(first.items.map((r) => r.clientName)).size).toBeGreaterThanOrEqual(1);
  });

  it('combines client, center, estado, text and column filters with AND', async () => {
    const [sample] = await api.db
      .select()
      .from(incidenceRequests)
      .where(sql`${incidenceRequests.center} is not null`)
      .limit(1);
    if (!sample?.center) throw new Error('a seeded incidence with a center');
    const page = await ok(
      await asAdmin().GET('/admin/incidencerequest', {
        params: {
          query: {
            clientName: sample.clientName.slice(0, 8).toLowerCase(),
            center: sample.center,
            estado: sample.estado,
          },
        },
      }),
      AdminIncidenceRequestResponse,
    );
    const [expected] = await api.db
      .select({ n: count() })
      .from(incidenceRequests)
      .where(
        and(
          sql`${incidenceRequests.clientName} ilike ${`%${sample.clientName.slice(0, 8)}%`}`,
          sql`${incidenceRequests.center} ilike ${`%${sample.center}%`}`,
          eq(incidenceRequests.estado, sample.estado),
        ),
      );
    expect(page.total).toBe(expected?.n);
    expect(page.items.some((r) => r.id === sample.id)).toBe(true);
    expect(
      page.items.every((r) => r.estado === sample.estado && r.center?.includes(sample.center ?? '')),
    ).toBe(true);

    const byText = await ok(
      await asAdmin().GET('/admin/incidencerequest', { params: { query: { filterText: sample.asunto } } }),
      AdminIncidenceRequestResponse,
    );
    expect(
      byText.items.every((r) =>
        `${r.asunto} ${r.descripcion} ${r.clientName} ${r.center} ${r.referencia} ${r.solicitante}`
          .toLowerCase()
          .includes(sample.asunto.toLowerCase()),
      ),
    ).toBe(true);
    const byColumn = await ok(
      await asAdmin().GET('/admin/incidencerequest', {
        params: { query: { filters: filtersParam([{ field: 'prioridad', value: 'alta' }]) } },
      }),
      AdminIncidenceRequestResponse,
    );
    const [altas] = await api.db
      .select({ n: count() })
      .from(incidenceRequests)
      .where(eq(incidenceRequests.prioridad, 'alta'));
    expect(byColumn.total).toBe(altas?.n);
  });

  it('sorts by a field and refuses unknown ones', async () => {
    const page = await ok(
      await asAdmin().GET('/admin/incidencerequest', {
        params: { query: { orderByField: 'clientName', orderBy: 'asc' } },
      }),
      AdminIncidenceRequestResponse,
    );
    const expected = await api.db
      .select({ id: incidenceRequests.id })
      .from(incidenceRequests)
      .orderBy(asc(incidenceRequests.clientName), asc(incidenceRequests.id));
    expect(page.items.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    await expectStatus(
      await asAdmin().GET('/admin/incidencerequest', {
        // @ts-expect-error: solicitanteOid is not a field of SolicitudIncidencia (the contract closes the set; the server must refuse it too)
        params: { query: { orderByField: 'solicitanteOid' } },
      }),
      400,
      'orderByField',
    );
    await expectStatus(
      await asAdmin().GET('/admin/incidencerequest', {
        params: { query: { filters: filtersParam([{ field: 'nope', value: 'x' }]) } },
      }),
      400,
      // The generated validator names the failing filter's field.
      'filters.0.field',
    );
  });
});

describe('GET /admin/comercialproposals', () => {
  it('lists internal and external proposals; clientName never matches an external one', async () => {
    const [total] = await api.db.select({ n: count() }).from(comercialProposals);
    const all = await ok(await asAdmin().GET('/admin/comercialproposals'), AdminComercialProposalsResponse);
    expect(all.total).toBe(total?.n);
    expect(all.items.some((p) => p.externa)).toBe(true);
    expect(all.items.some((p) => !p.externa)).toBe(true);
    newestFirst(all.items.map((p) => p.fecha));

    const byClient = await ok(
      await asAdmin().GET('/admin/comercialproposals', { params: { query: { clientName: 's' } } }),
      AdminComercialProposalsResponse,
    );
    expect(byClient.items.every((p) => !p.externa)).toBe(true);
    const externals = await ok(
      await asAdmin().GET('/admin/comercialproposals', {
        params: { query: { filters: filtersParam([{ field: 'externa', value: 'true' }]) } },
      }),
      AdminComercialProposalsResponse,
    );
    const [externalCount] = await api.db
      .select({ n: count() })
      .from(comercialProposals)
      .where(isNull(comercialProposals.clientId));
    expect(externals.total).toBe(externalCount?.n);
    expect(externals.items.every((p) => p.externa && p.clientName === null)).toBe(true);
  });

  it('filters by estado and text, pages and sorts by empresa', async () => {
    const opened = await ok(
      await asAdmin().GET('/admin/comercialproposals', { params: { query: { estado: 'opened' } } }),
      AdminComercialProposalsResponse,
    );
    const [openedCount] = await api.db
      .select({ n: count() })
      .from(comercialProposals)
      .where(eq(comercialProposals.estado, 'opened'));
    expect(opened.total).toBe(openedCount?.n);
    expect(opened.items.every((p) => p.estado === 'opened')).toBe(true);
    const sample = opened.items[0];
    if (!sample) throw new Error('an opened proposal');
    const byText = await ok(
      await asAdmin().GET('/admin/comercialproposals', {
        params: { query: { filterText: sample.empresa.toUpperCase() } },
      }),
      AdminComercialProposalsResponse,
    );
    expect(byText.items.some((p) => p.id === sample.id)).toBe(true);
    const byEmpresa = await ok(
      await asAdmin().GET('/admin/comercialproposals', {
        params: { query: { orderByField: 'empresa', orderBy: 'desc', take: 5, skip: 2 } },
      }),
      AdminComercialProposalsResponse,
    );
    const expected = await api.db
      .select({ id: comercialProposals.id })
      .from(comercialProposals)
      .orderBy(desc(comercialProposals.empresa), desc(comercialProposals.id))
      .limit(5)
      .offset(2);
    expect(byEmpresa.items.map((p) => p.id)).toEqual(expected.map((p) => p.id));
  });
});

describe('GET /admin/servicerequest', () => {
  it('pages, filters and sorts every client’s service requests', async () => {
    const [total] = await api.db.select({ n: count() }).from(serviceRequests);
    const page = await ok(
      await asAdmin().GET('/admin/servicerequest', { params: { query: { take: 5 } } }),
      AdminServiceRequestResponse,
    );
    expect(page.total).toBe(total?.n);
    expect(page.items).toHaveLength(Math.min(5, total?.n ?? 0));
    const all = await ok(await asAdmin().GET('/admin/servicerequest'), AdminServiceRequestResponse);
    newestFirst(all.items.map((r) => r.fecha));
    const sample = all.items[0];
    if (!sample) throw new Error('a service request');
    const byType = await ok(
      await asAdmin().GET('/admin/servicerequest', {
        params: {
          query: {
            filters: filtersParam([{ field: 'tipoServicio', value: sample.tipoServicio }]),
            estado: sample.estado,
          },
        },
      }),
      AdminServiceRequestResponse,
    );
    expect(byType.items.some((r) => r.id === sample.id)).toBe(true);
    expect(
      byType.items.every((r) => r.tipoServicio.includes(sample.tipoServicio) && r.estado === sample.estado),
    ).toBe(true);
    const byClient = await ok(
      await asAdmin().GET('/admin/servicerequest', { params: { query: { clientName: sample.clientName } } }),
      AdminServiceRequestResponse,
    );
    expect(byClient.items.every((r) => r.clientName === sample.clientName)).toBe(true);
    const byType2 = await ok(
      await asAdmin().GET('/admin/servicerequest', { params: { query: { orderByField: 'tipoServicio' } } }),
      AdminServiceRequestResponse,
    );
    const expected = await api.db
      .select({ id: serviceRequests.id })
      .from(serviceRequests)
      .orderBy(asc(serviceRequests.tipoServicio), asc(serviceRequests.id));
    expect(byType2.items.map((r) => r.id)).toEqual(expected.map((r) => r.id));
  });
});

describe('types of service', () => {
  it('lists them by description, filtered and paged', async () => {
    const [total] = await api.db.select({ n: count() }).from(serviceTypes);
    const all = await ok(await asAdmin().GET('/admin/typeofservice'), AdminTypeOfServiceResponse);
    expect(all.total).toBe(total?.n);
    const descriptions = all.items.map((t) => t.descripcion);
    const expected = await api.db
      .select({ id: serviceTypes.id })
      .from(serviceTypes)
      .orderBy(asc(serviceTypes.descripcion), asc(serviceTypes.id));
    expect(all.items.map((t) => t.id)).toEqual(expected.map((t) => t.id));
    expect(descriptions.every((d) => d.length > 0)).toBe(true);
    const page = await ok(
      await asAdmin().GET('/admin/typeofservice', { params: { query: { take: 2, skip: 1 } } }),
      AdminTypeOfServiceResponse,
    );
    expect(page.items).toEqual(all.items.slice(1, 3));
    const sample = all.items[0];
    const byInvoiceType = await ok(
      await asAdmin().GET('/admin/typeofservice', {
        params: { query: { filterText: present(sample).tipoFactura1 ?? '' } },
      }),
      AdminTypeOfServiceResponse,
    );
    expect(byInvoiceType.items.some((t) => t.id === sample?.id)).toBe(true);
    expect(byInvoiceType.total).toBeLessThan(all.total);
  });

  it('creates and updates a type; an unknown id is 404', async () => {
    const created = await ok(
      await asAdmin().POST('/admin/typeofservice', {
        body: {
          idTipoFactura: 42,
          tipoFactura1: 'Limpieza industrial',
          descripcion: 'Limpieza de fosos y separadores',
        },
      }),
      AdminSaveTypeOfServiceResponse,
    );
    expect(created).toMatchObject({ idTipoFactura: 42, tipoFactura1: 'Limpieza industrial' });
    const updated = await ok(
      await asAdmin().POST('/admin/typeofservice', {
        body: {
          id: created.id,
          idTipoFactura: 43,
          tipoFactura1: 'Limpieza industrial',
          descripcion: 'Limpieza de fosos',
        },
      }),
      AdminSaveTypeOfServiceResponse,
    );
    expect(updated).toEqual({
      id: created.id,
      idTipoFactura: 43,
      tipoFactura1: 'Limpieza industrial',
      descripcion: 'Limpieza de fosos',
    });
    const [row] = await api.db.select().from(serviceTypes).where(eq(serviceTypes.id, created.id));
    expect(row).toMatchObject({ idTipoFactura: 43, descripcion: 'Limpieza de fosos' });
    const found = await ok(
      await asAdmin().GET('/admin/typeofservice', { params: { query: { filterText: 'fosos' } } }),
      AdminTypeOfServiceResponse,
    );
    expect(found.items.map((t) => t.id)).toEqual([created.id]);
    await expectStatus(
      await asAdmin().POST('/admin/typeofservice', {
        body: {
          id: 999999,
          idTipoFactura: 1,
          tipoFactura1: 'X',
          descripcion: 'Y',
        },
      }),
      404,
    );
  });
});

describe('banners', () => {
  it('creates and updates home and services banners, each of its own screen', async () => {
    const home = await ok(
      await asAdmin().POST('/admin/homebanner', {
        body: {
          description: 'Nuevo servicio de recogida de aceite',
          link: 'https://example.es/aceite',
        },
      }),
      AdminHomeBannerResponse,
    );
    const tickets = await ok(
      await asAdmin().POST('/admin/ticketsbanner', {
        body: { description: 'Consulte sus certificados', link: null },
      }),
      AdminTicketsBannerResponse,
    );
    expect(tickets.link).toBeNull();
    const [homeRow] = await api.db.select().from(banners).where(eq(banners.id, home.id));
    expect(homeRow).toMatchObject({
      kind: 'home',
      description: 'Nuevo servicio de recogida de aceite',
      link: 'https://example.es/aceite',
    });
    const [ticketsRow] = await api.db.select().from(banners).where(eq(banners.id, tickets.id));
    expect(ticketsRow?.kind).toBe('tickets');

    const updated = await ok(
      await asAdmin().POST('/admin/homebanner', {
        body: {
          id: home.id,
          description: 'Recogida de aceite: nuevas rutas',
          link: null,
        },
      }),
      AdminHomeBannerResponse,
    );
    expect(updated).toMatchObject({
      id: home.id,
      description: 'Recogida de aceite: nuevas rutas',
      link: null,
    });
    const [afterRow] = await api.db.select().from(banners).where(eq(banners.id, home.id));
    expect(afterRow).toMatchObject({ description: 'Recogida de aceite: nuevas rutas', link: null });

    // A banner id of the other screen, or unknown, is not this screen's banner.
    await expectStatus(
      await asAdmin().POST('/admin/homebanner', { body: { id: tickets.id, description: 'X' } }),
      404,
    );
    await expectStatus(
      await asAdmin().POST('/admin/ticketsbanner', { body: { id: home.id, description: 'X' } }),
      404,
    );
    await expectStatus(
      await asAdmin().POST('/admin/ticketsbanner', { body: { id: 999999, description: 'X' } }),
      404,
    );
    await expectStatus(
      await asAdmin().POST('/admin/ticketsbanner', { body: { description: '   ' } }),
      400,
      'description',
    );
  });
});

/** The Madrid calendar day of an instant, as the logs filter by. */
const madridDay = (iso: string | Date) =>
  new Date(iso).toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' });

describe('logs', () => {
  it('reads the client-creation log only, newest first, paged', async () => {
    const [total] = await api.db
      .select({ n: count() })
      .from(adminLogs)
      .where(eq(adminLogs.kind, 'clientCreation'));
    const page = await ok(
      await asAdmin().POST('/admin/logsclientcreation', { body: { take: 5 } }),
      AdminLogsClientCreationResponse,
    );
    expect(page.total).toBe(total?.n);
    expect(page.items).toHaveLength(5);
    const all = await ok(
      await asAdmin().POST('/admin/logsclientcreation', { body: {} }),
      AdminLogsClientCreationResponse,
    );
    newestFirst(all.items.map((l) => l.fecha));
    expect(all.items.slice(0, 5)).toEqual(page.items);
    expect(all.items.some((l) => l.accion === 'Alta de cliente')).toBe(true);
    const second = await ok(
      await asAdmin().POST('/admin/logsclientcreation', { body: { take: 5, skip: 5 } }),
      AdminLogsClientCreationResponse,
    );
    expect(second.items).toEqual(all.items.slice(5, 10));
  });

  it('reads every entry of the application log, filtered by Madrid days, level and text', async () => {
    const rows = await api.db.select().from(adminLogs);
    const all = await ok(await asAdmin().POST('/admin/logs', { body: {} }), AdminLogsResponse);
    expect(all.total).toBe(rows.length);
    expect(all.items.some((l) => l.usuario === 'sistema')).toBe(true);

    const desde = '2026-03-01';
    const hasta = '2026-03-31';
    const march = await ok(
      await asAdmin().POST('/admin/logs', { body: { desde, hasta } }),
      AdminLogsResponse,
    );
    const expectedMarch = rows.filter((r) => madridDay(r.fecha) >= desde && madridDay(r.fecha) <= hasta);
    expect(march.total).toBe(expectedMarch.length);
    expect(march.total).toBeGreaterThan(0);
    expect(march.items.every((l) => madridDay(l.fecha) >= desde && madridDay(l.fecha) <= hasta)).toBe(true);

    const warnings = await ok(
      await asAdmin().POST('/admin/logs', { body: { nivel: 'warning' } }),
      AdminLogsResponse,
    );
    expect(warnings.total).toBe(rows.filter((r) => r.nivel === 'warning').length);
    expect(warnings.items.every((l) => l.nivel === 'warning')).toBe(true);

    const sample = rows.find((r) => r.usuario);
    const byUser = await ok(
      await asAdmin().POST('/admin/logs', { body: { text: sample?.usuario?.toUpperCase() } }),
      AdminLogsResponse,
    );
    expect(byUser.total).toBeGreaterThan(0);
    expect(
      byUser.items.every((l) =>
        `${l.usuario} ${l.accion} ${l.detalle}`.toLowerCase().includes(sample?.usuario ?? ''),
      ),
    ).toBe(true);
  });

  it('shows the administration’s own writes, with who did them', async () => {
    // The log is dated by the database's now(): the entry falls between these two readings of the
    // machine's clock, whatever the day (a Madrid day compared with today's turns over at midnight).
    const before = Date.now();
    await ok(
      await asAdmin().POST('/admin/ticketsbanner', { body: { description: 'Aviso de prueba para el log' } }),
      AdminTicketsBannerResponse,
    );
    const logged = await ok(
      await asAdmin().POST('/admin/logs', { body: { text: 'Aviso de prueba para el log', take: 1 } }),
      AdminLogsResponse,
    );
    expect(logged.items[0]).toMatchObject({
      usuario: 'superadmin@demo.es',
      accion: 'Alta de banner',
      nivel: 'info',
    });
    const loggedAt = Date.parse(logged.items[0]?.fecha ?? '');
    expect(loggedAt).toBeGreaterThanOrEqual(before);
    expect(loggedAt).toBeLessThanOrEqual(Date.now());
    // General entries are not client-creation entries.
    const creation = await ok(
      await asAdmin().POST('/admin/logsclientcreation', { body: { text: 'Aviso de prueba para el log' } }),
      AdminLogsClientCreationResponse,
    );
    expect(creation.total).toBe(0);
  });
});
