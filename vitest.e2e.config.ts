import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests (tests/e2e): Chromium (Debian's, driven by playwright-core) against the whole
 * stack started once by the global setup. One browser at a time: files run one after another.
 */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 180_000,
    // The browser waits on real round trips to the stack: give expect.poll the patience of a user.
    expect: { poll: { timeout: 20_000, interval: 100 } },
  },
});
