/**
 * The build's home-bundle check (scripts/checkHomeBundle.ts) on small made-up builds: it sums the
 * home's scripts (the entry, its static imports and the home screen's chunk, not other lazy routes)
 * as gzip -9 in KiB against the floor, and fails past the budget, when a heavy library reaches the
 * home, or when a home file lacks its compressed copies.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { homeBudget } from '../../scripts/homeBundle';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  dirs.push(dir);
  mkdirSync(join(dir, '.vite'));
  mkdirSync(join(dir, 'assets'));
  return dir;
};

/** Incompressible bytes, so a file's gzip size is about its size. */
const noise = (bytes: number) => randomBytes(bytes).toString('base64').slice(0, bytes);

function writeAsset(dist: string, file: string, content: string, copies = true) {
  const path = join(dist, file);
  writeFileSync(path, content);
  if (!copies) return;
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content));
}

interface FakeDist {
  homeModules?: string[];
  /** Bytes of each of the three home files (entry, shared, home screen). */
  homeSize?: number;
  copies?: boolean;
}

/** A dist/ with the entry, one static import, the home screen's chunk and one other lazy chunk. */
function fakeDist({ homeModules = [], homeSize = 2000, copies = true }: FakeDist = {}): string {
  const dist = tempDir();
  const manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_shared.js'],
      dynamicImports: ['src/features/home/HomeScreen.tsx', 'lazy.tsx'],
    },
    '_shared.js': { file: 'assets/shared.js' },
    'src/features/home/HomeScreen.tsx': { file: 'assets/home.js', isDynamicEntry: true },
    'lazy.tsx': { file: 'assets/lazy.js', isDynamicEntry: true },
  };
  const chunkModules = {
    'assets/index.js': ['/app/src/main.tsx'],
    'assets/shared.js': ['/app/node_modules/@mantine/core/esm/index.mjs', ...homeModules],
    'assets/home.js': ['/app/src/features/home/HomeScreen.tsx'],
    'assets/lazy.js': ['/app/node_modules/recharts/es6/index.js'],
  };
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(dist, '.vite', 'chunk-modules.json'), JSON.stringify(chunkModules));
  for (const file of ['index.js', 'shared.js', 'home.js'])
    writeAsset(dist, `assets/${file}`, noise(homeSize), copies);
  writeAsset(dist, 'assets/lazy.js', noise(50_000));
  return dist;
}

/** A built floor: one entry chunk of `size` incompressible bytes. */
function fakeFloor(size: number): string {
  const dist = tempDir();
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/floor.js', isEntry: true } }),
  );
  writeFileSync(join(dist, 'assets', 'floor.js'), noise(size));
  return dist;
}

const runCheck = (dist: string, floor: string) =>
  spawnSync(join('node_modules', '.bin', 'tsx'), ['scripts/checkHomeBundle.ts', dist, '--floor', floor], {
    encoding: 'utf8',
  });

describe('scripts/checkHomeBundle.ts', () => {
  it('passes within the budget and prints the home against the floor in KiB', () => {
    const result = runCheck(fakeDist({ homeSize: 2000 }), fakeFloor(6000));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    // Three home files (the lazy chart chunk is not one), about 6 KiB against about 6 KiB.
    expect(result.stdout).toMatch(
      /^Signed-in home JavaScript: 3 chunk\(s\), [\d.]+ KiB gzip; floor \(bench\/floor\): [\d.]+ KiB gzip; 1\.0\dx the floor \(budget [\d.]+x\)\.$/m,
    );
  });

  it('fails past the budget, naming it', () => {
    const floorSize = Math.floor((3 * 2000) / (homeBudget + 0.1));
    const result = runCheck(fakeDist({ homeSize: 2000 }), fakeFloor(floorSize));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/over its budget of [\d.]+x the floor/);
  });

  it('fails, naming the library, when a chart library is in the home JavaScript', () => {
    const result = runCheck(
      fakeDist({ homeModules: ['/app/node_modules/recharts/es6/index.js'] }),
      fakeFloor(6000),
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/assets\/shared\.js: .*recharts/);
  });

  it('fails when a home file has no compressed copies', () => {
    const result = runCheck(fakeDist({ copies: false }), fakeFloor(6000));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/assets\/index\.js\.br is missing/);
  });
});
