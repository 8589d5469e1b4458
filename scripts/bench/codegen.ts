/**
 * Benchmark of the contract toolchain: how long `npm run codegen` and the type check take, and how
 * much code the contract generates. Prints figures; asserts nothing.
 */
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

function timed(label: string, command: string): number {
  const start = performance.now();
  execSync(command, { stdio: 'ignore' });
  const seconds = (performance.now() - start) / 1000;
  console.log(`${label.padEnd(28)} ${seconds.toFixed(2)} s`);
  return seconds;
}

function countFiles(dir: string): { files: number; lines: number } {
  let files = 0;
  let lines = 0;
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      const sub = countFiles(path);
      files += sub.files;
      lines += sub.lines;
    } else if (path.endsWith('.ts')) {
      files += 1;
      lines += readFileSync(path, 'utf8').split('\n').length;
    }
  }
  return { files, lines };
}

const runs = Number(process.env.BENCH_RUNS ?? 3);
const codegen: number[] = [];
for (let i = 0; i < runs; i += 1)
  codegen.push(timed(`codegen (run ${i + 1}/${runs})`, 'npm run --silent codegen'));
timed('typecheck (tsc)', 'npx tsc -p tsconfig.json');

const spec = JSON.parse(readFileSync('openapi/dist/openapi.json', 'utf8')) as {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, unknown> };
};
const operations = Object.values(spec.paths).reduce(
  (n, item) =>
    n + Object.keys(item).filter((k) => ['get', 'post', 'put', 'patch', 'delete'].includes(k)).length,
  0,
);
const client = countFiles('src/api/generated');
const server = countFiles('server/generated');
const median = [...codegen].sort((a, b) => a - b)[Math.floor(codegen.length / 2)] ?? 0;

console.log(`operations                   ${operations}`);
console.log(`component schemas            ${Object.keys(spec.components.schemas).length}`);
console.log(`generated client             ${client.files} files, ${client.lines} lines`);
console.log(`generated server             ${server.files} files, ${server.lines} lines`);
console.log(`codegen median               ${median.toFixed(2)} s`);
