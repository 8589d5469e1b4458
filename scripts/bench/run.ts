/**
 * `npm run bench`: issue 16's figures, each printed beside its target, on the embedded PGlite and
 * on PostgreSQL, one child process per benchmark so none shares memory or an event loop with
 * another: the seed (seed.ts), the API in process (api.ts: grid page and its count, search,
 * export), the API against Prism's canned answers (prism.ts) and, on PGlite, the services grid in
 * Chromium (grid.ts, which builds the portal). PostgreSQL is DATABASE_URL's server or, without it,
 * a throwaway one (throwawayPostgres.ts). The contract toolchain's figures come first (codegen.ts).
 *
 * SEED_TICKETS sizes every benchmark (default 500,000); BENCH_ENGINES picks engines
 * (default "pglite,postgres"); BENCH_GRID=0 leaves out the Chromium grid, BENCH_CODEGEN=0 the toolchain. Each child is stopped
 * after BENCH_STEP_MINUTES (20) minutes, so the whole run is bounded.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwawayPostgres';

const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((e) => e.trim());
const stepMinutes = Number(process.env.BENCH_STEP_MINUTES ?? 20);
const withGrid = process.env.BENCH_GRID !== '0';

/**
 * The seed runs as `npm run seed` runs it: with a 256 MB JavaScript heap. Its live data is a few
 * batches; without a limit V8 lets garbage grow the process by ~200 MB before collecting it.
 */
const seedNodeFlags = ['--max-old-space-size=256'];

function step(script: string, env: NodeJS.ProcessEnv, nodeFlags: readonly string[] = []): Promise<void> {
  const started = performance.now();
  console.log(`\n--- ${script}`);
  const child = spawn(
    process.execPath,
    [...nodeFlags, '--import', 'tsx', fileURLToPath(new URL(script, import.meta.url))],
    {
      stdio: 'inherit',
      env,
    },
  );
  const timer = setTimeout(() => {
    console.log(`${script}: stopped after ${stepMinutes} minutes`);
    child.kill('SIGTERM');
  }, stepMinutes * 60_000);
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      clearTimeout(timer);
      console.log(
        `--- ${script}: ${code === 0 ? 'done' : `exit ${code}`} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
      resolve();
    });
  });
}

const started = performance.now();
const { DATABASE_URL: givenUrl, ...baseEnv } = process.env;
if (process.env.BENCH_CODEGEN !== '0') await step('./codegen.ts', baseEnv);
for (const engine of engines) {
  console.log(`\n===== ${engine} =====`);
  let throwaway: ThrowawayPostgres | undefined;
  let env: NodeJS.ProcessEnv = baseEnv;
  if (engine === 'postgres') {
    if (!givenUrl) throwaway = await startThrowawayPostgres();
    env = { ...baseEnv, DATABASE_URL: givenUrl ?? throwaway?.url };
  }
  try {
    await step('./seed.ts', env, seedNodeFlags);
    await step('./api.ts', env);
    await step('./prism.ts', env);
    if (engine === 'pglite' && withGrid) await step('./grid.ts', env);
  } finally {
    await throwaway?.stop();
  }
}
console.log(`\nnpm run bench: ${((performance.now() - started) / 60_000).toFixed(1)} minutes`);
