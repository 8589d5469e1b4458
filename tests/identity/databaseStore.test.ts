/**
 * The provider's database store stays bounded: a cap per model with the row written longest ago
 * deleted first, expired rows never found and swept, and revocation by account and by grant. On
 * PGlite here (npm run test:postgres runs the fleet's tests on PostgreSQL). Over HTTP: thousands
 * of anonymous authorization requests leave it under its cap, and sign-in pages live 10 minutes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type OpenedDatabase, openDatabase } from '../../server/db/database';
import { createDatabaseStore, trimPeriod } from '../../server/identity/databaseAdapter';
import { demoAccount } from '../../server/seed/demoAccounts';
import {
  authorizationRequest,
  Browser,
  expectCallback,
  expectPage,
  type IdentityServer,
  settings,
  startIdentityServer,
} from './harness';

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

let opened: OpenedDatabase;
let db: Database;
let stores = 0;
/** A store no other test writes to (they share one database). */
const storeName = () => `test-${++stores}`;

beforeAll(async () => {
  opened = await openDatabase({ dataDir: 'memory' });
  db = opened.db;
}, 60_000);

afterAll(() => opened?.close());

describe('database store', () => {
  it('keeps at most its cap per model, deleting the row written longest ago', async () => {
    const store = createDatabaseStore(db, {
      store: storeName(),
      limits: { maxEntries: { Interaction: 3 }, defaultMaxEntries: 5 },
    });
    const interactions = store.adapter('Interaction');
    for (const id of ['a', 'b', 'c']) await interactions.upsert(id, { jti: id }, 600);
    // Written again: now the newest.
    await interactions.upsert('a', { jti: 'a', result: { login: {} } }, 600);
    await interactions.upsert('d', { jti: 'd' }, 600);
    expect(await store.size('Interaction')).toBe(3);
    expect(await interactions.find('b')).toBeUndefined();
    expect(await interactions.find('a')).toMatchObject({ result: { login: {} } });
    expect(await interactions.find('c')).toBeDefined();
    expect(await interactions.find('d')).toBeDefined();

    // Another model has its own cap (the default here).
    const codes = store.adapter('AuthorizationCode');
    for (let i = 0; i < 8; i++) await codes.upsert(`code${i}`, { jti: `code${i}` }, 60);
    expect(await store.size('AuthorizationCode')).toBe(5);
    expect(await store.size('Interaction')).toBe(3);
    expect(await store.size()).toBe(8);
  });

  it('keeps stores apart: the same id in two stores, caps counted per store', async () => {
    const limits = { maxEntries: {}, defaultMaxEntries: 2 };
    const one = createDatabaseStore(db, { store: storeName(), limits });
    const two = createDatabaseStore(db, { store: storeName(), limits });
    await one.adapter('RefreshToken').upsert('rt', { jti: 'rt', accountId: 'ana' }, 600);
    expect(await two.adapter('RefreshToken').find('rt')).toBeUndefined();
    for (const id of ['x', 'y', 'z']) await two.adapter('RefreshToken').upsert(id, { jti: id }, 600);
    expect(await one.adapter('RefreshToken').find('rt')).toMatchObject({ accountId: 'ana' });
    expect(await two.size()).toBe(2);
  });

  it('never finds an expired row, and sweeps those never read again', async () => {
    const time = clock();
    const store = createDatabaseStore(db, { store: storeName(), now: time.now });
    const interactions = store.adapter('Interaction');
    await interactions.upsert('short', { jti: 'short' }, 1);
    for (let i = 0; i < 9; i++) await interactions.upsert(`old${i}`, { jti: `old${i}` }, 1);
    await interactions.upsert('forever', { jti: 'forever' }, undefined);
    time.advance(2_000);
    expect(await interactions.find('short')).toBeUndefined();
    expect(await interactions.find('forever')).toBeDefined();
    expect(await store.size('Interaction')).toBe(11);
    // A write a minute later sweeps the expired rows of every model of the store.
    time.advance(60_000);
    await store.adapter('Session').upsert('s', { uid: 'u' }, 3600);
    expect(await store.size('Interaction')).toBe(1);
    expect(await store.size('Session')).toBe(1);
  });

  it('finds sessions by uid, and forgets the uid of a deleted session', async () => {
    const store = createDatabaseStore(db, {
      store: storeName(),
      limits: { maxEntries: { Session: 2 }, defaultMaxEntries: 10 },
    });
    const sessions = store.adapter('Session');
    await sessions.upsert('s1', { uid: 'u1' }, 3600);
    await sessions.upsert('s2', { uid: 'u2' }, 3600);
    expect(await sessions.findByUid('u1')).toMatchObject({ uid: 'u1' });
    await sessions.upsert('s3', { uid: 'u3' }, 3600);
    expect(await sessions.findByUid('u1')).toBeUndefined();
    expect(await sessions.findByUid('u3')).toMatchObject({ uid: 'u3' });
  });

  it('marks a code consumed, keeping the rest of its payload', async () => {
    const time = clock();
    const store = createDatabaseStore(db, { store: storeName(), now: time.now });
    const codes = store.adapter('AuthorizationCode');
    await codes.upsert('c', { jti: 'c', accountId: 'ana', scope: 'openid' }, 60);
    await codes.consume('c');
    expect(await codes.find('c')).toEqual({ jti: 'c', accountId: 'ana', scope: 'openid', consumed: 1_000 });
  });

  it("revokes an account's sessions (but the one kept), grants, codes and refresh tokens, and nothing else", async () => {
    const store = createDatabaseStore(db, { store: storeName() });
    const [sessions, grants, refresh, codes, interactions] = [
      'Session',
      'Grant',
      'RefreshToken',
      'AuthorizationCode',
      'Interaction',
    ].map((model) => store.adapter(model)) as [
      ReturnType<typeof store.adapter>,
      ReturnType<typeof store.adapter>,
      ReturnType<typeof store.adapter>,
      ReturnType<typeof store.adapter>,
      ReturnType<typeof store.adapter>,
    ];
    await sessions.upsert('mine', { uid: 'u-mine', accountId: 'ana' }, 3600);
    await sessions.upsert('other', { uid: 'u-other', accountId: 'ana' }, 3600);
    await sessions.upsert('luis', { uid: 'u-luis', accountId: 'luis' }, 3600);
    await grants.upsert('g-ana', { accountId: 'ana' }, 3600);
    await grants.upsert('g-luis', { accountId: 'luis' }, 3600);
    await refresh.upsert('rt-ana', { accountId: 'ana', grantId: 'g-ana' }, 3600);
    await refresh.upsert('rt-luis', { accountId: 'luis', grantId: 'g-luis' }, 3600);
    await codes.upsert('code-ana', { accountId: 'ana', grantId: 'g-ana' }, 60);
    await interactions.upsert('reset-page', { accountId: 'ana' }, 600);

    expect(await store.revokeAccount('ana', { keepSessionUid: 'u-mine' })).toBe(4);
    expect(await sessions.find('mine')).toBeDefined();
    expect(await sessions.find('other')).toBeUndefined();
    expect(await sessions.findByUid('u-other')).toBeUndefined();
    expect(await grants.find('g-ana')).toBeUndefined();
    expect(await refresh.find('rt-ana')).toBeUndefined();
    expect(await codes.find('code-ana')).toBeUndefined();
    // The reset in progress needs its page.
    expect(await interactions.find('reset-page')).toBeDefined();
    for (const [adapter, id] of [
      [sessions, 'luis'],
      [grants, 'g-luis'],
      [refresh, 'rt-luis'],
    ] as const)
      expect(await adapter.find(id)).toBeDefined();

    await refresh.revokeByGrantId?.('g-luis');
    expect(await refresh.find('rt-luis')).toBeUndefined();
    // Without a session to keep, every session of the account goes.
    expect(await store.revokeAccount('ana')).toBe(1);
    expect(await sessions.find('mine')).toBeUndefined();
  });
});

