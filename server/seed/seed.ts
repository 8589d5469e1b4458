/**
 * The reference API's deterministic seed: the same options give the same rows (ids included) and
 * the same files. Spanish, realistic data for eight clients over three years, anchored on `today`,
 * with a scale knob (`tickets`) for benchmarks.
 */
import { count, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import * as schema from '../db/schema';
import { isAdmin, type UserRole } from '../generated/roles';
import { hashPassword } from '../identity/password';
import { diskStorage } from '../storage/diskStorage';
import type { DocumentStorage } from '../storage/documentStorage';
import { insertUsageEvents, planUsageEvents, seedAdminLogs } from './activity';
import { resetSequences } from './bulkInsert';
import type { SeedContext } from './context';
import { dayNumber, firstDayOfYear, yearOf } from './dates';
import { dropSecondaryIndexes } from './deferredIndexes';
import { type DemoEmail, demoAccounts, demoPassword } from './demoAccounts';
import { seedStandingFiles } from './files';
import { seedProformas } from './invoices';
import { seedNotifications, seedPortalConfig, templateCreations } from './notifications';
import { createRandom } from './random';
import { seedContacts, seedIncidenceAndServiceRequests, seedProposals } from './requests';
import { seedServices } from './services';
import { FileStore } from './storage';
import { seedStructure } from './structure';
import { insertUsers, planUsers } from './users';

export interface SeedOptions {
  /** Total services (tickets) over the period; default 6000. */
  tickets?: number;
  /** PRNG seed; default 20241. */
  seed?: number;
  /** ISO date every date is relative to; default '2026-11-15'. */
  today?: string;
  /** Folder the seeded files' bytes are written into (their `blobUri` is relative to it). */
  storageRoot: string;
  /** Where the bytes go instead of `storageRoot` (Azure Blob Storage: storage/openStorage.ts). */
  storage?: DocumentStorage;
  /**
   * A ready hash of the demo password. Hashing (scrypt) takes a moment and salts randomly, so by
   * default it is computed once per process and reused by every seed of that process.
   */
  passwordHash?: string;
}

interface SeedAccountScope {
  oid: string;
  role: UserRole;
  /** Administrators see every client without permission rows; the lists then hold all clients. */
  seesAll: boolean;
  clientIds: number[];
  digitalizedClientIds: number[];
  /** Center access records (normal variant): the user sees only these centers, and those below, of their client. */
  centerAccess: number[];
}

interface SeedClientSummary {
  clientId: number;
  client: string;
  regenera: boolean;
  digitalized: boolean;
  centerIds: number[];
  directionIds: number[];
}

export interface SeedSummary {
  options: { tickets: number; seed: number; today: string };
  accounts: Record<DemoEmail, SeedAccountScope>;
  clients: SeedClientSummary[];
  /** Rows per table, by SQL table name. */
  counts: Record<string, number>;
  files: { count: number; bytes: number };
}

export const seedDefaults = { tickets: 6000, seed: 20241, today: '2026-11-15' } as const;

let demoHash: Promise<string> | undefined;

/** scrypt is slow on purpose: hash the demo password once per process. */
function demoPasswordHash(): Promise<string> {
  demoHash ??= hashPassword(demoPassword);
  return demoHash;
}

export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const tickets = options.tickets ?? seedDefaults.tickets;
  const seed = options.seed ?? seedDefaults.seed;
  const todayIso = options.today ?? seedDefaults.today;
  if (!Number.isInteger(tickets) || tickets < 0)
    throw new Error(`tickets is not a whole number >= 0: ${tickets}`);
  if (!Number.isInteger(seed)) throw new Error(`seed is not a whole number: ${seed}`);
  const today = dayNumber(todayIso);

  const [existing] = await db.select({ n: count() }).from(schema.clients);
  if ((existing?.n ?? 0) > 0)
    throw new Error('The database already has clients: the seed needs an empty one.');
  const passwordHash = options.passwordHash ?? (await demoPasswordHash());
  const store = new FileStore(options.storage ?? diskStorage(options.storageRoot));

  const seeded = await db.transaction(async (tx) => {
    const rebuildIndexes = await dropSecondaryIndexes(tx);
    const ctx: SeedContext = {
      db: tx,
      random: createRandom(seed),
      today,
      start: firstDayOfYear(yearOf(today) - 2),
      store,
    };
    const structure = await seedStructure(ctx);
    const users = planUsers(ctx, structure);
    const usage = planUsageEvents(ctx, structure, users);
    await insertUsers(ctx, users, usage.lastAccess, passwordHash);
    await insertUsageEvents(ctx, usage);
    const services = await seedServices(ctx, structure, tickets);
    await seedProformas(ctx, structure, Math.min(300, Math.max(20, Math.round(tickets / 40))));
    await seedStandingFiles(ctx, structure, users);
    await seedContacts(ctx, structure);
    await seedProposals(ctx, structure, users);
    const requests = await seedIncidenceAndServiceRequests(ctx, structure, users, services);
    const templates = templateCreations(ctx, structure);
    await seedNotifications(ctx, structure, users, requests, services, templates);
    await seedPortalConfig(ctx, structure);
    await seedAdminLogs(ctx, structure, users, templates);
    await store.flush();
    await store.insertRows(tx);
    await resetSequences(tx);
    await rebuildIndexes();
    return { structure, users };
  });
  // Fresh planner statistics. PGlite runs no autovacuum, and without them the planner guessed 13
  // services where a filtered grid over 500,000 matched 170,000, and chose nested loops: 12 s for
  // a 15-row page that takes well under one with the statistics. The vacuum sets the visibility
  // map, so that counts read the indexes only (server/db/vacuum.ts).
  await db.execute(sql`vacuum (analyze)`);

  const all = seeded.structure.clients;
  const accounts = Object.fromEntries(
    demoAccounts.map((account) => {
      const user = seeded.users.find((u) => u.oid === account.oid);
      const seesAll = isAdmin(account.role);
      const scope: SeedAccountScope = {
        oid: account.oid,
        role: account.role,
        seesAll,
        clientIds: seesAll
          ? all.filter((c) => !c.digitalized).map((c) => c.clientId)
          : (user?.clientIds ?? []),
        digitalizedClientIds: seesAll
          ? all.filter((c) => c.digitalized).map((c) => c.clientId)
          : (user?.digitalizedClientIds ?? []),
        centerAccess: user?.centerIds ?? [],
      };
      return [account.email, scope];
    }),
  ) as Record<DemoEmail, SeedAccountScope>;

  return {
    options: { tickets, seed, today: todayIso },
    accounts,
    clients: all.map((c) => ({
      clientId: c.clientId,
      client: c.client,
      regenera: c.regenera,
      digitalized: c.digitalized,
      centerIds: c.centers.map((center) => center.centerId),
      directionIds: c.directions.map((d) => d.iddireccionservicio),
    })),
    counts: await tableCounts(db),
    files: { count: store.rows.length, bytes: store.bytes },
  };
}

async function tableCounts(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const [row] = await db.select({ n: count() }).from(table);
    counts[getTableName(table)] = row?.n ?? 0;
  }
  return counts;
}
