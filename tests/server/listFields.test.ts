/**
 * Every request field of a list operation (a POST answering `{ items, total }` with a JSON body)
 * does what it says: for each operation and each of its fields, body or query, a value taken from a
 * first, unfiltered answer (a row's date, text or column value, the other sort direction, the next
 * page, a year the API itself listed...) must change the answer. A field the server ignores fails
 * here. The operations and their fields are read from the bundled contract, so a new field or list
 * operation fails until it gets a case (or a justified exemption). Nothing here reads the calendar.
 *
 * It walks the contract at run time, so it sends through `api.unchecked` (paths and fields are
 * strings read from the bundle).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientConfigs } from '../../server/db/schema';
import { createTestApi, type DemoEmail, type TestApi } from '../../server/testing/testApi';
import { bundledSpec, operationsOf } from '../contract/spec';
import { seedClient } from './support/seed';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ tickets: 1500 });
}, 120_000);
afterAll(() => api?.close());

type Body = Record<string, unknown>;
type Row = Record<string, unknown>;
interface Page {
  items: Row[];
  total: number;
}
/** A request: its JSON body and its query parameters. */
interface Ask {
  body: Body;
  query: Record<string, string | number | boolean>;
}

const schemas = bundledSpec.components.schemas as Record<
  string,
  { properties?: Record<string, unknown>; enum?: unknown[] }
>;
const refName = (ref: string | undefined) => ref?.split('/').pop() ?? '';

interface Field {
  name: string;
  in: 'body' | 'query';
}

/** The POST operations answering a page, with their JSON body's fields and query parameters. */
const listOperations = operationsOf(bundledSpec)
  .filter(({ method }) => method === 'post')
  .map(({ path, operation }) => {
    const answer = schemas[refName(operation.responses['200']?.content?.['application/json']?.schema?.$ref)];
    const body = schemas[refName(operation.requestBody?.content['application/json']?.schema?.$ref)];
    const bodyFields = Object.keys(body?.properties ?? {}).map((name): Field => ({ name, in: 'body' }));
    const queryFields = (operation.parameters ?? [])
      .filter((p) => p.in === 'query')
      .map((p): Field => ({ name: p.name, in: 'query' }));
    return {
      id: operation.operationId ?? '',
      path,
      isPage: Boolean(answer?.properties?.items && answer.properties.total),
      hasBody: bodyFields.length > 0,
      fields: [...bodyFields, ...queryFields],
    };
  })
  .filter((op) => op.isPage && op.hasBody);

/** A changed value whose effect needs more than itself (see `variation`). */
class Variation {
  constructor(
    readonly value: unknown,
    /** Sent in both requests compared: the context the field acts in (dateField needs dates). */
    readonly alongside: Partial<Ask> = {},
    /** 'next': the field acts on the next answer (markSeen), not on its own. */
    readonly observe: 'own' | 'next' = 'own',
  ) {}
}
const variation = (value: unknown, alongside?: Partial<Ask>, observe?: 'own' | 'next') =>
  new Variation(value, alongside, observe);

/** A field's changed value, from the first answer and the base request. */
type Variant = (first: Page, base: Ask) => unknown | Promise<unknown>;

interface ListCase {
  as: DemoEmail;
  /** The unfiltered request (it may ask the API first, e.g. which years have services). */
  base: () => Ask | Promise<Ask>;
  variants: Record<string, Variant>;
}

