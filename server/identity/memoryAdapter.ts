/**
 * Where oidc-provider keeps sessions, interactions, grants, codes and refresh tokens: in memory,
 * bounded. oidc-provider's own memory adapter is one process-wide store of 1000 entries, which would
 * drop the sessions and refresh tokens of a busy test run and could not be split between the flows;
 * this one is a store per `createMemoryStore` with a cap per model. An anonymous request to the
 * authorization endpoint stores an Interaction, so without a cap anyone could grow the process
 * until it dies: when a model is full, the entry written longest ago goes first (oidc-provider
 * saves a session again at each use, so a session in use is never the oldest). Expired entries go
 * when read and in a sweep every so many writes (no timer: without writes nothing grows).
 *
 * A restart forgets everything, so users sign in again (the signing keys persist, so issued access
 * tokens stay valid until they expire).
 */
import type { Adapter, AdapterPayload } from 'oidc-provider';

export interface MemoryStoreLimits {
  /** Most entries kept per model, e.g. `{ Interaction: 5000 }`. */
  maxEntries: Readonly<Record<string, number>>;
  /** Cap of a model not listed in `maxEntries`. */
  defaultMaxEntries: number;
}

/**
 * Sized for a portal of a few thousand users with room to spare; the rate limits (requestLimits.ts)
 * keep one client address from filling them quickly.
 */
export const defaultStoreLimits: MemoryStoreLimits = {
  maxEntries: {
    Interaction: 5_000,
    Session: 20_000,
    Grant: 20_000,
    RefreshToken: 50_000,
    AuthorizationCode: 5_000,
  },
  defaultMaxEntries: 10_000,
};

export interface MemoryStore {
  /** oidc-provider's `adapter` factory over this store. */
  adapter(model: string): Adapter;
  /** Entries held for `model` (expired ones not yet swept included), or for all models. */
  size(model?: string): number;
  /**
   * Drops what lets `accountId` in without a password: sessions (but `keepSessionUid`'s), grants,
   * codes and refresh tokens. Answers how many entries went.
   */
  revokeAccount(accountId: string, options?: { keepSessionUid?: string }): number;
}

interface Stored {
  payload: AdapterPayload;
  expiresAt: number;
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

const minWritesBetweenSweeps = 500;

export function createMemoryStore(
  options: { limits?: MemoryStoreLimits; now?: () => number } = {},
): MemoryStore {
  const limits = options.limits ?? defaultStoreLimits;
  const now = options.now ?? Date.now;
  /** Per model, in the order of their last write (a Map keeps insertion order). */
  const models = new Map<string, Map<string, Stored>>();
  const sessionsByUid = new Map<string, string>();
  const byUserCode = new Map<string, string>();
  const grantMembers = new Map<string, Set<string>>();
  const accountMembers = new Map<string, Set<string>>();
  let writesSinceSweep = 0;

  const entriesOf = (model: string) => {
    let entries = models.get(model);
    if (!entries) {
      entries = new Map();
      models.set(model, entries);
    }
    return entries;
  };
  const capOf = (model: string) => limits.maxEntries[model] ?? limits.defaultMaxEntries;
  const keyOf = (model: string, id: string) => `${model}\u0000${id}`;
  const splitKey = (key: string) => {
    const at = key.indexOf('\u0000');
    return { model: key.slice(0, at), id: key.slice(at + 1) };
  };

  const addMember = (index: Map<string, Set<string>>, owner: string, key: string) => {
    const members = index.get(owner) ?? new Set<string>();
    members.add(key);
    index.set(owner, members);
  };
  const removeMember = (index: Map<string, Set<string>>, owner: unknown, key: string) => {
    if (typeof owner !== 'string') return;
    const members = index.get(owner);
    members?.delete(key);
    if (members?.size === 0) index.delete(owner);
  };

  /** Removes an entry and every index pointing at it. */
  const remove = (model: string, id: string) => {
    const entries = models.get(model);
    const stored = entries?.get(id);
    if (!entries || !stored) return;
    entries.delete(id);
    const { payload } = stored;
    const key = keyOf(model, id);
    if (model === 'Session' && payload.uid && sessionsByUid.get(payload.uid) === id)
      sessionsByUid.delete(payload.uid);
    if (payload.userCode && byUserCode.get(payload.userCode) === key) byUserCode.delete(payload.userCode);
    removeMember(grantMembers, payload.grantId, key);
    removeMember(accountMembers, payload.accountId, key);
  };

  const add = (model: string, id: string, stored: Stored) => {
    const entries = entriesOf(model);
    entries.set(id, stored);
    const { payload } = stored;
    const key = keyOf(model, id);
    if (model === 'Session' && payload.uid) sessionsByUid.set(payload.uid, id);
    if (payload.userCode) byUserCode.set(payload.userCode, key);
    if (grantable.has(model) && payload.grantId) addMember(grantMembers, payload.grantId, key);
    if (accountBound.has(model) && typeof payload.accountId === 'string')
      addMember(accountMembers, payload.accountId, key);
    // The first entry is the one written longest ago (a rewrite moves an entry to the end).
    const cap = capOf(model);
    while (entries.size > cap) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      remove(model, oldest);
    }
  };

