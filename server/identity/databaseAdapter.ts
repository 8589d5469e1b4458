/**
 * Where oidc-provider keeps sessions, interactions, grants, codes and refresh tokens: the database
 * (table oidc_entries), so that every API process of a fleet serves any step of a sign-in and a
 * restart signs nobody out. One `createDatabaseStore` per store name: the flows keep their codes
 * and tokens apart and share the sessions (see provider.ts).
 *
 * Bounded without ever dropping a live entry to make room for a newcomer: anyone may ask for a
 * sign-in page (an Interaction), so a store that evicted its oldest to take new ones would let a
 * flood of anonymous requests expire the pages of the users signing in. Instead:
 * - a model's cap is what `admits` measures a new entry against: the provider asks before it lets a
 *   request create one (a sign-in page, a session, a refresh token) and refuses the request when
 *   the model is full;
 * - an account holds at most a few entries of each model bound to it (`perAccount`): past it, that
 *   account's own oldest go (a user signing in from many browsers ends their oldest sessions);
 * - expired rows are never found, and are deleted first at each trim and in a sweep every so many
 *   writes or minutes (no timer: without writes nothing grows);
 * - past twice its cap (which admission keeps a model from reaching: only requests in flight at
 *   once overshoot it) a model drops its oldest rows, as a last resort.
 */
