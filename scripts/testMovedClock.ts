/**
 * npm test's end-to-end pass: the suite once, with the machine's clock moved years away
 * (libfaketime, Debian's `faketime`, for this process tree: the test runners, the stacks they start
 * and Chromium). The suite pins its day (tests/e2e/fixtures.ts `e2eToday`), so it must pass whatever
 * the real date is: running it on a day that is not today proves that on every run (and the real
 * date changes between runs anyway). MOVED_CLOCK overrides the date. Without faketime the suite
 * still runs, on the real clock, and says so; .ci/run installs faketime.
 *
 * The files run in two lanes at once, each a vitest run with its own stack (database, identity
 * provider, outbox) and its own Chromium, its files one after another as in `npm run test:e2e`: no
 * file sees another lane's writes. On the 2-core CI machine one lane left a quarter of the CPU idle
 * (waits for token expiry, debounces, transitions); two finish in about three quarters of the time.
 * The first lane holds the longest files, named below; every other file runs in the second. Both
 * serve one build of the portal, made here before they start (E2E_DIST_DIR): building it in each
 * lane had the two builds contend for the two cores at the start. That build is checked against
 * the JavaScript budgets first (scripts/checkHomeBundle.ts), so `npm test` fails over them too.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { buildPortal } from '../server/testing/localStack';

const movedTo = process.env.MOVED_CLOCK ?? '2029-02-27 10:30:00';
const e2eDir = 'tests/e2e';

/** About half the suite's time: the longest files (axe on every route; sign-in's token expiry). */
const firstLane = [
  'axeRoutes.e2e.ts',
  'signin.e2e.ts',
  'specDifferences.e2e.ts',
  'dateRange.e2e.ts',
  'phone.e2e.ts',
  'signedOut.e2e.ts',
  'compression.e2e.ts',
  'browsers.e2e.ts',
  'savedViews.e2e.ts',
  'publicPages.e2e.ts',
  'files.e2e.ts',
  'traceability.e2e.ts',
];
const allFiles = readdirSync(e2eDir).filter((name) => name.endsWith('.e2e.ts'));
const missing = firstLane.filter((name) => !allFiles.includes(name));
if (missing.length > 0)
  throw new Error(`scripts/testMovedClock.ts names e2e files that do not exist: ${missing}`);
const lanes = [firstLane, allFiles.filter((name) => !firstLane.includes(name))];

const faketime = spawnable('faketime');
if (faketime) console.log(`End-to-end suite with the clock moved to ${movedTo}, in two lanes`);
else
  console.log(
    "End-to-end suite on the real clock (install Debian's faketime to run it with the clock moved).",
  );

const buildDir = await mkdtemp(join(tmpdir(), 'portal-clientes-e2e-build-'));
let passed = false;
try {
  const distDir = join(buildDir, 'dist');
  await buildPortal(distDir, { e2e: true });
  // The build the suite serves is held to the JavaScript budgets `npm run build` holds it to (its
  // test-only chunk loads with no route a user opens).
  const budgets = spawnSync('npx', ['tsx', 'scripts/checkHomeBundle.ts', distDir], { stdio: 'inherit' });
  const results = await Promise.all(lanes.map((files, index) => runLane(`e2e ${index + 1}`, files, distDir)));
  passed = budgets.status === 0 && results.every((code) => code === 0);
  // The budgets' verdict printed before the lanes' long output, where a log's tail does not show it.
  if (budgets.status !== 0)
    console.error(
      'The end-to-end pass fails: its build fails the JavaScript budget check (printed before the lanes).',
    );
  results.forEach((code, index) => {
    if (code !== 0)
      console.error(`The end-to-end pass fails: lane e2e ${index + 1} ended with code ${code}.`);
  });
} finally {
  await rm(buildDir, { recursive: true, force: true });
}
process.exit(passed ? 0 : 1);

/** One vitest run over `files` serving `distDir`, its lines prefixed with the lane's name; its exit code. */
function runLane(name: string, files: string[], distDir: string): Promise<number> {
  const suite = [
    'npx',
    'vitest',
    'run',
    '--config',
    'vitest.e2e.config.ts',
    ...files.map((f) => `${e2eDir}/${f}`),
  ];
  const [command = 'npx', ...args] = faketime ? ['faketime', movedTo, ...suite] : suite;
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, E2E_DIST_DIR: distDir },
  });
  for (const stream of [child.stdout, child.stderr])
    createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

function spawnable(command: string): boolean {
  return spawnSync(command, ['--version'], { stdio: 'ignore' }).error === undefined;
}
