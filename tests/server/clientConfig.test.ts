/**
 * Per-client configuration (home KPIs, service KPIs, service columns, actions): any user reads the
 * configuration of a client they may see (404 when there is none: the portal then uses defaults),
 * administrators create, overwrite and update it, with the keys of each kind checked.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientConfigs } from '../../server/db/schema';
import {
  ConfigClientsActionsResponse,
  ConfigClientsHomeKpisResponse,
  ConfigClientsServiceKpisResponse,
  ConfigClientsServicesColumnsResponse,
  GetConfigClientsActionsResponse,
  GetConfigClientsHomeKpisResponse,
  GetConfigClientsServiceKpisResponse,
  GetConfigClientsServicesColumnsResponse,
} from '../../server/generated/client-config/client-config.zod';
import { createTestApi, type DemoEmail, type TestApi } from '../../server/testing/testApi';
import type { JsonBody } from '../../server/testing/typedClient';
import { present } from './support/http';
import { seedClient } from './support/seed';

// Each kind answers its own configuration, whose keys are that kind's closed set.
const answers = {
  homeKpis: { read: GetConfigClientsHomeKpisResponse, saved: ConfigClientsHomeKpisResponse },
  serviceKpis: { read: GetConfigClientsServiceKpisResponse, saved: ConfigClientsServiceKpisResponse },
  servicesColumns: {
    read: GetConfigClientsServicesColumnsResponse,
    saved: ConfigClientsServicesColumnsResponse,
  },
  actions: { read: GetConfigClientsActionsResponse, saved: ConfigClientsActionsResponse },
} as const;

type Kind = 'homeKpis' | 'serviceKpis' | 'servicesColumns' | 'actions';

type SavePath =
  | '/configClientsHomeKPIs'
  | '/configClientsServiceKPIs'
  | '/configClientsServicesColumns'
  | '/configClientsActions';
type ReadPath =
  | '/getConfigClientsHomeKPIs'
  | '/getConfigClientsServiceKPIs'
  | '/getConfigClientsServicesColumns'
  | '/getConfigClientsActions';

interface KindCase {
  kind: Kind;
  read: ReadPath;
  save: SavePath;
  keys: string[];
}
/** A kind's case: its keys are checked against the contract's keys of that kind. */
const kindCase = <S extends SavePath>(
  kind: Kind,
  read: ReadPath,
  save: S,
  keys: Extract<JsonBody<'post', S>, { config: unknown }>['config'] & string[],
): KindCase => ({ kind, read, save, keys });

const kinds: KindCase[] = [
  kindCase('homeKpis', '/getConfigClientsHomeKPIs', '/configClientsHomeKPIs', [
    'serviciosAnio',
    'kilosAnio',
    'importeAnio',
    'serviciosPendientes',
    'facturasPendientes',
    'co2Evitado',
  ]),
  kindCase('serviceKpis', '/getConfigClientsServiceKPIs', '/configClientsServiceKPIs', [
    'serviciosTotales',
    'programados',
    'ejecutados',
    'facturados',
    'kilosTotales',
    'importeTotal',
  ]),
  kindCase('servicesColumns', '/getConfigClientsServicesColumns', '/configClientsServicesColumns', [
    'referencia',
    'estado',
    'fecha',
    'centro',
    'direccionServicio',
    'tipoServicio',
    'residuo',
    'codigoLER',
    'cantidad',
    'unidad',
    'importe',
    'numeroFactura',
    'matricula',
  ]),
  kindCase('actions', '/getConfigClientsActions', '/configClientsActions', [
    'comercialProposal',
    'incidenceRequest',
    'serviceRequest',
  ]),
];

let api: TestApi;
const clientId = (name: string) => seedClient(api, name).clientId;

beforeAll(async () => {
  api = await createTestApi({ tickets: 200 });
}, 120_000);
afterAll(() => api?.close());

