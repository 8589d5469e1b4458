/**
 * Run after `vite build` (npm run build). The JavaScript a user loads for the signed-in home is the
 * entry chunk of index.html plus its static imports, transitively (dist/.vite/manifest.json); lazy
 * routes are dynamic imports and do not count. Fails when that JavaScript bundles a table, chart,
 * schema-form/ajv or map library (architecture.md: they load only with the routes that use them),
 * and prints its gzip size.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

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

const distDir = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
const read = <T>(file: string): T => JSON.parse(readFileSync(join(distDir, '.vite', file), 'utf8')) as T;
const manifest = read<Record<string, ManifestChunk>>('manifest.json');
const chunkModules = read<Record<string, string[]>>('chunk-modules.json');

const entry = manifest['index.html'];
if (!entry?.isEntry) throw new Error(`${distDir}/.vite/manifest.json has no entry for index.html.`);

// The entry and its static imports, transitively.
const homeKeys = new Set<string>();
const visit = (key: string) => {
  if (homeKeys.has(key)) return;
  homeKeys.add(key);
  for (const imported of manifest[key]?.imports ?? []) visit(imported);
};
visit('index.html');

const isHeavy = (id: string) => {
  const path = id.replaceAll('\\', '/');
  return heavyLibraries.some((library) => path.includes(`/node_modules/${library}`));
};

let gzipBytes = 0;
const offenders: string[] = [];
for (const key of homeKeys) {
  const chunk = manifest[key];
  if (!chunk) continue;
  gzipBytes += gzipSync(readFileSync(join(distDir, chunk.file)), { level: 9 }).length;
  const names = [chunk.file, chunk.name ?? '', chunk.src ?? '', ...(chunkModules[chunk.file] ?? [])];
  for (const id of names.filter(isHeavy)) offenders.push(`${chunk.file}: ${id}`);
}

console.log(
  `Signed-in home JavaScript: ${homeKeys.size} chunk(s), ${(gzipBytes / 1024).toFixed(1)} kB gzip.`,
);
if (offenders.length > 0) {
  console.error(
    'The signed-in home loads libraries that belong to lazy routes (tables, charts, schema forms, maps):\n' +
      offenders.map((line) => `  ${line}`).join('\n') +
      '\nImport them only from a route-level lazy() component.',
  );
  process.exit(1);
}