describe('over HTTP', () => {
  const cap = 100;
  let server: IdentityServer;

  beforeAll(async () => {
    server = await startIdentityServer({
      storeLimits: { maxEntries: { Interaction: cap }, defaultMaxEntries: 1_000 },
      requestLimits: { authorizePerIp: { points: 100_000, perSeconds: 60 } },
    });
  }, 120_000);

  afterAll(() => server?.close());

  it('thousands of anonymous authorization requests leave the store under its cap; the oldest page goes first', async () => {
    // The cap holds up to the writes between two trims (and the requests in flight meanwhile).
    const bound = cap + trimPeriod(cap) + 8;
    const first = new Browser(server);
    const firstPage = expectPage(
      await first.navigate(authorizationRequest(server, settings.policies.signIn).url),
    );

    const requests = 3_000;
    let next = 0;
    const worker = async () => {
      while (next < requests) {
        next++;
        // A bot's request: no cookies kept, the page never shown.
        const response = await fetch(authorizationRequest(server, settings.policies.signIn).url, {
          redirect: 'manual',
        });
        expect(response.status).toBe(303);
        await response.arrayBuffer();
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));

    expect(await server.idp.storedEntries('Interaction')).toBeLessThanOrEqual(bound);
    expect(await server.idp.storedEntries('Session')).toBe(0);
    expect(await server.idp.storedEntries()).toBeLessThanOrEqual(bound);

    // The first page was evicted; a page opened now works.
    const account = demoAccount('cliente@demo.es');
    const gone = expectPage(
      await first.submit(firstPage, { email: account.email, password: account.password }),
    );
    expect(gone.status).toBe(400);
    expect(gone.html).toContain('La solicitud ha caducado');
    const latest = new Browser(server);
    const page = expectPage(
      await latest.navigate(authorizationRequest(server, settings.policies.signIn).url),
    );
    const callback = expectCallback(
      await latest.submit(page, { email: account.email, password: account.password }),
    );
    expect(callback.params.get('code')).toBeTruthy();
  }, 120_000);

  it.each([
    [settings.policies.signIn, 10 * 60],
    [settings.policies.reset, 20 * 60],
  ])('a %s page lives %i seconds', async (policy, seconds) => {
    const response = await fetch(authorizationRequest(server, policy).url, { redirect: 'manual' });
    const cookie = response.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${policy.toLowerCase()}_interaction=`));
    const expires = /expires=([^;]+)/i.exec(String(cookie))?.[1];
    const lifetime = (Date.parse(String(expires)) - Date.now()) / 1000;
    expect(lifetime).toBeGreaterThan(seconds - 10);
    expect(lifetime).toBeLessThanOrEqual(seconds);
  });
});
