/**
 * `npm run bench`: the figures of docs/performance.md, each printed beside its target, on the embedded PGlite and
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

/** A benchmark script of this folder, run by this node under tsx. */
const script = (name: string): Command => ({
  label: name,
  argv: [process.execPath, '--import', 'tsx', fileURLToPath(new URL(name, import.meta.url))],
});

/**
 * The seed runs through `npm run bench:seed`, whose node flags are `npm run seed`'s (package.json
 * keeps the two side by side): the memory they bound is what the benchmark measures.
 */
const seedStep: Command = { label: 'bench:seed', argv: ['npm', 'run', '--silent', 'bench:seed'] };

interface Command {
  label: string;
  argv: readonly [string, ...string[]];
}

function step({ label, argv: [command, ...args] }: Command, env: NodeJS.ProcessEnv): Promise<void> {
  const started = performance.now();
  console.log(`\n--- ${label}`);
  const child = spawn(command, args, { stdio: 'inherit', env });
  const timer = setTimeout(() => {
    console.log(`${label}: stopped after ${stepMinutes} minutes`);
    child.kill('SIGTERM');
  }, stepMinutes * 60_000);
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      clearTimeout(timer);
      console.log(
        `--- ${label}: ${code === 0 ? 'done' : `exit ${code}`} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
      resolve();
    });
  });
}

const started = performance.now();
const { DATABASE_URL: givenUrl, ...baseEnv } = process.env;
if (process.env.BENCH_CODEGEN !== '0') await step(script('./codegen.ts'), baseEnv);
for (const engine of engines) {
  console.log(`\n===== ${engine} =====`);
  let throwaway: ThrowawayPostgres | undefined;
  let env: NodeJS.ProcessEnv = baseEnv;
  if (engine === 'postgres') {
    if (!givenUrl) throwaway = await startThrowawayPostgres();
    env = { ...baseEnv, DATABASE_URL: givenUrl ?? throwaway?.url };
  }
  try {
    await step(seedStep, env);
    await step(script('./api.ts'), env);
    await step(script('./prism.ts'), env);
    if (engine === 'pglite' && withGrid) await step(script('./grid.ts'), env);
  } finally {
    await throwaway?.stop();
  }
}
console.log(`\nnpm run bench: ${((performance.now() - started) / 60_000).toFixed(1)} minutes`);