async function storedConfig(kind: Kind, client: string) {
  const [row] = await api.db
    .select()
    .from(clientConfigs)
    .where(and(eq(clientConfigs.kind, kind), eq(clientConfigs.clientId, clientId(client))));
  return row;
}

/**
 * Saves a configuration of the kind. Each kind's operation takes its own keys: `config` holds keys
 * of the case's kind (kindCase checked them against the contract), which the type of a table over
 * four operations cannot say, hence the one cast.
 */
async function save(
  kind: KindCase,
  json: { id?: number | null; cliente: string; config: string[] },
  as: 'admin@demo.es' | 'superadmin@demo.es' = 'admin@demo.es',
) {
  return api.as(as).POST(kind.save, { body: json as JsonBody<'post', SavePath> });
}

/** GET a kind's configuration of a client. */
const read = (as: DemoEmail, kind: KindCase, clientId: number) =>
  api.as(as).GET(kind.read, { params: { query: { clientId } } });

describe.each(kinds)('$kind', (kind) => {
  const ClientConfigRead = answers[kind.kind].read;
  const ClientConfigSaved = answers[kind.kind].saved;
  // A client nobody configured for this kind; Hoteles is the one cliente@ may see.
  const fresh = 'Grupo Hostelero Levante S.L.';

  it('reads a client’s configuration as stored, for a user who may see the client', async () => {
    const created = await save(kind, {
      id: null,
      cliente: 'Hoteles Costa Azul S.L.',
      config: kind.keys.slice(0, 2),
    });
    expect(created.status).toBe(200);
    const stored = await storedConfig(kind.kind, 'Hoteles Costa Azul S.L.');
    if (!stored) throw new Error('saved');

    const response = await read('cliente@demo.es', kind, clientId('Hoteles Costa Azul S.L.'));
    expect(response.status).toBe(200);
    expect(ClientConfigRead.parse(await response.json())).toEqual({
      id: stored.id,
      cliente: 'Hoteles Costa Azul S.L.',
      config: stored.config,
    });
  });

  it('answers 404 for a client without configuration and alike for an unknown and a foreign client', async () => {
    expect(await storedConfig(kind.kind, fresh)).toBeUndefined();
    const none = await read('gestor@demo.es', kind, clientId(fresh));
    expect(none.status).toBe(404);
    expect(((await none.json()) as { message: string }).message).toMatch(/no tiene configuración/);

    expect((await read('admin@demo.es', kind, 999999)).status).toBe(404);
    // cliente@ does not see Talleres Mecánicos Norte: the same answer as for no client at all.
    const foreign = await read('cliente@demo.es', kind, clientId('Talleres Mecánicos Norte S.A.'));
    const unknown = await read('cliente@demo.es', kind, 999999);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual(await unknown.json());
  });

  it('creates a configuration, then overwrites the same one when created again', async () => {
    const client = 'Construcciones Meseta S.A.';
    const first = await save(kind, { cliente: client, config: [...kind.keys].reverse() });
    expect(first.status).toBe(200);
    const created = ClientConfigSaved.parse(await first.json());
    expect(created).toMatchObject({ cliente: client, config: [...kind.keys].reverse() });

    const again = await save(
      kind,
      { id: null, cliente: client, config: kind.keys.slice(1, 3) },
      'superadmin@demo.es',
    );
    expect(again.status).toBe(200);
    expect(ClientConfigSaved.parse(await again.json())).toEqual({
      id: created.id,
      cliente: client,
      config: kind.keys.slice(1, 3),
    });
    expect(await storedConfig(kind.kind, client)).toMatchObject({
      id: created.id,
      config: kind.keys.slice(1, 3),
    });

    // A digitalized client's configuration is readable by a user who has it in the digitalized list.
    const digital = await read('digital@demo.es', kind, clientId(client));
    expect(digital.status).toBe(200);
    expect(ClientConfigRead.parse(await digital.json()).config).toEqual(kind.keys.slice(1, 3));
  });

  it('updates by id, and answers 404 for an id of another client or kind and for an unknown client', async () => {
    const client = 'Supermercados Ebro S.L.';
    const created = ClientConfigSaved.parse(
      await (await save(kind, { cliente: client, config: kind.keys })).json(),
    );

    const updated = await save(kind, { id: created.id, cliente: client, config: kind.keys.slice(0, 1) });
    expect(updated.status).toBe(200);
    expect(ClientConfigSaved.parse(await updated.json())).toEqual({
      id: created.id,
      cliente: client,
      config: kind.keys.slice(0, 1),
    });
    expect((await storedConfig(kind.kind, client))?.config).toEqual(kind.keys.slice(0, 1));

    const otherClient = await save(kind, {
      id: created.id,
      cliente: 'Clínicas Dentales Sonrisa S.L.',
      config: [],
    });
    expect(otherClient.status).toBe(404);
    // Talleres Mecánicos Norte has seeded configurations of several kinds.
    const talleres = await api.db
      .select({ id: clientConfigs.id, kind: clientConfigs.kind })
      .from(clientConfigs)
      .where(eq(clientConfigs.clientId, clientId('Talleres Mecánicos Norte S.A.')));
    const otherKind = talleres.find((row) => row.kind !== kind.kind);
    if (!otherKind) throw new Error('the seed configures Talleres for several kinds');
    const wrongKind = await save(kind, {
      id: otherKind.id,
      cliente: 'Talleres Mecánicos Norte S.A.',
      config: [],
    });
    expect(wrongKind.status).toBe(404);
    expect((await save(kind, { id: 999999, cliente: client, config: [] })).status).toBe(404);
    expect((await save(kind, { cliente: 'Cliente Inexistente S.L.', config: [] })).status).toBe(404);
    // Nothing of that changed the stored configuration.
    expect((await storedConfig(kind.kind, client))?.config).toEqual(kind.keys.slice(0, 1));
  });

  it('refuses unknown and repeated keys with 400 naming config', async () => {
    for (const config of [
      [...kind.keys.slice(0, 1), 'noExiste'],
      [present(kind.keys[0]), present(kind.keys[0])],
    ]) {
      // A key outside the kind's enum, or one twice: requests the contract does not allow.
      const response = await api.unchecked('admin@demo.es', 'POST', kind.save, {
        json: { cliente: 'Hoteles Costa Azul S.L.', config },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'VALIDATION',
        // An unknown key is refused by the generated schema at its index (config.1), a repeated one by the handler.
        field: expect.stringMatching(/^config(\.\d+)?$/),
      });
    }
  });

  it('stores an empty configuration (the portal defaults) and reads it back empty', async () => {
    const client = 'Clínicas Dentales Sonrisa S.L.';
    const saved = await save(kind, { cliente: client, config: [] });
    expect(saved.status).toBe(200);
    const stored = await read('admin@demo.es', kind, clientId(client));
    expect(stored.status).toBe(200);
    expect(ClientConfigRead.parse(await stored.json()).config).toEqual([]);
  });
});

describe('the seeded configuration', () => {
  it('is what a client user reads', async () => {
    // Seed: Industrias Cárnicas has service KPIs (serviciosTotales, kilosTotales, importeTotal).
    const response = await api.as('cliente@demo.es').GET('/getConfigClientsServiceKPIs', {
      params: { query: { clientId: clientId('Industrias Cárnicas del Sur S.L.') } },
    });
    expect(response.status).toBe(200);
    const stored = await storedConfig('serviceKpis', 'Industrias Cárnicas del Sur S.L.');
    expect(answers.serviceKpis.read.parse(await response.json())).toEqual({
      id: stored?.id,
      cliente: 'Industrias Cárnicas del Sur S.L.',
      config: ['serviciosTotales', 'kilosTotales', 'importeTotal'],
    });
  });
});