const firstRow = (page: Page): Row => {
  const row = page.items[0];
  if (!row) throw new Error('the first answer has rows');
  return row;
};
function rarestValue(page: Page, field: string): string {
  const counts = new Map<string, number>();
  for (const row of page.items) {
    if (row[field] === null || row[field] === undefined) continue;
    counts.set(String(row[field]), (counts.get(String(row[field])) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => a[1] - b[1])[0]?.[0] ?? '';
}
const dayOf = (value: unknown) => String(value).slice(0, 10);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${dayOf(day)}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const directionsOf = (ask: Ask) => ask.body.idDireccionesServicio as number[];
const bodyOnly = (body: Body, query: Ask['query'] = {}): Ask => ({ body, query });

async function answer(as: DemoEmail, path: string, ask: Ask): Promise<Page> {
  const query = new URLSearchParams(Object.entries(ask.query).map(([k, v]) => [k, String(v)])).toString();
  const url = query ? `${path}?${query}` : path;
  const response = await api.unchecked(as, 'POST', url, { json: ask.body });
  const json = await response.json();
  expect(response.status, `${url} ${JSON.stringify(ask.body)}: ${JSON.stringify(json)}`).toBe(200);
  return json as Page;
}

/** What a grid over service directions offers: paging, sort, dates, year, text and column filters. */
function directionGridVariants(fields: {
  date: string;
  text: string;
  filter: string;
  sort: string;
}): Record<string, Variant> {
  return {
    position: () => 5,
    take: () => 3,
    // The first row's direction alone (rows that do not show theirs: the base's first direction).
    idDireccionesServicio: (first, base) => [firstRow(first).iddireccionservicio ?? directionsOf(base)[0]],
    betweenDates: (first) => ({
      desde: dayOf(firstRow(first)[fields.date]),
      hasta: dayOf(firstRow(first)[fields.date]),
    }),
    // The year of the oldest row, so a newest-first page changes.
    year: (first) => Number(dayOf(first.items.at(-1)?.[fields.date]).slice(0, 4)) - 1,
    orderBy: () => 'asc',
    orderByField: () => fields.sort,
    filterText: (first) => String(firstRow(first)[fields.text]),
    // The rarest value on the page, so the filter narrows even where most rows share one.
    filters: (first) => [{ field: fields.filter, value: rarestValue(first, fields.filter) }],
    regenera: () => true,
  };
}

// regenera@ sees a Regenera client and one that is not, so the Regenera flag has something to drop.
const mixedDirections = () => [
  ...seedClient(api, 'Restaurantes del Sur S.L.').directionIds,
  ...seedClient(api, 'Talleres Mecánicos Norte S.A.').directionIds,
];
// gestor@'s normal clients: documents enough for every filter to narrow.
const gestorClients = () => [
  ...seedClient(api, 'Hoteles Costa Azul S.L.').directionIds,
  ...seedClient(api, 'Talleres Mecánicos Norte S.A.').directionIds,
];
const gridBase = (directions: () => number[]) => () =>
  bodyOnly({ idDireccionesServicio: directions(), take: 20 });

/** The years the API lists for the directions, newest first (at least two). */
async function yearsOf(as: DemoEmail, directions: number[]): Promise<[number, number]> {
  const { items } = await answer(as, '/getYears', bodyOnly({ idDireccionesServicio: directions }));
  const [newest, older] = items.map((i) => Number(i.year));
  if (newest === undefined || older === undefined)
    throw new Error('the directions have two years of services');
  return [newest, older];
}

/**
 * A report as `as` over `directions`: the year (required) the API lists first, the other year it
 * lists, and half the directions.
 */
const reportCase = (as: DemoEmail, directions: () => number[]): ListCase => ({
  as,
  base: async () => {
    const [newest] = await yearsOf(as, directions());
    return bodyOnly({ idDireccionesServicio: directions() }, { year: newest });
  },
  variants: {
    year: async (_, base) => (await yearsOf(as, directionsOf(base)))[1],
    idDireccionesServicio: (_, base) => directionsOf(base).slice(0, Math.ceil(directionsOf(base).length / 2)),
  },
});
const gestorReport = () => reportCase('gestor@demo.es', gestorClients);
// Only Regenera clients are paid for what is collected (their oil): income reports are theirs.
const incomeReport = () =>
  reportCase('regenera@demo.es', () => seedClient(api, 'Restaurantes del Sur S.L.').directionIds);

/** Of the base's directions, one served by fewer trucks than all of them (asked of GetMatriculas). */
async function directionWithFewerTrucks(base: Ask): Promise<number[]> {
  const plates = async (ids: number[]) =>
    (await answer('regenera@demo.es', '/regenera/GetMatriculas', bodyOnly({ idDireccionesServicio: ids })))
      .total;
  const all = await plates(directionsOf(base));
  for (const id of directionsOf(base)) {
    const own = await plates([id]);
    if (own > 0 && own < all) return [id];
  }
  throw new Error('some direction is served by fewer trucks than all of them');
}

/**
 * The selected client (`clientId`), configured here to show one card of `kind`: its cards instead
 * of every card, which the base (directions of two clients) shows.
 */
async function clientWithOneCard(kind: 'homeKpis' | 'serviceKpis', card: string): Promise<number> {
  const { clientId } = seedClient(api, 'Hoteles Costa Azul S.L.');
  await api.db
    .insert(clientConfigs)
    .values({ kind, clientId, config: [card] })
    .onConflictDoUpdate({ target: [clientConfigs.kind, clientConfigs.clientId], set: { config: [card] } });
  return clientId;
}

/** Admin log pages: paging, days, text and level, from the newest entries. */
const logVariants = (): Record<string, Variant> => ({
  skip: () => 5,
  take: () => 3,
  // From the newest entry's day: the older entries go.
  desde: (first) => dayOf(firstRow(first).fecha),
  // To the oldest entry's day on the page: the newest goes.
  hasta: (first) => dayOf(first.items.at(-1)?.fecha),
  text: (first) => String(firstRow(first).accion),
  // A level of the contract's other than the newest entry's.
  nivel: (first) => schemas.AdminLogNivel?.enum?.find((n) => n !== firstRow(first).nivel),
});

const cases: Record<string, ListCase> = {
  ticketsGrid: {
    as: 'regenera@demo.es',
    base: gridBase(mixedDirections),
    variants: directionGridVariants({
      date: 'fecha',
      text: 'referencia',
      filter: 'estado',
      sort: 'referencia',
    }),
  },
  regeneraTicketsGrid: {
    as: 'regenera@demo.es',
    base: gridBase(mixedDirections),
    variants: directionGridVariants({
      date: 'fecha',
      text: 'referencia',
      filter: 'estado',
      sort: 'referencia',
    }),
  },
  getFacturas: {
    as: 'gestor@demo.es',
    base: gridBase(gestorClients),
    variants: directionGridVariants({
      date: 'fecha',
      text: 'numeroFactura',
      filter: 'estadoPago',
      sort: 'total',
    }),
  },
  getFacturasProforma: {
    as: 'gestor@demo.es',
    base: gridBase(gestorClients),
    variants: directionGridVariants({ date: 'fecha', text: 'numero', filter: 'estado', sort: 'importe' }),
  },
  getAlbaranes: {
    as: 'gestor@demo.es',
    base: gridBase(gestorClients),
    variants: directionGridVariants({
      date: 'fecha',
      text: 'numeroAlbaran',
      filter: 'unidad',
      sort: 'cantidad',
    }),
  },
  getDIs: {
    as: 'gestor@demo.es',
    base: gridBase(gestorClients),
    variants: directionGridVariants({
      date: 'fecha',
      text: 'numeroDI',
      filter: 'codigoLER',
      sort: 'cantidad',
    }),
  },
  // Weight tickets page and sort in the query, and filter by dates in the body.
  weightTicketsGrid: {
    as: 'gestor@demo.es',
    base: () => bodyOnly({ idDireccionesServicio: gestorClients() }),
    variants: {
      idDireccionesServicio: (first) => [firstRow(first).iddireccionservicio],
      betweenDates: (first) => ({
        desde: dayOf(firstRow(first).fechaEntrada),
        hasta: dayOf(firstRow(first).fechaEntrada),
      }),
      year: (first) => Number(dayOf(first.items.at(-1)?.fechaEntrada).slice(0, 4)) - 1,
      skip: () => 5,
      take: () => 3,
      orderBy: () => 'asc',
      orderByField: () => 'pesoNeto',
      filterText: (first) => String(firstRow(first).codigoTicket),
      filters: (first) => JSON.stringify([{ field: 'matricula', value: rarestValue(first, 'matricula') }]),
    },
  },
  kpis: {
    as: 'gestor@demo.es',
    base: async () => {
      const [newest] = await yearsOf('gestor@demo.es', gestorClients());
      return bodyOnly({ idDireccionesServicio: gestorClients() }, { year: newest });
    },
    variants: {
      idDireccionesServicio: (_, base) => directionsOf(base).slice(0, 1),
      year: async (_, base) => (await yearsOf('gestor@demo.es', directionsOf(base)))[1],
      // The center of the newest service (as the services grid names it): its services only.
      center: async (_, base) =>
        firstRow(await answer('gestor@demo.es', '/ticketsGrid', bodyOnly({ ...base.body, take: 1 }))).centro,
      // The day of the newest service alone: the KPIs count that day's services, not the year's.
      betweenDates: async (_, base) => {
        const day = dayOf(
          firstRow(await answer('gestor@demo.es', '/ticketsGrid', bodyOnly({ ...base.body, take: 1 }))).fecha,
        );
        return { desde: day, hasta: day };
      },
      clientId: () => clientWithOneCard('serviceKpis', 'programados'),
    },
  },
  homeKpis: {
    as: 'gestor@demo.es',
    base: async () => {
      const [newest] = await yearsOf('gestor@demo.es', gestorClients());
      return bodyOnly({ idDireccionesServicio: gestorClients() }, { year: newest });
    },
    variants: {
      idDireccionesServicio: (_, base) => directionsOf(base).slice(0, 1),
      year: async (_, base) => (await yearsOf('gestor@demo.es', directionsOf(base)))[1],
      clientId: () => clientWithOneCard('homeKpis', 'kilosAnio'),
    },
  },
  getYears: {
    as: 'regenera@demo.es',
    base: () => bodyOnly({ idDireccionesServicio: mixedDirections() }),
    variants: {
      idDireccionesServicio: (_, base) => directionsOf(base).slice(0, 1),
      regenera: () => true,
    },
  },
  homeAttention: {
    as: 'gestor@demo.es',
    base: () =>
      bodyOnly({ idDireccionesServicio: gestorClients() }, { clientName: 'Hoteles Costa Azul S.L.' }),
    variants: {
      idDireccionesServicio: (_, base) => directionsOf(base).slice(0, 1),
      // The requests and incidences counted are the named client's.
      clientName: () => 'Talleres Mecánicos Norte S.A.',
    },
  },
  getNumeroFacturas: {
    as: 'gestor@demo.es',
    base: () => bodyOnly({ idDireccionesServicio: gestorClients() }),
    variants: {
      idDireccionesServicio: (_, base) => directionsOf(base).slice(0, 1),
      text: (first) => String(firstRow(first).numeroFactura),
    },
  },
  getFilesByTags: {
    as: 'gestor@demo.es',
    // The tag every invoice's file has: the broadest search the operation allows (tags is required).
    base: () => bodyOnly({ tags: ['factura'] }),
    variants: {
      // And the first file's own number: that file alone.
      tags: (first) => ['factura', (firstRow(first).tags as string[])[1]],
      clientDB: (first) => Number(rarestValue(first, 'clientDB')),
      centerDB: (first) => Number(rarestValue(first, 'centerDB')),
    },
  },
  reportsGetVolumeOfWaste: gestorReport(),
  reportsGetVolumeOfWasteType: gestorReport(),
  reportsGetVolumeOfServicesPerMonth: gestorReport(),
  reportsGetVolumeOfServicesPerCenter: gestorReport(),
  reportsGetCostOfEnvironmentalManagementPerMonth: gestorReport(),
  reportsGetCostOfEnvironmentalManagementPerCenter: gestorReport(),
  reportsGetIncomePerMonth: incomeReport(),
  reportsGetIncomePerCenter: incomeReport(),
  reportsGetVolumeOfWasteTypeLERCode: gestorReport(),
  regeneraGetTrazabilidad: {
    as: 'regenera@demo.es',
    base: gridBase(mixedDirections),
    variants: {
      idDireccionesServicio: (first) => [firstRow(first).iddireccionservicio],
      // Certificate dates instead of pickup dates, on a day some pickup was certified but not picked up.
      dateField: async (_, base) => {
        const all = await answer(
          'regenera@demo.es',
          '/regenera/GetTrazabilidad',
          bodyOnly({ ...base.body, take: 0 }),
        );
        const certified = all.items.find(
          (r) =>
            r.fechaCertificado !== null && !all.items.some((o) => o.fechaRecogida === r.fechaCertificado),
        );
        if (!certified) throw new Error('a pickup certified on a day without pickups');
        const day = String(certified.fechaCertificado);
        return variation('fechaCertificado', { body: { betweenDates: { desde: day, hasta: day } } });
      },
      betweenDates: (first) => ({
        desde: dayOf(firstRow(first).fechaRecogida),
        hasta: dayOf(firstRow(first).fechaRecogida),
      }),
      referencia: (first) => String(firstRow(first).referencia),
      orderBy: () => 'asc',
      orderByField: () => 'litros',
      position: () => 5,
      take: () => 3,
    },
  },
  regeneraGetCamiones: {
    as: 'regenera@demo.es',
    // The 25 days up to the newest day a truck served the directions (as the services grid shows).
    base: async () => {
      const services = await answer(
        'regenera@demo.es',
        '/ticketsGrid',
        bodyOnly({ idDireccionesServicio: mixedDirections(), take: 200 }),
      );
      const served = services.items.find((s) => s.matricula !== null && s.estado !== 'programado');
      if (!served) throw new Error('a truck served the directions');
      const day = dayOf(served.fecha);
      return bodyOnly({
        idDireccionesServicio: mixedDirections(),
        matriculas: [],
        fechaInicio: `${addDays(day, -24)}T00:00:00Z`,
        fechaFin: `${addDays(day, 1)}T00:00:00Z`,
      });
    },
    variants: {
      idDireccionesServicio: (_, base) => directionWithFewerTrucks(base),
      matriculas: (first) => [firstRow(first).matricula],
      // The last two days only, and the interval without its last ten days.
      fechaInicio: (_, base) => `${addDays(String(base.body.fechaFin), -2)}T00:00:00Z`,
      fechaFin: (_, base) => `${addDays(String(base.body.fechaFin), -10)}T00:00:00Z`,
    },
  },
  regeneraGenerarMapaByDireccionesServicio: {
    as: 'regenera@demo.es',
    base: () => bodyOnly({ idDireccionesServicio: mixedDirections() }),
    variants: {
      idDireccionesServicio: (first) => [firstRow(first).iddireccionservicio],
    },
  },
  regeneraGetMatriculas: {
    as: 'regenera@demo.es',
    base: () => bodyOnly({ idDireccionesServicio: mixedDirections() }),
    variants: {
      idDireccionesServicio: (_, base) => directionWithFewerTrucks(base),
    },
  },
  notifications: {
    as: 'superadmin@demo.es',
    // The administration view of two clients, without marking anything seen (the avatar's count).
    base: () =>
      bodyOnly({
        userId: api.summary.accounts['superadmin@demo.es'].oid,
        isAdmin: true,
        clientNames: ['Hoteles Costa Azul S.L.', 'Talleres Mecánicos Norte S.A.'],
        idDireccionesServicio: gestorClients(),
        markSeen: false,
      }),
    variants: {
      isAdmin: () => false,
      clientNames: (first) => [rarestValue(first, 'clientName')],
      idDireccionesServicio: () => [],
      // Marking seen shows in the next answer: what this one listed is no longer new.
      markSeen: () => variation(true, {}, 'next'),
    },
  },
  adminPermisions: {
    as: 'superadmin@demo.es',
    base: () => bodyOnly({ take: 20 }),
    variants: {
      oid: (first) => firstRow(first).oid,
      clientId: (first) => Number(rarestValue(first, 'clientId')),
      filterText: (first) => String(firstRow(first).email),
      skip: () => 5,
      take: () => 3,
    },
  },
  adminLogsClientCreation: {
    as: 'superadmin@demo.es',
    base: () => bodyOnly({ take: 20 }),
    variants: logVariants(),
  },
  adminLogs: {
    as: 'superadmin@demo.es',
    base: () => bodyOnly({ take: 20 }),
    variants: logVariants(),
  },
};

/**
 * Fields that legitimately change nothing in a case's answer, each with why.
 */
const exemptions: Record<string, string> = {
  // The Regenera grid lists only Regenera clients' services whatever the flag: it shares the services
  // grid's request schema, where the flag narrows; here there is nothing left to narrow.
  'regeneraTicketsGrid.regenera': 'the Regenera grid holds only Regenera clients’ services already',
  // Whose notifications: it must be the token's own user (anyone else's is a 403), so no accepted
  // value can differ from the base's.
  'notifications.userId': 'only the signed-in user’s own id is accepted',
};

/** Sorts a case's fields so that those acting on the next answer (they change state) come last. */
async function variantsInOrder(listCase: ListCase, fields: Field[], first: Page, base: Ask) {
  const built: { field: Field; value: unknown }[] = [];
  for (const field of fields) {
    const variant = listCase.variants[field.name];
    if (variant) built.push({ field, value: await variant(first, base) });
  }
  const isNext = (value: unknown) => value instanceof Variation && value.observe === 'next';
  return [...built.filter((b) => !isNext(b.value)), ...built.filter((b) => isNext(b.value))];
}

const withField = (ask: Ask, field: Field, value: unknown): Ask =>
  field.in === 'body'
    ? { ...ask, body: { ...ask.body, [field.name]: value } }
    : { ...ask, query: { ...ask.query, [field.name]: value as string | number | boolean } };
const merged = (ask: Ask, more: Partial<Ask>): Ask => ({
  body: { ...ask.body, ...more.body },
  query: { ...ask.query, ...more.query },
});

describe('list operations: every request field changes the answer', () => {
  it('reads the list operations from the contract, each with its case', () => {
    expect(listOperations.length).toBeGreaterThan(20);
    const ids = listOperations.map((op) => op.id);
    expect(ids.filter((id) => !cases[id])).toEqual([]);
    expect(Object.keys(cases).filter((id) => !ids.includes(id))).toEqual([]);
    // Every exemption names a field the contract has.
    const fields = listOperations.flatMap((op) => op.fields.map((f) => `${op.id}.${f.name}`));
    expect(Object.keys(exemptions).filter((key) => !fields.includes(key))).toEqual([]);
  });

  for (const op of listOperations) {
    it(`${op.id}: ${op.fields.map((f) => (f.in === 'query' ? `?${f.name}` : f.name)).join(', ')}`, async () => {
      const listCase = cases[op.id] as ListCase;
      const base = await listCase.base();
      const first = await answer(listCase.as, op.path, base);
      expect(first.items.length, `${op.id}: the base answer has rows`).toBeGreaterThan(1);
      const problems: string[] = [];
      for (const field of op.fields)
        if (!exemptions[`${op.id}.${field.name}`] && !listCase.variants[field.name])
          problems.push(`${field.name}: no case`);
      const covered = op.fields.filter((f) => !exemptions[`${op.id}.${f.name}`]);
      for (const { field, value } of await variantsInOrder(listCase, covered, first, base)) {
        const spec = value instanceof Variation ? value : variation(value);
        const context = merged(base, spec.alongside);
        const before =
          spec.alongside.body || spec.alongside.query ? await answer(listCase.as, op.path, context) : first;
        const asked = withField(context, field, spec.value);
        let changed = await answer(listCase.as, op.path, asked);
        if (spec.observe === 'next') changed = await answer(listCase.as, op.path, context);
        if (JSON.stringify(changed) === JSON.stringify(before))
          problems.push(`${field.name}: ${JSON.stringify(spec.value)} changed nothing`);
      }
      expect(problems).toEqual([]);
    });
  }
});
