/**
 * What the end-to-end tests and the browser benchmark share to run the whole stack on this
 * machine: a production build of the portal into a folder of their own, and a free port for it.
 */
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * `vite build` of the portal into `outDir`. With `e2e` the build carries the test aids
 * (src/shell/ProvokedError.tsx); production, and so the benchmark, does not. `unminified` keeps
 * the code's names, for a profile that names them (bench:grid's BENCH_PROFILE).
 */
export async function buildPortal(
  outDir: string,
  options: { e2e?: boolean; unminified?: boolean } = {},
): Promise<void> {
  await build({
    root: projectRoot,
    configFile: join(projectRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, ...(options.unminified ? { minify: false } : {}) },
    ...(options.e2e ? { define: { 'import.meta.env.VITE_E2E': JSON.stringify('true') } } : {}),
  });
}

/** A port nobody listens on now (never the default 5443, which a running `npm start` may hold). */
export async function freePort(): Promise<number> {
  for (;;) {
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
    const address = server.address();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    if (address && typeof address === 'object' && address.port !== 5443) return address.port;
  }
}
