/**
 * Runs the API suite (tests/server) against a real PostgreSQL server, the second database path of
 * the reference API (the unit pass leaves it out then: vitest.config.ts), the database tests
 * (tests/db), which also run on the embedded database in the unit pass (the embedded engine's own,
 * tests/embedded, only there), and the fleet's tests (tests/fleet: several processes on one
 * PostgreSQL database and Azurite), which need one. TEST_DATABASE_URL names an administrative
 * connection (each test file creates and drops its own database); .ci/run provisions one. Without
 * it, says so and skips.
 */
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log(
    'API suite and fleet on PostgreSQL: skipped (set TEST_DATABASE_URL to a PostgreSQL server to run them).',
  );
  process.exit(0);
}
console.log(`API suite, database tests and fleet on PostgreSQL (${new URL(url).host})`);
const run = spawnSync(
  'npx',
  ['vitest', 'run', 'tests/server', 'tests/db', 'tests/fleet', '--typecheck.enabled=false'],
  {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url },
  },
);
process.exit(run.status ?? 1);
