/** Looking up what the deterministic seed created, by the names the tests read best. */
import { demoAccount } from '../../../server/seed/demoAccounts';
import type { DemoEmail, TestApi } from '../../../server/testing/testApi';

/** The seeded client with this name (its id, directions and centers). */
export function seedClient(api: TestApi, name: string) {
  const client = api.summary.clients.find((c) => c.client === name);
  if (!client) throw new Error(`seed client ${name}`);
  return client;
}

export const oidOf = (email: DemoEmail) => demoAccount(email).oid;
