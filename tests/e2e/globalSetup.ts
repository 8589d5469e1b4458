/**
 * Once per end-to-end run: builds the portal (vite build, into a temporary folder; or takes the
 * build E2E_DIST_DIR names, which `npm test`'s lanes share, scripts/testMovedClock.ts) and starts the
 * whole HTTPS stack in-process (portal, API, identity provider) on a free port, over a fresh
 * temporary data folder (database, keys, certificate) with a small seed and 20-second access
 * tokens, its calendar anchored on `e2eToday`. The tests get its URL through `inject('portalUrl')` and the API's outbox through
 * `inject('outboxUrl')` (outboxServer.ts); teardown stops it and removes the folder.
 * A second stack over a copy of the same data imitates a Microsoft Entra External ID tenant
 * (IDENTITY_TENANT_KIND=entra), at `inject('entraPortalUrl')`, for the sign-in, reset and renewal
 * tests of that shape; the outbox URL serves both stacks' mail.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { readServerConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { users } from '../../server/db/schema';
import { hashPassword } from '../../server/identity/password';
import { createLogger } from '../../server/operations/logger';
import { seedDatabase } from '../../server/seed/seed';
import { startStack } from '../../server/stack';
import { buildPortal, freePort } from '../../server/testing/localStack';
import { accessTokenTtlSeconds, e2eToday, e2eUsers } from './fixtures';
import { serveOutbox } from './outboxServer';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The running stack's portal, e.g. 'https://localhost:40123/'. */
    portalUrl: string;
    /** The same portal and data with an identity provider in Entra External ID's shape. */
    entraPortalUrl: string;
    /** How far the stack's calendar (anchored on e2eToday) runs ahead of the real clock, in ms. */
    clockShiftMs: number;
    /** The built portal the stack serves (its .vite manifest tells which chunks the home loads). */
    distDir: string;
  }
}

const seedTickets = 1500;

export default async function setup(project: TestProject) {
  const started = performance.now();
  const workDir = await mkdtemp(join(tmpdir(), 'portal-clientes-e2e-'));
  try {
    const distDir = process.env.E2E_DIST_DIR ?? join(workDir, 'dist');
    if (!process.env.E2E_DIST_DIR) await buildPortal(distDir, { e2e: true });

    const env = {
      // Every browser of the run is one address (127.0.0.1), and its 20-second tokens are renewed
      // at nearly every call: the per-address and per-grant identity limits are not under test here.
      IDENTITY_SIGN_IN_PAGES_PER_ADDRESS: '100000',
      IDENTITY_AUTHORIZE_PER_ADDRESS_PER_MINUTE: '100000',
      IDENTITY_TOKEN_REQUESTS_PER_ADDRESS_PER_MINUTE: '100000',
      IDENTITY_TOKEN_REQUESTS_PER_GRANT_PER_MINUTE: '100000',
    };
    const config = readServerConfig({ ...env, DATA_DIR: join(workDir, 'data') });
    const entraConfig = readServerConfig({
      ...env,
      DATA_DIR: join(workDir, 'data-entra'),
      IDENTITY_TENANT_KIND: 'entra',
    });
    await seedWithE2eUsers(config.dataDir, config.storageRoot);
    // The same seed, at the cost of a copy.
    await cp(config.dataDir, entraConfig.dataDir, { recursive: true });
    const start = async (stackConfig: typeof config) =>
      startStack({
        config: stackConfig,
        host: '127.0.0.1',
        port: await freePort(),
        distDir,
        dev: false,
        seedTickets,
        accessTokenTtlSeconds,
        today: e2eToday,
        // Warnings and errors only, unless LOG_LEVEL asks for every request's line.
        logger: createLogger({ level: process.env.LOG_LEVEL ?? 'warn' }),
      });
    const stack = await start(config);
    const b2cStarted = performance.now();
    const entraStack = await start(entraConfig);
    project.provide('portalUrl', stack.url);
    project.provide('entraPortalUrl', entraStack.url);
    project.provide('clockShiftMs', stack.clock.shiftMs);
    project.provide('distDir', distDir);
    const outbox = await serveOutbox([stack.db, entraStack.db]);
    project.provide('outboxUrl', outbox.url);
    console.log(
      `[e2e] stack at ${stack.url} (${Math.round(b2cStarted - started)} ms to build and start), ` +
        `Entra-shaped stack at ${entraStack.url} (${Math.round(performance.now() - b2cStarted)} ms more)`,
    );

    return async () => {
      await outbox.close();
      await entraStack.close();
      await stack.close();
      await rm(workDir, { recursive: true, force: true });
    };
  } catch (error) {
    await rm(workDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * What startStack does with an empty database (the same seed), plus the tests' own users; the
 * stack then finds the database populated and opens it as is.
 */
async function seedWithE2eUsers(dataDir: string, storageRoot: string): Promise<void> {
  const database = await openDatabase({ dataDir: join(dataDir, 'db') });
  try {
    await seedDatabase(database.db, {
      tickets: seedTickets,
      storageRoot,
      today: e2eToday,
    });
    for (const user of Object.values(e2eUsers)) {
      await database.db.insert(users).values({
        oid: user.oid,
        email: user.email,
        givenName: user.givenName,
        familyName: user.familyName,
        empresa: user.empresa,
        role: 0,
        passwordHash: await hashPassword(user.password),
      });
    }
  } finally {
    await database.close();
  }
}
