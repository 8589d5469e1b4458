/**
 * The build's home-bundle check (scripts/checkHomeBundle.ts) on small made-up builds: it sums the
 * home's scripts (the entry, the portal it loads once signed in, their static imports and the home
 * screen's chunk, not other lazy routes) as gzip -9 in KiB against the floor, and fails past the
 * budget, when a heavy library reaches the home, or when a home file lacks its compressed copies;
 * and it holds a signed-out visit (the entry and its static imports) to its own floor and budget,
 * failing when the entry loads any of the portal's modules.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { homeBudget, signedOutBudget } from '../../scripts/homeBundle';

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
  /** Bytes of each of the four home files (entry, portal, shared, home screen). */
  homeSize?: number;
  copies?: boolean;
  /** The entry imports the portal's shared chunk statically (a signed-out visit loads it). */
  entryImportsPortal?: boolean;
}

/**
 * A dist/ as the portal's build makes it: the entry (index.html), the portal it imports once signed
 * in, one chunk the portal imports, the home screen's chunk and one other lazy chunk.
 */
function fakeDist({
  homeModules = [],
  homeSize = 2000,
  copies = true,
  entryImportsPortal = false,
}: FakeDist = {}): string {
  const dist = tempDir();
  const manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: entryImportsPortal ? ['_shared.js'] : [],
      dynamicImports: ['src/app/portal.tsx'],
    },
    'src/app/portal.tsx': {
      file: 'assets/portal.js',
      isEntry: true,
      imports: ['_shared.js'],
      dynamicImports: ['src/features/home/HomeScreen.tsx', 'lazy.tsx'],
    },
    '_shared.js': { file: 'assets/shared.js' },
    'src/features/home/HomeScreen.tsx': { file: 'assets/home.js', isDynamicEntry: true },
    'lazy.tsx': { file: 'assets/lazy.js', isDynamicEntry: true },
  };
  const chunkModules = {
    'assets/index.js': ['/app/src/main.tsx', '/app/node_modules/@azure/msal-browser/dist/index.mjs'],
    'assets/portal.js': ['/app/src/app/portal.tsx'],
    'assets/shared.js': ['/app/node_modules/@mantine/core/esm/index.mjs', ...homeModules],
    'assets/home.js': ['/app/src/features/home/HomeScreen.tsx'],
    'assets/lazy.js': ['/app/node_modules/recharts/es6/index.js'],
  };
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(dist, '.vite', 'chunk-modules.json'), JSON.stringify(chunkModules));
  for (const file of ['index.js', 'portal.js', 'shared.js', 'home.js'])
    writeAsset(dist, `assets/${file}`, noise(homeSize), copies);
  writeAsset(dist, 'assets/lazy.js', noise(50_000));
  return dist;
}

/** A built floor page: one entry chunk of `size` incompressible bytes. */
function fakeFloor(size: number, page = 'index.html'): string {
  const dist = tempDir();
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({ [page]: { file: 'assets/floor.js', isEntry: true } }),
  );
  writeFileSync(join(dist, 'assets', 'floor.js'), noise(size));
  return dist;
}

const runCheck = (dist: string, floor: string, signedOutFloor = fakeFloor(2000, 'signed-out.html')) =>
  spawnSync(
    join('node_modules', '.bin', 'tsx'),
    ['scripts/checkHomeBundle.ts', dist, '--floor', floor, '--signed-out-floor', signedOutFloor],
    { encoding: 'utf8' },
  );

describe('scripts/checkHomeBundle.ts', () => {
  it('passes within the budgets and prints the home and the signed-out visit against their floors in KiB', () => {
    const result = runCheck(fakeDist({ homeSize: 2000 }), fakeFloor(8000));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    // Four home files (the lazy chart chunk is not one), about 8 KiB against about 8 KiB.
    expect(result.stdout).toMatch(
      /^Signed-in home JavaScript: 4 chunk\(s\), [\d.]+ KiB gzip; floor \(bench\/floor\): [\d.]+ KiB gzip; 1\.0\dx the floor \(budget [\d.]+x\)\.$/m,
    );
    // The signed-out visit is the entry alone: about 2 KiB against the signed-out floor's 2 KiB.
    expect(result.stdout).toMatch(
      /^Signed-out visit of a private page, before the sign-in redirect: 1 script\(s\), [\d.]+ KiB brotli on the wire, [\d.]+ KiB gzip; floor \(bench\/floor\/signed-out\.html, MSAL alone\): [\d.]+ KiB gzip; 1\.0\dx the floor \(budget [\d.]+x\)\.$/m,
    );
  });

  it('fails past the budget, naming it', () => {
    const floorSize = Math.floor((4 * 2000) / (homeBudget + 0.1));
    const result = runCheck(fakeDist({ homeSize: 2000 }), fakeFloor(floorSize));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/over its budget of [\d.]+x the floor/);
  });

  it('fails, naming the library, when a chart library is in the home JavaScript', () => {
    const result = runCheck(
      fakeDist({ homeModules: ['/app/node_modules/recharts/es6/index.js'] }),
      fakeFloor(8000),
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/assets\/shared\.js: .*recharts/);
  });

  it("passes with a heavy library's stylesheet in the home, which loads with the portal's", () => {
    const result = runCheck(
      fakeDist({ homeModules: ['/app/node_modules/mantine-react-table/styles.css'] }),
      fakeFloor(8000),
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('fails when a home file has no compressed copies', () => {
    const result = runCheck(fakeDist({ copies: false }), fakeFloor(8000));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/assets\/index\.js\.br is missing/);
  });

  it("fails, naming the module, when a signed-out visit loads the portal's modules", () => {
    const result = runCheck(
      fakeDist({ entryImportsPortal: true }),
      fakeFloor(8000),
      fakeFloor(4000, 'signed-out.html'),
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /A signed-out visitor loads the portal[^\n]*\n {2}assets\/shared\.js: .*@mantine\/core/,
    );
  });

  it("fails when a signed-out visit's JavaScript is over its budget", () => {
    const floorSize = Math.floor(2000 / (signedOutBudget + 0.1));
    const result = runCheck(fakeDist(), fakeFloor(8000), fakeFloor(floorSize, 'signed-out.html'));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /A signed-out visit's JavaScript, [\d.]+ KiB gzip, is over its budget of [\d.]+x/,
    );
  });
});
