/**
 * A step of `npm run codegen`: each operation's OpenAPI tags by its method and path, written to
 * src/api/generated/operationTags.ts. A saved change invalidates the cached queries of its
 * operation's tag (src/api/queryPolicy.ts); query keys name the method and path as orval's hooks
 * do, so this table is what ties a key to its tags. Loaded only after a change, not with the home.
 * An operation's tags are its own (the contract gives each one) and those of its
 * `x-invalidated-by` (an answer that also follows another area's data, e.g. the KPIs follow the
 * client's KPI configuration).
 *
 * Runs after orval, which cleans src/api/generated.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const bundle = new URL('../openapi/dist/openapi.json', import.meta.url);
const output = new URL('../src/api/generated/operationTags.ts', import.meta.url);

type Operation = { tags?: string[]; 'x-invalidated-by'?: string[] };
const spec = JSON.parse(readFileSync(bundle, 'utf8')) as { paths: Record<string, Record<string, Operation>> };

const tags: Record<string, string[]> = {};
for (const [path, item] of Object.entries(spec.paths)) {
  for (const [method, operation] of Object.entries(item)) {
    const own = [...(operation.tags ?? []), ...(operation['x-invalidated-by'] ?? [])];
    if (own.length > 0) tags[`${method.toUpperCase()} ${path}`] = own;
  }
}

writeFileSync(
  output,
  [
    '/** Generated from openapi/dist/openapi.json by codegen/operationTags.ts (npm run codegen). Do not edit. */',
    '/** Each operation\'s OpenAPI tags and those of its x-invalidated-by, by "METHOD /path". */',
    `export const operationTags: Readonly<Record<string, readonly string[]>> = ${JSON.stringify(tags)};`,
    '',
  ].join('\n'),
);
