/**
 * Where oidc-provider keeps sessions, interactions, grants, codes and refresh tokens: the database
 * (table oidc_entries), so that every API process of a fleet serves any step of a sign-in and a
 * restart signs nobody out. One `createDatabaseStore` per store name: the flows keep their codes
 * and tokens apart and share the sessions (see provider.ts).
 *
 * Bounded: an anonymous request to the authorization endpoint stores an Interaction, so without a
 * cap anyone could grow the database without end. Each model of a store keeps at most its cap
 * (plus the few writes between two trims, see `trimPeriod`); past it the rows written longest ago
 * go first (oidc-provider saves a session again at each use, so a session in use is never the
 * oldest). Expired rows are never found, and are deleted in a sweep every so many writes or
 * minutes (no timer: without writes nothing grows).
 */
import { and, count, eq, gt, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/database';
import { oidcEntries } from '../db/schema';

export interface StoreLimits {
  /** Most entries kept per model, e.g. `{ Interaction: 5000 }`. */
  maxEntries: Readonly<Record<string, number>>;
  /** Cap of a model not listed in `maxEntries`. */
  defaultMaxEntries: number;
}

/**
 * Sized for a portal of a few thousand users with room to spare; the rate limits (requestLimits.ts)
 * keep one client address from filling them quickly.
 */
const defaultStoreLimits: StoreLimits = {
  maxEntries: {
    Interaction: 5_000,
    Session: 20_000,
    Grant: 20_000,
    RefreshToken: 50_000,
    AuthorizationCode: 5_000,
  },
  defaultMaxEntries: 10_000,
};

/**
 * Writes of one model between two trims to its cap, in one process: a trim walks the model's
 * newest `cap` rows, so it runs about every cap/50 writes (at most 100), every write for a small
 * cap. A model may thus hold up to cap + trimPeriod(cap) rows per process writing to it.
 */
export function trimPeriod(cap: number): number {
  return Math.max(1, Math.min(100, Math.floor(cap / 50)));
}

export interface DatabaseStore {
  /** oidc-provider's `adapter` factory over this store. */
  adapter(model: string): Adapter;
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

export function createDatabaseStore(
  db: Database,
  options: { store: string; limits?: StoreLimits; now?: () => number },
): DatabaseStore {
  const { store } = options;
  const limits = options.limits ?? defaultStoreLimits;
  const now = options.now ?? Date.now;
  const capOf = (model: string) => limits.maxEntries[model] ?? limits.defaultMaxEntries;
  const writesSinceTrim = new Map<string, number>();
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

  /** Deletes the model's rows beyond its newest `cap` (by last write). */
  const trim = async (model: string) => {
    const newest = db
      .select({ seq: oidcEntries.seq })
      .from(oidcEntries)
      .where(inStore(eq(oidcEntries.model, model)))
      .orderBy(sql`${oidcEntries.seq} desc`)
      .offset(capOf(model))
      .limit(1);
    await db
      .delete(oidcEntries)
      .where(inStore(eq(oidcEntries.model, model), lte(oidcEntries.seq, sql`(${newest})`)));
  };

  const sweep = async () => {
    const gone = await db
      .delete(oidcEntries)
      .where(inStore(lte(oidcEntries.expiresAt, new Date(now()))))
      .returning({ id: oidcEntries.id });
    return gone.length;
  };

  const afterWrite = async (model: string) => {
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
      await afterWrite(model);
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
