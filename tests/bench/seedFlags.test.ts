/**
 * `bench:seed` measures the seed as `npm run seed` runs it: the two scripts give node the same
 * flags (the memory they bound is the benchmark's figure), the ones docs/performance.md
 * explains.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

const scripts: Record<string, string> = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
).scripts;

/** The flags a script gives node before `--import tsx`. */
function nodeFlags(script: string | undefined): string[] {
  const [command, ...words] = (script ?? '').split(/\s+/);
  expect(command).toBe('node');
  return words.slice(0, words.indexOf('--import'));
}

test('npm run seed and bench:seed start node with the same flags, which bound the seed’s memory', () => {
  const seed = nodeFlags(scripts.seed);
  expect(nodeFlags(scripts['bench:seed'])).toEqual(seed);
  expect(seed).toEqual(
    expect.arrayContaining(['--no-wasm-tier-up', '--no-wasm-dynamic-tiering', '--max-semi-space-size=2']),
  );
});
