/**
 * Runs the end-to-end suite again with the machine's clock moved years away (libfaketime, Debian's
 * `faketime`, for this process tree: the test runner, the stack it starts and Chromium). The suite
 * pins its day (tests/e2e/fixtures.ts `e2eToday`), so it must pass whatever the real date is; this
 * run proves it. MOVED_CLOCK overrides the date. Without faketime, says so and skips; .ci/run
 * installs it.
 */
import { spawnSync } from 'node:child_process';

const movedTo = process.env.MOVED_CLOCK ?? '2029-02-27 10:30:00';

if (spawnSync('faketime', ['--version'], { stdio: 'ignore' }).error) {
  console.log("End-to-end suite with the clock moved: skipped (install Debian's faketime to run it).");
  process.exit(0);
}
console.log(`End-to-end suite with the clock moved to ${movedTo}`);
// E2E_CLOCK_MOVED: the suites that check what reads no date (axe, focus rings) leave it to the
// first pass and only open their pages (tests/e2e/axeRoutes.e2e.ts).
const run = spawnSync('faketime', [movedTo, 'npx', 'vitest', 'run', '--config', 'vitest.e2e.config.ts'], {
  stdio: 'inherit',
  env: { ...process.env, E2E_CLOCK_MOVED: '1' },
});
process.exit(run.status ?? 1);