  const live = (model: string, id: string): AdapterPayload | undefined => {
    const stored = models.get(model)?.get(id);
    if (!stored) return undefined;
    if (stored.expiresAt <= now()) {
      remove(model, id);
      return undefined;
    }
    return stored.payload;
  };

  const total = () => {
    let sum = 0;
    for (const entries of models.values()) sum += entries.size;
    return sum;
  };

  // Amortised: a sweep visits every entry, so it runs after a number of writes that grows with them.
  const sweepNowAndThen = () => {
    if (++writesSinceSweep < Math.max(minWritesBetweenSweeps, total() / 4)) return;
    writesSinceSweep = 0;
    const at = now();
    for (const [model, entries] of models)
      for (const [id, stored] of entries) if (stored.expiresAt <= at) remove(model, id);
  };

  const adapter = (model: string): Adapter => ({
    async upsert(id, payload, expiresIn) {
      const expiresAt = typeof expiresIn === 'number' ? now() + expiresIn * 1000 : Number.POSITIVE_INFINITY;
      // Removed first so the old payload's index entries go and the entry moves to the end.
      remove(model, id);
      add(model, id, { payload, expiresAt });
      sweepNowAndThen();
    },
    async find(id) {
      return live(model, id);
    },
    async findByUid(uid) {
      const id = sessionsByUid.get(uid);
      return id === undefined ? undefined : live('Session', id);
    },
    async findByUserCode(userCode) {
      const key = byUserCode.get(userCode);
      if (key === undefined) return undefined;
      const owner = splitKey(key);
      return live(owner.model, owner.id);
    },
    async consume(id) {
      const payload = live(model, id);
      if (payload) payload.consumed = Math.floor(now() / 1000);
    },
    async destroy(id) {
      remove(model, id);
    },
    async revokeByGrantId(grantId) {
      for (const key of [...(grantMembers.get(grantId) ?? [])]) {
        const owner = splitKey(key);
        remove(owner.model, owner.id);
      }
    },
  });

  return {
    adapter,
    size: (model) => (model === undefined ? total() : (models.get(model)?.size ?? 0)),
    revokeAccount(accountId, revokeOptions = {}) {
      let revoked = 0;
      for (const key of [...(accountMembers.get(accountId) ?? [])]) {
        const owner = splitKey(key);
        const payload = models.get(owner.model)?.get(owner.id)?.payload;
        if (owner.model === 'Session' && payload?.uid && payload.uid === revokeOptions.keepSessionUid)
          continue;
        remove(owner.model, owner.id);
        revoked++;
      }
      return revoked;
    },
  };
}
