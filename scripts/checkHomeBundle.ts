/**
 * Run after `vite build` (npm run build): the home budget of issue 16. The JavaScript a user loads
 * for the signed-in home (scripts/homeBundle.ts) is measured as gzip -9 and compared with the
 * floor, a minimal app of the libraries a signed-in shell cannot avoid (bench/floor/, built here
 * with the same Vite). Fails when
 * - the home's JavaScript exceeds `homeBudget` times the floor's;
 * - it bundles a table, chart, schema-form/ajv or map library (architecture.md: they load only
 *   with the routes that use them);
 * - a home file lacks its brotli or gzip copy, or a copy does not decode to the file.
 *
 * Usage: tsx scripts/checkHomeBundle.ts [distDir] [--floor <built floor dir>] (without --floor the
 * floor is built into a temporary folder).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chunkFiles,
  copyProblems,
  gzipBytes,
  heavyLibraries,
  homeBudget,
  homeChunkKeys,
  kib,
  readManifest,
  staticClosure,
} from './homeBundle';

const args = process.argv.slice(2);
const floorFlag = args.indexOf('--floor');
const floorArg = floorFlag >= 0 ? args.splice(floorFlag, 2)[1] : undefined;
const distDir = args[0] ?? fileURLToPath(new URL('../dist', import.meta.url));

const manifest = readManifest(distDir);
const chunkModules = JSON.parse(readFileSync(join(distDir, '.vite', 'chunk-modules.json'), 'utf8')) as Record<
  string,
  string[]
>;
const homeKeys = homeChunkKeys(manifest);
const homeFiles = chunkFiles(manifest, homeKeys);
const homeBytes = gzipBytes(distDir, homeFiles);

const isHeavy = (id: string) => {
  const path = id.replaceAll('\\', '/');
  return heavyLibraries.some((library) => path.includes(`/node_modules/${library}`));
};
const offenders: string[] = [];
for (const key of homeKeys) {
  const chunk = manifest[key];
  if (!chunk) continue;
  const names = [chunk.file, chunk.name ?? '', chunk.src ?? '', ...(chunkModules[chunk.file] ?? [])];
  for (const id of names.filter(isHeavy)) offenders.push(`${chunk.file}: ${id}`);
}

const floorBytes = await measureFloor(floorArg);
const ratio = homeBytes / floorBytes;
console.log(
  `Signed-in home JavaScript: ${homeFiles.length} chunk(s), ${kib(homeBytes)} gzip; ` +
    `floor (bench/floor): ${kib(floorBytes)} gzip; ${ratio.toFixed(2)}x the floor (budget ${homeBudget}x).`,
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
const problems = copyProblems(distDir, homeFiles);
if (problems.length > 0) {
  console.error(
    `The build's compressed copies of the home's files (vite.config.ts):\n${problems.map((p) => `  ${p}`).join('\n')}`,
  );
  failed = true;
}
if (failed) process.exit(1);

/** The floor's JavaScript (gzip -9): its entry and static imports, from a given or a fresh build. */
async function measureFloor(builtDir: string | undefined): Promise<number> {
  if (builtDir) return floorJavaScript(builtDir);
  const outDir = mkdtempSync(join(tmpdir(), 'portal-floor-'));
  try {
    const { build } = await import('vite');
    await build({
      configFile: fileURLToPath(new URL('../bench/floor/vite.config.ts', import.meta.url)),
      build: { outDir },
    });
    return floorJavaScript(outDir);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

function floorJavaScript(dir: string): number {
  const floor = readManifest(dir);
  return gzipBytes(dir, chunkFiles(floor, staticClosure(floor, ['index.html'])));
}
