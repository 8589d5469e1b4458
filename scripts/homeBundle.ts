/**
 * What the signed-in home loads, read from a build's manifest (dist/.vite/manifest.json): the
 * entry chunk of index.html and its static imports, transitively, plus the chunks of the lazy
 * routes the home renders at once (`homeRouteModules`) and their static imports. Other lazy routes
 * are dynamic imports and do not count. tests/e2e/compression.e2e.ts checks that every script
 * Chromium loads for the signed-in home is in this set, so the budget measures what users load.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

/**
 * The most the signed-in home's JavaScript may weigh, as a multiple of the floor's (gzip -9): issue
 * 16's 1.15. Reached: 1.13 (240.4 KiB against 213.5 KiB on 2026-11-24), after taking zod, the
 * generated models and the typed forms' schemas out of the home, loading the change-client dialog,
 * the search box, the profile panel, the phone navigation drawer and the notices' container when
 * first opened, and bundling what the portal loads at start into one chunk (vite.config.ts). What
 * is left over the floor is mostly every screen's configuration and fetchers, the shell's own parts
 * (notifications, KPIs, footer) and the Mantine components they use.
 */
export const homeBudget = 1.15;

/**
 * The most a signed-out visitor of a private page may load before the sign-in redirect (the
 * entry's JavaScript, gzip -9), as a multiple of the signed-out floor (bench/floor/signed-out.html:
 * MSAL's redirect alone). Reached: 1.13 (75.0 KiB against 66.4 KiB on 2026-11-24, 63.6 KiB brotli
 * in 3 scripts, down from the whole portal's 216.5 KiB in 19); over MSAL are the session rules, the
 * API client the session sets its token on, and two more files (MSAL's part shared with
 * redirect.html, and the API client shared with the portal) each compressed apart.
 */
export const signedOutBudget = 1.15;

/**
 * What a signed-out visitor must never load: the portal's libraries and modules (src/app/portal.tsx
 * and what it imports). Module ids are matched as paths.
 */
export const signedOutForbidden = [
  '/node_modules/react-dom/',
  '/node_modules/react/',
  '/node_modules/react-router/',
  '/node_modules/@mantine/',
  '/node_modules/@tanstack/',
  '/screens.config.ts',
  '/src/app/portal.tsx',
  '/src/app/routes.tsx',
  '/src/shell/',
  '/src/screens/',
  '/src/language/',
  '/src/config/',
  '/src/session/',
  '/src/features/',
] as const;

/** Libraries that must never load with the signed-in home. */
export const heavyLibraries = [
  'mantine-react-table',
  '@tanstack/react-table',
  '@tanstack/table-core',
  'recharts',
  '@mantine/charts',
  '@rjsf/',
  'ajv',
  'pigeon-maps',
] as const;

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * Lazy modules the signed-in home loads right away: the portal the entry loads once signed in
 * (src/main.tsx), the home screen (ScreenBody), and in end-to-end builds the provoked-error probe
 * every screen route mounts (src/shell/ScreenRoute.tsx).
 */
export const homeRouteModules = [
  'src/app/portal.tsx',
  'src/features/home/HomeScreen.tsx',
  'src/shell/ProvokedError.tsx',
] as const;

export const readManifest = (distDir: string): Record<string, ManifestChunk> =>
  JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

/** Manifest keys of the chunks `roots` load, with their static imports, transitively. */
export function staticClosure(
  manifest: Record<string, ManifestChunk>,
  roots: readonly string[],
): Set<string> {
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key) || !manifest[key]) return;
    keys.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return keys;
}

/** The manifest keys of the signed-in home's chunks. */
export function homeChunkKeys(manifest: Record<string, ManifestChunk>): Set<string> {
  if (!manifest['index.html']?.isEntry) throw new Error('The manifest has no entry for index.html.');
  return staticClosure(manifest, ['index.html', ...homeRouteModules.filter((key) => key in manifest)]);
}

/**
 * The manifest keys of what a signed-out visitor of a private page loads before the redirect: the
 * entry chunk of index.html and its static imports (src/main.tsx loads the portal only once an
 * account is known).
 */
export function signedOutChunkKeys(manifest: Record<string, ManifestChunk>): Set<string> {
  if (!manifest['index.html']?.isEntry) throw new Error('The manifest has no entry for index.html.');
  return staticClosure(manifest, ['index.html']);
}

/** The output files (assets/…js) of some chunks. */
export const chunkFiles = (manifest: Record<string, ManifestChunk>, keys: Iterable<string>): string[] =>
  [...keys].flatMap((key) => (manifest[key] ? [manifest[key].file] : []));

/** The sum of the files' sizes after `gzip -9`, in bytes: the figure the budgets compare. */
export const gzipBytes = (distDir: string, files: readonly string[]): number =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length, 0);

/**
 * The bytes the files take on the wire from the portal's server: the build's brotli copy where
 * there is one (the server sends it to browsers that accept br), the file itself otherwise.
 */
export const brotliWireBytes = (distDir: string, files: readonly string[]): number =>
  files.reduce((sum, file) => {
    const copy = join(distDir, `${file}.br`);
    return sum + statSync(existsSync(copy) ? copy : join(distDir, file)).size;
  }, 0);

export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * What is wrong with the build's .br and .gz copies (vite.config.ts) of files of at least 1 KiB:
 * one missing, or one that does not decode to the file. Empty when all is well.
 */
export function copyProblems(distDir: string, files: readonly string[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const original = readFileSync(join(distDir, file));
    if (original.length < 1024) continue;
    for (const [suffix, decode] of [
      ['.br', brotliDecompressSync],
      ['.gz', gunzipSync],
    ] as const) {
      const copy = join(distDir, file + suffix);
      if (!existsSync(copy)) problems.push(`${file}${suffix} is missing`);
      else if (!decode(readFileSync(copy)).equals(original))
        problems.push(`${file}${suffix} does not decode to ${file}`);
    }
  }
  return problems;
}
