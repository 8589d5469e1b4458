/**
 * What a client's lists need from the API beyond paging: quick filters (a column filter of exact
 * values), the home's "what needs my attention" (each count its list's total under the same
 * filter), saved views (token, client and owner checks, a bound per user), the send of the weight
 * tickets, and the numbers of a service's documents in its detail.
 */
import { count, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  albaranes,
  documentosIdentificacion,
  facturas,
  outbox,
  savedViews,
  serviceDirections,
  userClients,
  weightTickets,
} from '../../server/db/schema';
import { maxViewsPerUser } from '../../server/features/savedViews/savedViews';
import { attentionFilters } from '../../server/features/tickets/homeAttention';
import { createTestApi, type DemoEmail, type TestApi } from '../../server/testing/testApi';
import { oidOf, seedClient } from './support/seed';

let api: TestApi;
const today = '2026-11-15';
const hoteles = () => seedClient(api, 'Hoteles Costa Azul S.L.');

beforeAll(async () => {
  api = await createTestApi({ tickets: 600, today });
}, 180_000);
afterAll(() => api?.close());

/** The directions of client `clientId` the user sees (cliente@ sees some centers only). */
async function directionsOf(email: DemoEmail, clientId: number) {
  const response = await api.as(email).GET('/getServiceDirections', {
    params: { query: { client: (await clientName(clientId)) ?? '' } },
  });
  expect(response.status).toBe(200);
  const page = (await response.json()) as { items: { iddireccionservicio: number }[] };
  return page.items.map((d) => d.iddireccionservicio);
}

async function clientName(clientId: number) {
  return api.summary.clients.find((c) => c.clientId === clientId)?.client;
}

describe('quick filters: a column filter of exact values', () => {
  it('lists the invoices whose payment is one of the values, as the sum of each value alone', async () => {
    const ids = hoteles().directionIds;
    const total = async (filters: { field: 'estadoPago'; value?: string; values?: string[] }[]) => {
      const response = await api.as('gestor@demo.es').POST('/getFacturas', {
        body: { idDireccionesServicio: ids, take: 0, filters },
      });
      expect(response.status).toBe(200);
      const page = (await response.json()) as { total: number; items: { estadoPago: string }[] };
      return page;
    };
    const unpaid = await total([{ field: 'estadoPago', values: ['pendiente', 'vencida'] }]);
    const pending = await total([{ field: 'estadoPago', values: ['pendiente'] }]);
    const overdue = await total([{ field: 'estadoPago', values: ['vencida'] }]);
    expect(overdue.total).toBeGreaterThan(0);
    expect(pending.total).toBeGreaterThan(0);
    expect(unpaid.total).toBe(pending.total + overdue.total);
    expect(new Set(unpaid.items.map((f) => f.estadoPago))).toEqual(new Set(['pendiente', 'vencida']));
    // Exact, not "contains": 'venc' is no payment state.
    expect((await total([{ field: 'estadoPago', values: ['venc'] }])).total).toBe(0);
    // `values` wins over `value`; a filter with neither filters nothing.
    expect((await total([{ field: 'estadoPago', value: 'pagada', values: ['vencida'] }])).total).toBe(
      overdue.total,
    );
    const [all] = await api.db
      .select({ n: count() })
      .from(facturas)
      .where(inArray(facturas.iddireccionservicio, ids));
    expect((await total([{ field: 'estadoPago' }])).total).toBe(all?.n);
  });

  it('refuses values on a field the list does not filter by, and more than 20 values', async () => {
    const body = (values: string[], field = 'estadoPago') => ({
      idDireccionesServicio: hoteles().directionIds,
      filters: [{ field, values }],
    });
    const unknown = await api.unchecked('gestor@demo.es', 'POST', '/getFacturas', {
      json: body(['x'], 'password'),
    });
    expect(unknown.status).toBe(400);
    const many = await api.unchecked('gestor@demo.es', 'POST', '/getFacturas', {
      json: body(Array.from({ length: 21 }, (_, i) => `v${i}`)),
    });
    expect(many.status).toBe(400);
    expect(await many.json()).toMatchObject({ code: 'VALIDATION' });
  });
});

