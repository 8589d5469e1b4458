import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    // Type tests (*.test-d.ts) are compiled by tsc through vitest: an unused @ts-expect-error fails.
    typecheck: { enabled: true, include: ['tests/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
    environment: 'node',
    // A ceiling, not a speed check: the tests wait for what they look for, and a shared CI machine
    // (another job's CPU alongside) can take longer than vitest's 5 s default to type into jsdom.
    testTimeout: 30_000,
    setupFiles: ['tests/setup/dom.ts'],
    // @rjsf/mantine's ESM imports dayjs plugins without their .js extension, which Node's resolver
    // refuses; inlined, Vite resolves them as the browser build does.
    server: { deps: { inline: ['@rjsf/mantine'] } },
  },
});