import { and, count, eq, gt, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/database';
import { oidcEntries } from '../db/schema';

export interface StoreLimits {
  /** Live entries per model that `admits` lets in, e.g. `{ Interaction: 20000 }`. */
  maxEntries: Readonly<Record<string, number>>;
  /** Cap of a model not listed in `maxEntries`. */
  defaultMaxEntries: number;
  /** Entries of a model one account holds, e.g. `{ Session: 20 }`; past it its oldest go. */
  perAccount?: Readonly<Record<string, number>>;
}

/**
 * Sized for a portal of a few thousand users with room to spare; the rate limits (requestLimits.ts)
 * keep one client address from filling them.
 */
export const defaultStoreLimits: StoreLimits = {
  maxEntries: {
    Interaction: 20_000,
    Session: 20_000,
    Grant: 20_000,
    RefreshToken: 50_000,
    AuthorizationCode: 5_000,
  },
  defaultMaxEntries: 10_000,
  // A session per browser, each with its grant and codes; a refresh token per renewal (its
  // predecessors stay, consumed, until they expire: a day of hourly renewals on a few devices).
  perAccount: { Session: 20, Grant: 20, AuthorizationCode: 20, RefreshToken: 200 },
};

/**
 * Writes of one model between two trims, in one process: a trim walks the model's newest rows up
 * to twice its cap, so it runs about every cap/50 writes (at most 100), every write for a small
 * cap. Expired rows may thus outlive their expiry by that many writes (never found meanwhile).
 */
export function trimPeriod(cap: number): number {
  return Math.max(1, Math.min(100, Math.floor(cap / 50)));
}

export interface DatabaseStore {
  /** oidc-provider's `adapter` factory over this store. */
  adapter(model: string): Adapter;
  /**
   * Whether `model` has room for one more live entry (under its cap), counting it when it has: the
   * live rows are counted at most every `recountMs`, and the entries admitted since are added.
   */
  admits(model: string): Promise<boolean>;
  /** Whether `model` is at its cap (as `admits` counts it), without counting anything. */
  full(model: string): Promise<boolean>;
  /** Rows held for `model` (expired ones not yet swept included), or for all models. */
  size(model?: string): Promise<number>;
  /**
   * Drops what lets `accountId` in without a password: sessions (but `keepSessionUid`'s), grants,
   * codes and refresh tokens. Answers how many rows went.
   */
  revokeAccount(accountId: string, options?: { keepSessionUid?: string }): Promise<number>;
  /** Deletes this store's expired rows now; answers how many. */
  sweep(): Promise<number>;
}

/** Models whose entries hang off a grant and are revoked with it. */
const grantable = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode']);

/** Models that stand for an account's access; not Interaction, which a reset in progress needs. */
const accountBound = new Set([
  'Session',
  'Grant',
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

const writesBetweenSweeps = 500;
const msBetweenSweeps = 60_000;
/** How long a count of a model's live rows stands for `admits`. */
const recountMs = 1000;

export function createDatabaseStore(
  db: Database,
  options: { store: string; limits?: StoreLimits; now?: () => number },
): DatabaseStore {
  const { store } = options;
  const limits = options.limits ?? defaultStoreLimits;
  const now = options.now ?? Date.now;
  const capOf = (model: string) => limits.maxEntries[model] ?? limits.defaultMaxEntries;
  const writesSinceTrim = new Map<string, number>();
  const liveCounts = new Map<string, { at: number; live: number }>();
  let writesSinceSweep = 0;
  let lastSweep = now();

  const inStore = (...conditions: (SQL | undefined)[]) => and(eq(oidcEntries.store, store), ...conditions);
  const live = () => or(isNull(oidcEntries.expiresAt), gt(oidcEntries.expiresAt, new Date(now())));

  const findWhere = async (condition: SQL | undefined): Promise<AdapterPayload | undefined> => {
    const [row] = await db
      .select({ payload: oidcEntries.payload })
      .from(oidcEntries)
      .where(inStore(condition, live()))
      .limit(1);
    return row?.payload as AdapterPayload | undefined;
  };

  /** The model's expired rows first; then, past twice its cap, its oldest (by last write). */
  const trim = async (model: string) => {
    await db
      .delete(oidcEntries)
      .where(inStore(eq(oidcEntries.model, model), lte(oidcEntries.expiresAt, new Date(now()))));
    const newest = db
      .select({ seq: oidcEntries.seq })
      .from(oidcEntries)
      .where(inStore(eq(oidcEntries.model, model)))
      .orderBy(sql`${oidcEntries.seq} desc`)
      .offset(2 * capOf(model))
      .limit(1);
    await db
      .delete(oidcEntries)
      .where(inStore(eq(oidcEntries.model, model), lte(oidcEntries.seq, sql`(${newest})`)));
  };

  /** The account's rows of the model beyond its newest `perAccount` (by last write). */
  const trimAccount = async (model: string, accountId: string) => {
    const cap = limits.perAccount?.[model];
    if (cap === undefined) return;
    const mine = inStore(eq(oidcEntries.model, model), eq(oidcEntries.accountId, accountId));
    const newest = db
      .select({ seq: oidcEntries.seq })
      .from(oidcEntries)
      .where(mine)
      .orderBy(sql`${oidcEntries.seq} desc`)
      .offset(cap)
      .limit(1);
    await db.delete(oidcEntries).where(and(mine, lte(oidcEntries.seq, sql`(${newest})`)));
  };

  /** The model's live rows, as last counted (at most `recountMs` ago) plus those admitted since. */
  const counting = async (model: string) => {
    const counted = liveCounts.get(model);
    if (counted && now() - counted.at < recountMs) return counted;
    const [row] = await db
      .select({ n: count() })
      .from(oidcEntries)
      .where(inStore(eq(oidcEntries.model, model), live()));
    const fresh = { at: now(), live: row?.n ?? 0 };
    liveCounts.set(model, fresh);
    return fresh;
  };

  const sweep = async () => {
    const gone = await db
      .delete(oidcEntries)
      .where(inStore(lte(oidcEntries.expiresAt, new Date(now()))))
      .returning({ id: oidcEntries.id });
    return gone.length;
  };

  const afterWrite = async (model: string, accountId: string | null) => {
    if (accountId !== null) await trimAccount(model, accountId);
    const writes = (writesSinceTrim.get(model) ?? 0) + 1;
    if (writes >= trimPeriod(capOf(model))) {
      writesSinceTrim.set(model, 0);
      await trim(model);
    } else writesSinceTrim.set(model, writes);
    if (++writesSinceSweep >= writesBetweenSweeps || now() - lastSweep >= msBetweenSweeps) {
      writesSinceSweep = 0;
      lastSweep = now();
      await sweep();
    }
  };

  const adapter = (model: string): Adapter => ({
    async upsert(id, payload, expiresIn) {
      const columns = {
        payload: payload as Record<string, unknown>,
        expiresAt: typeof expiresIn === 'number' ? new Date(now() + expiresIn * 1000) : null,
        uid: model === 'Session' ? (payload.uid ?? null) : null,
        grantId: grantable.has(model) ? (payload.grantId ?? null) : null,
        userCode: payload.userCode ?? null,
        accountId:
          accountBound.has(model) && typeof payload.accountId === 'string' ? payload.accountId : null,
      };
      await db
        .insert(oidcEntries)
        .values({ store, model, id, ...columns })
        .onConflictDoUpdate({
          target: [oidcEntries.store, oidcEntries.model, oidcEntries.id],
          // A rewrite makes the row the newest, as if written now.
          set: { ...columns, seq: sql`nextval(pg_get_serial_sequence('oidc_entries', 'seq'))` },
        });
      await afterWrite(model, columns.accountId);
    },
    find: (id) => findWhere(and(eq(oidcEntries.model, model), eq(oidcEntries.id, id))),
    findByUid: (uid) => findWhere(and(eq(oidcEntries.model, 'Session'), eq(oidcEntries.uid, uid))),
    findByUserCode: (userCode) => findWhere(eq(oidcEntries.userCode, userCode)),
    async consume(id) {
      const consumed = Math.floor(now() / 1000);
      await db
        .update(oidcEntries)
        .set({ payload: sql`${oidcEntries.payload} || jsonb_build_object('consumed', ${consumed}::integer)` })
        .where(inStore(eq(oidcEntries.model, model), eq(oidcEntries.id, id)));
    },
    async destroy(id) {
      await db.delete(oidcEntries).where(inStore(eq(oidcEntries.model, model), eq(oidcEntries.id, id)));
    },
    async revokeByGrantId(grantId) {
      await db
        .delete(oidcEntries)
        .where(inStore(eq(oidcEntries.grantId, grantId), inArray(oidcEntries.model, [...grantable])));
    },
  });

  return {
    adapter,
    async admits(model) {
      const counted = await counting(model);
      if (counted.live >= capOf(model)) return false;
      counted.live += 1;
      return true;
    },
    async full(model) {
      return (await counting(model)).live >= capOf(model);
    },
    async size(model) {
      const [row] = await db
        .select({ n: count() })
        .from(oidcEntries)
        .where(inStore(model === undefined ? undefined : eq(oidcEntries.model, model)));
      return row?.n ?? 0;
    },
    async revokeAccount(accountId, revokeOptions = {}) {
      const keep = revokeOptions.keepSessionUid;
      const gone = await db
        .delete(oidcEntries)
        .where(
          inStore(
            eq(oidcEntries.accountId, accountId),
            keep === undefined
              ? undefined
              : or(ne(oidcEntries.model, 'Session'), isNull(oidcEntries.uid), ne(oidcEntries.uid, keep)),
          ),
        )
        .returning({ id: oidcEntries.id });
      return gone.length;
    },
    sweep,
  };
}
