/** The build's home-bundle guard fails when a heavy library reaches the signed-in home. */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A dist/ with the entry, one static import, and one lazy chunk holding `lazyModule`. */
function fakeDist(homeModules: string[]): string {
  const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  dirs.push(dist);
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  const manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_shared.js'],
      dynamicImports: ['lazy.tsx'],
    },
    '_shared.js': { file: 'assets/shared.js' },
    'lazy.tsx': { file: 'assets/lazy.js', isDynamicEntry: true },
  };
  const chunkModules = {
    'assets/index.js': ['/app/src/main.tsx'],
    'assets/shared.js': homeModules,
    'assets/lazy.js': ['/app/node_modules/recharts/es6/index.js'],
  };
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(dist, '.vite', 'chunk-modules.json'), JSON.stringify(chunkModules));
  for (const file of ['index.js', 'shared.js', 'lazy.js'])
    writeFileSync(join(dist, 'assets', file), 'x'.repeat(2000));
  return dist;
}

const runCheck = (dist: string) =>
  spawnSync(join('node_modules', '.bin', 'tsx'), ['scripts/checkHomeBundle.ts', dist], { encoding: 'utf8' });

describe('scripts/checkHomeBundle.ts', () => {
  it('passes and prints the gzip size when heavy libraries only load lazily', () => {
    const result = runCheck(fakeDist(['/app/node_modules/@mantine/core/esm/index.mjs']));
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Signed-in home JavaScript: 2 chunk\(s\), [\d.]+ kB gzip\./);
  });

  it('fails, naming the library, when a chart library is in the home JavaScript', () => {
    const result = runCheck(fakeDist(['/app/node_modules/recharts/es6/index.js']));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/assets\/shared\.js: .*recharts/);
  });
});
