import { configDefaults, defineConfig } from 'vitest/config';

// With a PostgreSQL server for the tests (TEST_DATABASE_URL, as .ci/run provides one), the API suite
// (tests/server) runs on it in `npm run test:postgres` (which sets DATABASE_URL), not a second time
// on the embedded database here: the two passes took 6 of CI's 30 minutes on its 2 cores. The
// embedded database stays under test: the component, identity, hostile and end-to-end suites run
// their API on it.
const apiSuiteOnPostgres = Boolean(process.env.TEST_DATABASE_URL) && !process.env.DATABASE_URL;

export default defineConfig({
  test: {
    exclude: [...configDefaults.exclude, ...(apiSuiteOnPostgres ? ['tests/server/**'] : [])],
    // Two projects, and no root `include`: a project that extends the root adds its own include to
    // the root's, which would run every file twice.
    projects: [
      { extends: true, test: { name: 'node', include: ['tests/**/*.test.ts'] } },
      {
        extends: true,
        // The component files share one module graph per worker (React, Mantine, the portal's
        // screens) instead of loading it again for each file, most of their time. Each test
        // still starts from an empty page and storage (tests/setup/dom.ts), and a file that fakes
        // the clock puts it back.
        test: { name: 'components', include: ['tests/**/*.test.tsx'], isolate: false },
      },
    ],
    // Type tests (*.test-d.ts) are not run here: `npm run typecheck` compiles them with the rest
    // (tsconfig.json includes tests/), where a failed expectTypeOf or an unused @ts-expect-error is an
    // error. A second compiler run inside this pass took a core from its test files.
    environment: 'node',
    // Ceilings, not speed checks: the tests wait for what they look for, and a shared CI machine
    // (other jobs' CPU alongside) can take far longer than vitest's defaults to type into jsdom or
    // to start an embedded database in a hook. They only stop a test that hangs.
    testTimeout: 120_000,
    hookTimeout: 240_000,
    // One test file per core. Vitest's default leaves a core to itself (cores - 1): on the 2-core CI
    // machine that ran the 131 files one after another, 950 s of CI's 30 minutes; most of a file's
    // time is its own database and API, which the runner does not share.
    maxWorkers: '100%',
    setupFiles: ['tests/setup/dom.ts'],
    // @rjsf/mantine's ESM imports dayjs plugins without their .js extension, which Node's resolver
    // refuses; inlined, Vite resolves them as the browser build does.
    server: { deps: { inline: ['@rjsf/mantine'] } },
  },
});