describe('POST /homeattention', () => {
  async function attention(email: DemoEmail, ids: number[], name: string) {
    const response = await api.as(email).POST('/homeattention', {
      params: { query: { clientName: name } },
      body: { idDireccionesServicio: ids },
    });
    return response;
  }

  it('counts what each list shows under the same quick filter, in the contract order', async () => {
    const client = hoteles();
    const ids = await directionsOf('cliente@demo.es', client.clientId);
    const response = await attention('cliente@demo.es', ids, client.client);
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as {
      items: {
        clave: keyof typeof attentionFilters;
        cantidad: number;
        importe: number | null;
        titulo: string;
      }[];
    };
    expect(items.map((item) => item.clave)).toEqual([
      'facturasVencidas',
      'facturasPendientes',
      'proformasPendientes',
      'incidenciasAbiertas',
      'solicitudesAbiertas',
    ]);
    expect(items[0]?.titulo).toBe('Facturas vencidas');

    const as = api.as('cliente@demo.es');
    const listTotal = async (
      path: '/getFacturas' | '/getFacturasProforma',
      clave: keyof typeof attentionFilters,
    ) => {
      const { field, values } = attentionFilters[clave];
      // Each list's own closed set of fields: these are fields of both.
      const filters = [{ field: field as 'estado', values: [...values] }];
      const page = await as.POST(path, { body: { idDireccionesServicio: ids, take: 0, filters } });
      const json = (await page.json()) as { total: number; items: { total?: number; importe?: number }[] };
      const amount = json.items.reduce((sum, row) => sum + (row.total ?? row.importe ?? 0), 0);
      return { cantidad: json.total, importe: Math.round(amount * 100) / 100 };
    };
    const byKey = Object.fromEntries(items.map((item) => [item.clave, item]));
    for (const clave of ['facturasVencidas', 'facturasPendientes'] as const)
      expect(byKey[clave]).toMatchObject(await listTotal('/getFacturas', clave));
    expect(byKey.proformasPendientes).toMatchObject(
      await listTotal('/getFacturasProforma', 'proformasPendientes'),
    );

    const open = attentionFilters.incidenciasAbiertas;
    const incidences = await as.GET('/incidencerequests', {
      params: {
        // The query carries its filters as JSON (the contract's `content: application/json`).
        query: {
          clientName: client.client,
          filters: JSON.stringify([{ field: open.field, values: [...open.values] }]),
        },
      },
    });
    expect(byKey.incidenciasAbiertas).toMatchObject({
      cantidad: ((await incidences.json()) as { total: number }).total,
      importe: null,
    });
  });

  it('refuses directions and clients the user does not see', async () => {
    const client = hoteles();
    const ids = await directionsOf('cliente@demo.es', client.clientId);
    const hidden = client.directionIds.find((id) => !ids.includes(id));
    if (hidden === undefined) throw new Error('the seed restricts cliente@ to some centers of client 1');
    expect((await attention('cliente@demo.es', [hidden], client.client)).status).toBe(403);
    const other = api.summary.clients.find(
      (c) => !c.regenera && c.clientId !== client.clientId && c.clientId !== 2,
    );
    if (!other) throw new Error('another client');
    expect((await attention('cliente@demo.es', ids, other.client)).status).toBe(403);
    expect(
      (
        await api.as(null).POST('/homeattention', {
          params: { query: { clientName: client.client } },
          body: { idDireccionesServicio: ids },
        })
      ).status,
    ).toBe(401);
  });
});

