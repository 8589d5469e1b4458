/**
 * `npm run bench:fleet`: requests per second of the services grid page (POST /api/ticketsGrid, 15
 * rows over every service direction, as admin@demo.es signed in through the real sign-in) served
 * by `npm start` with WORKERS=1 and then with WORKERS=2, on one PostgreSQL database, on this
 * machine, in this run; prints both figures and their ratio. Figures only: nothing here asserts a
 * timing (the load generator, PostgreSQL and the workers share the machine's cores).
 *
 * PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL (an administrative connection: a fresh
 * database is made and dropped). Load: autocannon, BENCH_CONNECTIONS (20) connections for
 * BENCH_SECONDS (15) s after BENCH_WARMUP_SECONDS (3) s not counted, per fleet size. The database
 * is seeded once with SEED_TICKETS (6000, npm start's default) services.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/database';
import { serviceDirections } from '../../server/db/schema';
import { demoAccount } from '../../server/seed/demoAccounts';
import { FleetUser, startStackProcess } from '../../server/testing/fleetProcess';
import { freePort } from '../../server/testing/localStack';
import { freshServerDatabase } from '../../server/testing/testApi';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const seedTickets = Number(process.env.SEED_TICKETS ?? 6000);
const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;

/** The part of autocannon's result read here. */
interface LoadResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
}
type Autocannon = (options: {
  url: string;
  method: 'POST';
  headers: Record<string, string>;
  body: string;
  connections: number;
  duration: number;
}) => Promise<LoadResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

if (!adminUrl) {
  console.log(
    'bench:fleet necesita PostgreSQL: indique BENCH_DATABASE_URL (o TEST_DATABASE_URL), una conexión ' +
      'de administración. / bench:fleet needs PostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL).',
  );
  process.exit(1);
}

const database = await freshServerDatabase(adminUrl);
const dataDir = await mkdtemp(join(tmpdir(), 'bench-fleet-'));
const env = {
  DATABASE_URL: database.url,
  DATA_DIR: dataDir,
  SEED_DEMO: '1',
  SEED_TICKETS: String(seedTickets),
};

/** Every service direction: admin@ sees them all. */
async function allDirections(): Promise<number[]> {
  const opened = await openDatabase({ url: database.url }, { migrate: false });
  try {
    const rows = await opened.db
      .select({ id: serviceDirections.iddireccionservicio })
      .from(serviceDirections);
    return rows.map((row) => row.id);
  } finally {
    await opened.close();
  }
}

/** Starts a fleet of `workers`, signs in, loads the grid page; answers autocannon's result. */
async function measure(workers: number): Promise<LoadResult> {
  const port = await freePort();
  const started = performance.now();
  const fleet = await startStackProcess(
    port,
    { ...env, WORKERS: String(workers) },
    { readyTimeoutMs: 600_000 },
  );
  try {
    console.log(
      `\nWORKERS=${workers}: serving in ${((performance.now() - started) / 1000).toFixed(1)} s on port ${port}`,
    );
    const admin = demoAccount('admin@demo.es');
    const user = new FleetUser(`https://localhost:${port}`, () => port);
    const { accessToken } = await user.signIn(admin.email, admin.password);
    const load = (duration: number) =>
      autocannon({
        url: `https://127.0.0.1:${port}/api/ticketsGrid`,
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ idDireccionesServicio: directions, position: 0, take: 15 }),
        connections,
        duration,
      });
    if (warmupSeconds > 0) await load(warmupSeconds);
    const result = await load(seconds);
    console.log(
      `  ${result.requests.average.toFixed(1)} req/s (${result.requests.total} requests)   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${result.errors}, non-2xx ${result.non2xx}`,
    );
    return result;
  } finally {
    await fleet.stop();
  }
}

let directions: number[] = [];
try {
  console.log(
    `bench:fleet: POST /api/ticketsGrid (15 rows) as admin@demo.es, ${connections} connections for ${seconds} s (+${warmupSeconds} s warm-up), PostgreSQL ${new URL(adminUrl).host}, ${seedTickets.toLocaleString('es-ES')} services`,
  );
  // The first start migrates and seeds; the timed runs find it done.
  const seeding = await startStackProcess(await freePort(), env, { readyTimeoutMs: 600_000 });
  await seeding.stop();
  directions = await allDirections();
  const one = await measure(1);
  const two = await measure(2);
  console.log(
    `\nrequests/s: 1 worker ${one.requests.average.toFixed(1)}, 2 workers ${two.requests.average.toFixed(1)}; ratio ${(two.requests.average / one.requests.average).toFixed(2)}x`,
  );
} finally {
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
}
