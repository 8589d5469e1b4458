/**
 * Run after `vite build` (npm run build): the JavaScript budgets (docs/performance.md), measured as gzip -9
 * against floors built here with the same Vite (bench/floor/).
 * - The signed-in home (scripts/homeBundle.ts) against the floor app of the libraries a signed-in
 *   shell cannot avoid (bench/floor/index.html): fails past `homeBudget` times the floor, or when
 *   the home bundles a table, chart, schema-form/ajv or map library's scripts (architecture.md:
 *   they load only with the routes that use them), or when a home file lacks its brotli or gzip
 *   copy, or a copy does not decode to the file.
 * - A signed-out visit of a private page (the entry and its static imports: what loads before the
 *   sign-in redirect) against MSAL's redirect alone (bench/floor/signed-out.html): fails past
 *   `signedOutBudget` times that floor, or when it bundles any of the portal's libraries or modules
 *   (`signedOutForbidden`). Prints its bytes on the wire (the brotli copies) too.
 *
 * Usage: tsx scripts/checkHomeBundle.ts [distDir] [--floor <built floor dir>]
 * [--signed-out-floor <built signed-out floor dir>] (a floor not given is built into a temporary
 * folder).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  brotliWireBytes,
  chunkFiles,
  copyProblems,
  gzipBytes,
  heavyLibraries,
  homeBudget,
  homeChunkKeys,
  kib,
  type ManifestChunk,
  readManifest,
  signedOutBudget,
  signedOutChunkKeys,
  signedOutForbidden,
  staticClosure,
} from './homeBundle';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
};
const floorArg = option('--floor');
const signedOutFloorArg = option('--signed-out-floor');
const distDir = args[0] ?? fileURLToPath(new URL('../dist', import.meta.url));

const manifest = readManifest(distDir);
const chunkModules = JSON.parse(readFileSync(join(distDir, '.vite', 'chunk-modules.json'), 'utf8')) as Record<
  string,
  string[]
>;
const normalise = (id: string) => id.replaceAll('\\', '/');
/** `chunk: module` for each module of the chunks that `matches`. */
const modulesMatching = (keys: Iterable<string>, matches: (path: string) => boolean): string[] => {
  const found: string[] = [];
  for (const key of keys) {
    const chunk: ManifestChunk | undefined = manifest[key];
    if (!chunk) continue;
    const names = [chunk.file, chunk.name ?? '', chunk.src ?? '', ...(chunkModules[chunk.file] ?? [])];
    for (const id of names.filter((name) => matches(normalise(name)))) found.push(`${chunk.file}: ${id}`);
  }
  return found;
};

const homeKeys = homeChunkKeys(manifest);
const homeFiles = chunkFiles(manifest, homeKeys);
const homeBytes = gzipBytes(distDir, homeFiles);
// A heavy library's stylesheet may load with the portal's (a stylesheet inserted once the page is up
// restyles all of it); its scripts may not.
const offenders = modulesMatching(
  homeKeys,
  (path) =>
    !path.endsWith('.css') && heavyLibraries.some((library) => path.includes(`/node_modules/${library}`)),
);

const signedOutKeys = signedOutChunkKeys(manifest);
const signedOutFiles = chunkFiles(manifest, signedOutKeys);
const signedOutBytes = gzipBytes(distDir, signedOutFiles);
const signedOutLeaks = modulesMatching(signedOutKeys, (path) =>
  signedOutForbidden.some((part) => path.includes(part)),
);

const floorBytes = await measureFloor('index.html', floorArg);
const signedOutFloorBytes = await measureFloor('signed-out.html', signedOutFloorArg);
const ratio = homeBytes / floorBytes;
const signedOutRatio = signedOutBytes / signedOutFloorBytes;
console.log(
  `Signed-in home JavaScript: ${homeFiles.length} chunk(s), ${kib(homeBytes)} gzip; ` +
    `floor (bench/floor): ${kib(floorBytes)} gzip; ${ratio.toFixed(2)}x the floor (budget ${homeBudget}x).`,
);
console.log(
  `Signed-out visit of a private page, before the sign-in redirect: ${signedOutFiles.length} script(s), ` +
    `${kib(brotliWireBytes(distDir, signedOutFiles))} brotli on the wire, ${kib(signedOutBytes)} gzip; ` +
    `floor (bench/floor/signed-out.html, MSAL alone): ${kib(signedOutFloorBytes)} gzip; ` +
    `${signedOutRatio.toFixed(2)}x the floor (budget ${signedOutBudget}x).`,
);

let failed = false;
if (offenders.length > 0) {
  console.error(
    'The signed-in home loads libraries that belong to lazy routes (tables, charts, schema forms, maps):\n' +
      offenders.map((line) => `  ${line}`).join('\n') +
      '\nImport them only from a route-level lazy() component.',
  );
  failed = true;
}
if (ratio > homeBudget) {
  console.error(
    `The signed-in home's JavaScript, ${kib(homeBytes)} gzip, is over its budget of ${homeBudget}x the floor ` +
      `(${kib(floorBytes * homeBudget)}). Load what the home does not show from the routes that do.`,
  );
  failed = true;
}
if (signedOutLeaks.length > 0) {
  console.error(
    'A signed-out visitor loads the portal before being sent to sign in:\n' +
      signedOutLeaks.map((line) => `  ${line}`).join('\n') +
      '\nsrc/main.tsx may import statically only what decides the session; the portal loads with import().',
  );
  failed = true;
}
if (signedOutRatio > signedOutBudget) {
  console.error(
    `A signed-out visit's JavaScript, ${kib(signedOutBytes)} gzip, is over its budget of ${signedOutBudget}x ` +
      `the signed-out floor (${kib(signedOutFloorBytes * signedOutBudget)}).`,
  );
  failed = true;
}
const problems = copyProblems(distDir, [...new Set([...homeFiles, ...signedOutFiles])]);
if (problems.length > 0) {
  console.error(
    `The build's compressed copies of the home's files (vite.config.ts):\n${problems.map((p) => `  ${p}`).join('\n')}`,
  );
  failed = true;
}
if (failed) process.exit(1);

/**
 * A floor page's JavaScript (gzip -9): its entry and static imports, from a given build or a fresh
 * one of that page alone.
 */
async function measureFloor(
  page: 'index.html' | 'signed-out.html',
  builtDir: string | undefined,
): Promise<number> {
  if (builtDir) return floorJavaScript(builtDir, page);
  const outDir = mkdtempSync(join(tmpdir(), 'portal-floor-'));
  try {
    const { build } = await import('vite');
    await build({
      configFile: fileURLToPath(new URL('../bench/floor/vite.config.ts', import.meta.url)),
      build: {
        outDir,
        rolldownOptions: { input: fileURLToPath(new URL(`../bench/floor/${page}`, import.meta.url)) },
      },
    });
    return floorJavaScript(outDir, page);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

function floorJavaScript(dir: string, page: string): number {
  const floor = readManifest(dir);
  if (!floor[page]) throw new Error(`${dir} is no build of the floor's ${page}.`);
  return gzipBytes(dir, chunkFiles(floor, staticClosure(floor, [page])));
}
