/**
 * The provider's database store stays bounded without evicting live entries: a cap per model that
 * new entries are admitted against, a cap per account whose own oldest go, expired rows never
 * found and swept (first, at each trim), and revocation by account and by grant. On PGlite here
 * (npm run test:postgres runs the fleet's tests on PostgreSQL). Over HTTP: thousands of anonymous
 * authorization requests are refused once the store is full, while the pages already open still
 * sign in; and sign-in pages live 10 minutes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type OpenedDatabase, openDatabase } from '../../server/db/database';
import { createDatabaseStore } from '../../server/identity/databaseAdapter';
import { demoAccount } from '../../server/seed/demoAccounts';
import {
  authorizationRequest,
  Browser,
  expectCallback,
  expectPage,
  type IdentityServer,
  settings,
  signIn,
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
}, 240_000);

afterAll(() => opened?.close());

describe('database store', () => {
  it('admits new entries up to the cap and none past it, evicting no live one; an expired one makes room', async () => {
    const time = clock();
    const store = createDatabaseStore(db, {
      store: storeName(),
      limits: { maxEntries: { Interaction: 3 }, defaultMaxEntries: 5 },
      now: time.now,
    });
    const interactions = store.adapter('Interaction');
    for (const [id, ttl] of [
      ['a', 1],
      ['b', 600],
      ['c', 600],
    ] as const) {
      expect(await store.admits('Interaction')).toBe(true);
      await interactions.upsert(id, { jti: id }, ttl);
    }
    expect(await store.admits('Interaction')).toBe(false);
    // Rewriting one (a page in use) asks for no room and pushes nothing out.
    await interactions.upsert('b', { jti: 'b', result: { login: {} } }, 600);
    for (const id of ['a', 'b', 'c']) expect(await interactions.find(id)).toBeDefined();
    // Another model has its own cap (the default here).
    expect(await store.admits('AuthorizationCode')).toBe(true);

    // Once 'a' expires (and the count is a second old), there is room for one.
    time.advance(2_000);
    expect(await store.admits('Interaction')).toBe(true);
    expect(await store.admits('Interaction')).toBe(false);
  });

  it('past twice its cap, written without asking, a model drops its oldest as a last resort', async () => {
    const store = createDatabaseStore(db, {
      store: storeName(),
      limits: { maxEntries: { Interaction: 3 }, defaultMaxEntries: 5 },
    });
    const interactions = store.adapter('Interaction');
    for (let i = 0; i < 8; i++) await interactions.upsert(`p${i}`, { jti: `p${i}` }, 600);
    expect(await store.size('Interaction')).toBe(6);
    expect(await interactions.find('p0')).toBeUndefined();
    expect(await interactions.find('p7')).toBeDefined();
  });

  it("keeps at most perAccount entries of an account, its own oldest going; other accounts' stay", async () => {
    const store = createDatabaseStore(db, {
      store: storeName(),
      limits: { maxEntries: {}, defaultMaxEntries: 100, perAccount: { Session: 2 } },
    });
    const sessions = store.adapter('Session');
    await sessions.upsert('luis-1', { uid: 'l1', accountId: 'luis' }, 3600);
    for (const id of ['ana-1', 'ana-2', 'ana-3'])
      await sessions.upsert(id, { uid: id, accountId: 'ana' }, 3600);
    expect(await sessions.find('ana-1')).toBeUndefined();
    expect(await sessions.find('ana-2')).toBeDefined();
    expect(await sessions.find('ana-3')).toBeDefined();
    expect(await sessions.find('luis-1')).toBeDefined();
    // A model without a per-account cap keeps them all.
    const grants = store.adapter('Grant');
    for (const id of ['g1', 'g2', 'g3']) await grants.upsert(id, { accountId: 'ana' }, 3600);
    expect(await store.size('Grant')).toBe(3);
  });

  it('keeps stores apart: the same id in two stores, caps counted per store', async () => {
    const limits = { maxEntries: {}, defaultMaxEntries: 2 };
    const one = createDatabaseStore(db, { store: storeName(), limits });
    const two = createDatabaseStore(db, { store: storeName(), limits });
    await one.adapter('RefreshToken').upsert('rt', { jti: 'rt', accountId: 'ana' }, 600);
    expect(await two.adapter('RefreshToken').find('rt')).toBeUndefined();
    for (const id of ['x', 'y']) await two.adapter('RefreshToken').upsert(id, { jti: id }, 600);
    expect(await one.adapter('RefreshToken').find('rt')).toMatchObject({ accountId: 'ana' });
    expect(await two.admits('RefreshToken')).toBe(false);
    expect(await one.admits('RefreshToken')).toBe(true);
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
    const store = createDatabaseStore(db, { store: storeName() });
    const sessions = store.adapter('Session');
    await sessions.upsert('s1', { uid: 'u1' }, 3600);
    await sessions.upsert('s2', { uid: 'u2' }, 3600);
    expect(await sessions.findByUid('u1')).toMatchObject({ uid: 'u1' });
    await sessions.destroy('s1');
    expect(await sessions.findByUid('u1')).toBeUndefined();
    expect(await sessions.findByUid('u2')).toMatchObject({ uid: 'u2' });
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
      requestLimits: {
        authorizePerIp: { points: 100_000, perSeconds: 60 },
        signInPagePerIp: { points: 100_000, perSeconds: 600 },
      },
    });
  }, 120_000);

  afterAll(() => server?.close());

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

  it('thousands of anonymous authorization requests fill the store to its cap and no further: the pages open still sign in, new ones wait', async () => {
    const first = new Browser(server);
    const firstPage = expectPage(
      await first.navigate(authorizationRequest(server, settings.policies.signIn).url),
    );

    const requests = 3_000;
    const statuses: Record<number, number> = {};
    let next = 0;
    const worker = async () => {
      while (next < requests) {
        next++;
        // A bot's request: no cookies kept, the page never shown.
        const response = await fetch(authorizationRequest(server, settings.policies.signIn).url, {
          redirect: 'manual',
        });
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        await response.arrayBuffer();
      }
    };
    const concurrency = 8;
    await Promise.all(Array.from({ length: concurrency }, worker));

    // Admitted up to the cap (give or take the requests in flight when the count is renewed).
    expect(Object.keys(statuses).sort()).toEqual(['303', '503']);
    expect(statuses[303]).toBeLessThanOrEqual(cap + concurrency);
    const stored = await server.idp.storedEntries('Interaction');
    expect(stored).toBeGreaterThanOrEqual(cap - concurrency);
    expect(stored).toBeLessThanOrEqual(cap + 2 * concurrency);
    expect(await server.idp.storedEntries('Session')).toBe(0);

    // A new one waits, told so in Spanish.
    const latest = expectPage(
      await new Browser(server).navigate(authorizationRequest(server, settings.policies.signIn).url),
    );
    expect(latest.status).toBe(503);
    expect(latest.html).toContain('Hay demasiadas solicitudes de inicio de sesión');
    // The page opened before the flood still signs in.
    const account = demoAccount('cliente@demo.es');
    const callback = expectCallback(
      await first.submit(firstPage, { email: account.email, password: account.password }),
    );
    expect(callback.params.get('code')).toBeTruthy();
  }, 120_000);
});

describe('over HTTP, sessions at their cap', () => {
  let server: IdentityServer;

  beforeAll(async () => {
    server = await startIdentityServer({
      storeLimits: { maxEntries: { Session: 1 }, defaultMaxEntries: 1_000 },
    });
  }, 120_000);

  afterAll(() => server?.close());

  it("a sign-in waits (503) rather than end someone's session; the session in use renews", async () => {
    const cliente = demoAccount('cliente@demo.es');
    const gestor = demoAccount('gestor@demo.es');
    const { browser } = await signIn(server, cliente.email, cliente.password);

    const other = new Browser(server);
    const page = expectPage(await other.navigate(authorizationRequest(server, settings.policies.signIn).url));
    const refused = expectPage(await other.submit(page, { email: gestor.email, password: gestor.password }));
    expect(refused.status).toBe(503);
    expect(refused.html).toContain('Hay demasiadas solicitudes de inicio de sesión');
    expect(refused.response.headers.get('retry-after')).toBe('60');

    // The first user's session still stands: MSAL's silent renewal gets a code.
    const silent = expectCallback(
      await browser.navigate(authorizationRequest(server, settings.policies.signIn, { prompt: 'none' }).url),
    );
    expect(silent.params.get('error')).toBeNull();
    expect(silent.params.get('code')).toBeTruthy();
  });
});