describe('saved views', () => {
  const screen = '/files?tab=factura';
  const save = (
    email: DemoEmail,
    body: { clientId: number; name: string; state: string; shared?: boolean; screen?: string },
  ) => api.as(email).POST('/savedView', { body: { screen, ...body } });
  const list = async (email: DemoEmail, clientId: number, on = screen) => {
    const response = await api.as(email).GET('/savedViews', { params: { query: { clientId, screen: on } } });
    expect(response.status).toBe(200);
    return (
      (await response.json()) as {
        items: { id: number; name: string; own: boolean; shared: boolean; owner: string; state: string }[];
      }
    ).items;
  };

  it('keeps a user’s views per list and client, replaces one saved again under its name, and shares within the client', async () => {
    const clientId = hoteles().clientId;
    const saved = await save('cliente@demo.es', { clientId, name: 'Vencidas', state: 'filtro=vencidas' });
    expect(saved.status).toBe(200);
    const view = (await saved.json()) as { id: number; own: boolean; owner: string };
    expect(view).toMatchObject({ own: true, owner: 'Lucía Martín Ortega' });

    const again = await save('cliente@demo.es', {
      clientId,
      name: ' Vencidas ',
      state: 'filtro=vencidas&size=50',
    });
    expect(((await again.json()) as { id: number }).id).toBe(view.id);
    expect(await list('cliente@demo.es', clientId)).toEqual([
      expect.objectContaining({
        id: view.id,
        name: 'Vencidas',
        state: 'filtro=vencidas&size=50',
        shared: false,
      }),
    ]);
    // Another list, another client: not there.
    expect(await list('cliente@demo.es', clientId, '/services')).toEqual([]);

    // gestor@ sees the client too: not a private view, but a shared one.
    expect(await list('gestor@demo.es', clientId)).toEqual([]);
    await save('cliente@demo.es', { clientId, name: 'Pagadas', state: 'filtro=pagadas', shared: true });
    const seen = await list('gestor@demo.es', clientId);
    expect(seen).toEqual([expect.objectContaining({ name: 'Pagadas', own: false, shared: true })]);
    const shared = seen[0] as { id: number };
    expect(
      (await api.as('gestor@demo.es').DELETE('/deleteSavedView', { params: { query: { id: shared.id } } }))
        .status,
    ).toBe(403);
    const deleted = await api
      .as('cliente@demo.es')
      .DELETE('/deleteSavedView', { params: { query: { id: shared.id } } });
    expect(await deleted.json()).toEqual({ ok: true, affected: 1 });
    expect(
      (await api.as('cliente@demo.es').DELETE('/deleteSavedView', { params: { query: { id: shared.id } } }))
        .status,
    ).toBe(404);
  });

  it('refuses a client the user does not see, bad input, and no token', async () => {
    const foreign = api.summary.clients.find((c) => c.client === 'Industrias Cárnicas del Sur S.L.');
    const granted = await api.db
      .select({ clientId: userClients.clientId })
      .from(userClients)
      .where(eq(userClients.oid, oidOf('cliente@demo.es')));
    const unseen = api.summary.clients.find((c) => !granted.some((g) => g.clientId === c.clientId));
    if (!foreign || !unseen) throw new Error('seed clients');
    expect((await save('cliente@demo.es', { clientId: unseen.clientId, name: 'x', state: '' })).status).toBe(
      403,
    );
    expect(
      (
        await api
          .as('cliente@demo.es')
          .GET('/savedViews', { params: { query: { clientId: unseen.clientId, screen } } })
      ).status,
    ).toBe(403);
    const bad = async (body: Record<string, unknown>) =>
      (
        await api.unchecked('cliente@demo.es', 'POST', '/savedView', {
          json: { clientId: hoteles().clientId, screen, name: 'v', state: '', ...body },
        })
      ).status;
    expect(await bad({ name: '   ' })).toBe(400);
    expect(await bad({ name: 'x'.repeat(61) })).toBe(400);
    expect(await bad({ state: 'x'.repeat(2001) })).toBe(400);
    expect(await bad({ screen: 'https://elsewhere.example/' })).toBe(400);
    expect(
      (await api.as(null).GET('/savedViews', { params: { query: { clientId: 1, screen } } })).status,
    ).toBe(401);
  });

  it('holds at most the bound per user: one more is a 409 in Spanish, replacing one still works', async () => {
    const clientId = hoteles().clientId;
    const owner = 'gestor@demo.es';
    const [held] = await api.db
      .select({ n: count() })
      .from(savedViews)
      .where(eq(savedViews.oid, oidOf(owner)));
    for (let i = held?.n ?? 0; i < maxViewsPerUser; i++)
      expect(
        (await save(owner, { clientId, name: `Vista ${i}`, state: `page=${i}`, screen: '/services' })).status,
      ).toBe(200);
    const refused = await save(owner, { clientId, name: 'Una más', state: '' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('borre alguna'),
    });
    expect(
      (await save(owner, { clientId, name: 'Vista 0', state: 'size=25', screen: '/services' })).status,
    ).toBe(200);
    const [after] = await api.db
      .select({ n: count() })
      .from(savedViews)
      .where(eq(savedViews.oid, oidOf(owner)));
    expect(after?.n).toBe(maxViewsPerUser);
  });
});

