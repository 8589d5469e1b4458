/**
 * A step of `npm run codegen`: for each operation whose JSON body is a contract schema, a loader of
 * that schema's generated zod validator, by operationId, written to src/api/generated/bodyZod.ts.
 * A typed form validates its body with its submit operation's loader unless it names another, so a
 * form never restates which schema its body is. Loaders, not schemas: zod and the schema load with
 * the form, not with the signed-in home.
 *
 * Runs after orval, which cleans src/api/generated and writes model/<schema>.zod.ts per schema.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const bundle = new URL('../openapi/dist/openapi.json', import.meta.url);
const output = new URL('../src/api/generated/bodyZod.ts', import.meta.url);
const model = new URL('../src/api/generated/model/', import.meta.url);

type Operation = {
  operationId: string;
  requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> };
};
const spec = JSON.parse(readFileSync(bundle, 'utf8')) as { paths: Record<string, Record<string, Operation>> };

/** orval names a schema's zod module by the schema in camelCase (ContactoInput → contactoInput.zod.ts). */
const moduleOf = (schema: string) => `${schema[0]?.toLowerCase()}${schema.slice(1)}.zod`;

const lines: string[] = [];
for (const item of Object.values(spec.paths)) {
  for (const operation of Object.values(item)) {
    const ref = operation.requestBody?.content?.['application/json']?.schema?.$ref;
    const schema = ref?.startsWith('#/components/schemas/')
      ? ref.slice('#/components/schemas/'.length)
      : null;
    if (!schema || !existsSync(new URL(`${moduleOf(schema)}.ts`, model))) continue;
    lines.push(
      `  ${JSON.stringify(operation.operationId)}: () => import('./model/${moduleOf(schema)}').then((m) => m.${schema}),`,
    );
  }
}

writeFileSync(
  output,
  [
    '/** Generated from openapi/dist/openapi.json by codegen/bodyZod.ts (npm run codegen). Do not edit. */',
    "import type { z } from 'zod';",
    "/** The zod validator of each operation's JSON body, loaded on demand, by operationId. */",
    'export const bodyZod: Readonly<Record<string, () => Promise<z.ZodType>>> = {',
    ...lines,
    '};',
    '',
  ].join('\n'),
);
