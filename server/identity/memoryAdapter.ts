/**
 * Where oidc-provider keeps sessions, interactions, grants, codes and refresh tokens: in memory.
 * oidc-provider's own memory adapter is one process-wide store capped at 1000 entries, which would
 * silently drop the sessions and refresh tokens of a busy test run, and could not be split between
 * the flows; this one is a store per factory and keeps each entry until it expires. A restart
 * forgets everything, so users sign in again (the signing keys persist, so issued access tokens
 * stay valid until they expire).
 */
import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Stored {
  payload: AdapterPayload;
  expiresAt: number;
}

/** Models whose entries hang off a grant and are revoked with it. */
const grantable = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode']);

export function createMemoryAdapterFactory(now: () => number = Date.now): (model: string) => Adapter {
  const entries = new Map<string, Stored>();
  const uidIndex = new Map<string, string>();
  const userCodeIndex = new Map<string, string>();
  const grantMembers = new Map<string, Set<string>>();
  let writes = 0;

  const live = (key: string): AdapterPayload | undefined => {
    const stored = entries.get(key);
    if (!stored) return undefined;
    if (stored.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return stored.payload;
  };

  const sweep = () => {
    for (const key of entries.keys()) live(key);
    for (const [index, map] of [
      ['Session', uidIndex],
      ['DeviceCode', userCodeIndex],
    ] as const)
      for (const [secondary, id] of map) if (!entries.has(`${index}:${id}`)) map.delete(secondary);
    for (const [grantId, members] of grantMembers) {
      for (const key of members) if (!entries.has(key)) members.delete(key);
      if (members.size === 0) grantMembers.delete(grantId);
    }
  };

  return (model) => {
    const keyOf = (id: string) => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        const key = keyOf(id);
        const expiresAt = typeof expiresIn === 'number' ? now() + expiresIn * 1000 : Number.POSITIVE_INFINITY;
        entries.set(key, { payload, expiresAt });
        if (model === 'Session' && payload.uid) uidIndex.set(payload.uid, id);
        if (payload.userCode) userCodeIndex.set(payload.userCode, id);
        if (grantable.has(model) && payload.grantId) {
          const members = grantMembers.get(payload.grantId) ?? new Set<string>();
          members.add(key);
          grantMembers.set(payload.grantId, members);
        }
        // Expired entries are dropped on read; sweeping now and then bounds what is never read again.
        if (++writes % 500 === 0) sweep();
      },
      async find(id) {
        return live(keyOf(id));
      },
      async findByUid(uid) {
        const id = uidIndex.get(uid);
        return id === undefined ? undefined : live(keyOf(id));
      },
      async findByUserCode(userCode) {
        const id = userCodeIndex.get(userCode);
        return id === undefined ? undefined : live(keyOf(id));
      },
      async consume(id) {
        const payload = live(keyOf(id));
        if (payload) payload.consumed = Math.floor(now() / 1000);
      },
      async destroy(id) {
        entries.delete(keyOf(id));
      },
      async revokeByGrantId(grantId) {
        for (const key of grantMembers.get(grantId) ?? []) entries.delete(key);
        grantMembers.delete(grantId);
      },
    };
  };
}