describe('POST /weightTicketsSend', () => {
  it('sends the filtered weight tickets as the export’s workbook, and refuses other directions', async () => {
    const ids = hoteles().directionIds;
    const response = await api.as('gestor@demo.es').POST('/weightTicketsSend', {
      body: { idDireccionesServicio: ids, toE: ['compras@hotelescostaazul.es'], subjectE: 'Tickets de peso' },
    });
    expect(response.status).toBe(200);
    const result = (await response.json()) as { messageId: string; attachments: number };
    expect(result.attachments).toBe(1);
    const [message] = await api.db.select().from(outbox).where(eq(outbox.messageId, result.messageId));
    expect(message?.attachments).toEqual([expect.objectContaining({ filename: 'tickets-de-peso.xlsx' })]);

    const foreign = (await api.db.select().from(serviceDirections)).find(
      (d) =>
        !api.summary.clients
          .find((c) => c.client === 'Hoteles Costa Azul S.L.')
          ?.directionIds.includes(d.iddireccionservicio) && d.clientId !== 2,
    );
    const refused = await api.as('cliente@demo.es').POST('/weightTicketsSend', {
      body: {
        idDireccionesServicio: [foreign?.iddireccionservicio ?? 0],
        toE: ['compras@hotelescostaazul.es'],
      },
    });
    expect(refused.status).toBe(403);
  });
});

describe('a service’s documents in its detail', () => {
  it('names its delivery note, weight ticket and DI, the numbers their lists show', async () => {
    const ids = hoteles().directionIds;
    // The newest DI of the client: a hazardous waste's service, weighed and delivered too.
    const [di] = await api.db
      .select({ idTicket: documentosIdentificacion.idTicket, numeroDI: documentosIdentificacion.numeroDI })
      .from(documentosIdentificacion)
      .where(inArray(documentosIdentificacion.iddireccionservicio, ids))
      .orderBy(desc(documentosIdentificacion.fecha))
      .limit(1);
    if (!di?.idTicket) throw new Error('a DI of client 1');
    const response = await api.as('gestor@demo.es').GET('/ticketsGridDetails', {
      params: { query: { idTicket: di.idTicket } },
    });
    expect(response.status).toBe(200);
    const detail = (await response.json()) as {
      ticket: { referencia: string };
      numeroAlbaran: string | null;
      codigoTicket: string | null;
      numeroDI: string | null;
      documentos: string[];
    };
    expect(detail.numeroDI).toBe(di.numeroDI);
    const [albaran] = await api.db
      .select({ numero: albaranes.numeroAlbaran })
      .from(albaranes)
      .where(eq(albaranes.idTicket, di.idTicket));
    const [weighed] = await api.db
      .select({ codigo: weightTickets.codigoTicket })
      .from(weightTickets)
      .where(eq(weightTickets.referencia, detail.ticket.referencia));
    expect(detail.numeroAlbaran).toBe(albaran?.numero ?? null);
    expect(detail.codigoTicket).toBe(weighed?.codigo ?? null);
    // Every DI has its PDF: the legal record of the transfer.
    expect(detail.documentos.some((path) => path.endsWith(`/${di.numeroDI}.pdf`))).toBe(true);
  });
});
