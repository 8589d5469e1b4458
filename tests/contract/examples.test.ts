/**
 * The contract shows every operation whole: a request (its body, and a value for each required
 * parameter) and its success answer (the JSON body, or the file name a download comes with), taken
 * from the reference API with the demo data (openapi/examples/<area>/<operationId>.yaml, referenced
 * from the path files). Each example is held to its own schema as JSON Schema 2020-12 (OpenAPI 3.1),
 * so an example that drifts from the contract fails here, as do the `examples` written into the
 * schemas themselves. Two mistakes the reference once showed are checked by name: a document path
 * that does not start with its client's folder (the clientId), and a column filter on a field the
 * listed rows do not have (the API answers it 400).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { isValidNif } from '../../openapi/formats/nif';
import { bundledSpec, operationsOf } from './spec';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
interface ExampleObject {
  summary?: string;
  description?: string;
  value?: Json;
  externalValue?: string;
}
interface MediaType {
  schema?: JsonObject;
  examples?: Record<string, ExampleObject | { $ref: string }>;
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonObject;
  content?: Record<string, MediaType>;
  examples?: Record<string, ExampleObject | { $ref: string }>;
}
interface Operation {
  operationId: string;
  tags: string[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<
    string,
    {
      headers?: Record<string, { schema?: JsonObject; examples?: MediaType['examples'] }>;
      content?: Record<string, MediaType>;
    }
  >;
}

const spec = bundledSpec as unknown as {
  components: { schemas: Record<string, JsonObject>; examples?: Record<string, ExampleObject> };
};
const operations = operationsOf(bundledSpec).map(({ method, path, operation }) => ({
  method,
  path,
  op: operation as unknown as Operation,
}));
const examplesRoot = fileURLToPath(new URL('../../openapi/examples/', import.meta.url));

// ---------- the contract's schemas, compiled by Ajv as JSON Schema 2020-12 ----------

const contractId = 'https://portal-clientes.local/contract.json';
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A schema of the bundle with its component references pointing at the components Ajv holds. */
function absolute(node: Json): Json {
  if (Array.isArray(node)) return node.map(absolute);
  if (!isObject(node)) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string'
        ? value.replace('#/components/schemas/', `${contractId}#/$defs/`)
        : key === 'examples' || key === 'default' || key === 'const' || key === 'enum'
          ? value
          : absolute(value),
    ]),
  );
}

/** The extension keywords the contract uses (x-internal, x-unit...): known to Ajv, so strict mode stays on. */
function extensionKeywords(node: Json, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) extensionKeywords(item, found);
  else if (isObject(node))
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('x-')) found.add(key);
      extensionKeywords(value, found);
    }
  return found;
}

const ajv = new Ajv2020({ allErrors: true, strictTypes: false });
addFormats(ajv);
// The contract's own format (openapi/formats/nif.ts): a Spanish tax number with its check character.
ajv.addFormat('nif', isValidNif);
// A binary body is any string of bytes; the example of a download is its Content-Disposition.
ajv.addFormat('binary', true);
// A phone number: its field's `pattern` checks it; the format asks the forms for a phone input.
ajv.addFormat('tel', true);
ajv.addVocabulary([...extensionKeywords(spec.components.schemas as Json)]);
ajv.addSchema({ $id: contractId, $defs: absolute(spec.components.schemas as Json) as JsonObject });

const compiled = new Map<string, ValidateFunction>();
function validatorFor(schema: JsonObject): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(absolute(schema) as JsonObject);
    compiled.set(key, validate);
  }
  return validate;
}

/** Why `value` breaks `schema` (empty when it is valid). */
function violations(schema: JsonObject | undefined, value: Json | undefined): string[] {
  if (!schema) return ['sin esquema'];
  const validate = validatorFor(schema);
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '(valor)'} ${e.message ?? ''}`.trim());
}

// ---------- examples as the operations reference them ----------

function resolve(example: ExampleObject | { $ref: string }): ExampleObject {
  if (!('$ref' in example)) return example;
  const name = example.$ref.replace('#/components/examples/', '');
  const found = spec.components.examples?.[name];
  if (!found) throw new Error(`No existe el ejemplo ${example.$ref}`);
  return found;
}

const examplesOf = (holder: { examples?: MediaType['examples'] } | undefined) =>
  Object.entries(holder?.examples ?? {}).map(([name, example]) => ({ name, ...resolve(example) }));

const successOf = (op: Operation) => Object.entries(op.responses).find(([status]) => status.startsWith('2'));
const isBinary = (media: MediaType | undefined) => media?.schema?.format === 'binary';
const schemaOfParameter = (p: Parameter) => p.schema ?? Object.values(p.content ?? {})[0]?.schema;
const examplesOfParameter = (p: Parameter) =>
  p.content ? examplesOf(Object.values(p.content)[0]) : examplesOf(p);

/** Every example of an operation, with the schema it must satisfy. */
function operationExamples(op: Operation) {
  const found: { where: string; schema: JsonObject | undefined; example: ExampleObject }[] = [];
  for (const p of op.parameters ?? [])
    for (const example of examplesOfParameter(p))
      found.push({ where: `parámetro ${p.name}`, schema: schemaOfParameter(p), example });
  for (const [type, media] of Object.entries(op.requestBody?.content ?? {}))
    for (const example of examplesOf(media))
      found.push({ where: `petición ${type}`, schema: media.schema, example });
  for (const [status, response] of Object.entries(op.responses)) {
    for (const [type, media] of Object.entries(response.content ?? {}))
      for (const example of examplesOf(media))
        found.push({ where: `respuesta ${status} ${type}`, schema: media.schema, example });
    for (const [name, header] of Object.entries(response.headers ?? {}))
      for (const example of examplesOf(header))
        found.push({ where: `cabecera ${name} de ${status}`, schema: header.schema, example });
  }
  return found;
}

describe('examples of the contract', () => {
  it('every operation shows its request: the body and every required parameter', () => {
    const missing: string[] = [];
    for (const { op } of operations) {
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {}))
        if (examplesOf(media).length === 0) missing.push(`${op.operationId}: cuerpo ${type}`);
      for (const p of op.parameters ?? [])
        if (p.required && examplesOfParameter(p).length === 0)
          missing.push(`${op.operationId}: parámetro ${p.name}`);
    }
    expect(missing).toEqual([]);
  });

  it('every operation shows its success answer (a download: the file name it comes with)', () => {
    const missing: string[] = [];
    for (const { op } of operations) {
      const [status, response] = successOf(op) ?? ['', undefined];
      const content = Object.entries(response?.content ?? {});
      if (content.length === 0) missing.push(`${op.operationId}: sin respuesta ${status}`);
      for (const [type, media] of content) {
        if (!isBinary(media)) {
          if (examplesOf(media).length === 0) missing.push(`${op.operationId}: respuesta ${status} ${type}`);
          continue;
        }
        const names = examplesOf(response?.headers?.['Content-Disposition']);
        if (names.length === 0) missing.push(`${op.operationId}: Content-Disposition de la descarga`);
        for (const { value } of names)
          if (typeof value !== 'string' || !/^attachment; filename="[^"/\\]+\.[a-z0-9]+"/.test(value))
            missing.push(
              `${op.operationId}: Content-Disposition no es un adjunto con nombre: ${String(value)}`,
            );
      }
    }
    expect(missing).toEqual([]);
  });

  it('every example of an operation is valid against its schema, with a value and a summary', () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const { op } of operations)
      for (const { where, schema, example } of operationExamples(op)) {
        checked++;
        if (example.value === undefined) {
          wrong.push(`${op.operationId} (${where}): sin value`);
          continue;
        }
        if (!where.startsWith('parámetro') && !example.summary)
          wrong.push(`${op.operationId} (${where}): sin summary`);
        for (const problem of violations(schema, example.value))
          wrong.push(`${op.operationId} (${where}, ${example.summary ?? ''}): ${problem}`);
      }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(operations.length * 2);
  });

  it("the schemas' own `examples` are valid against the schema that gives them", () => {
    const wrong: string[] = [];
    const walk = (node: Json, where: string) => {
      if (Array.isArray(node)) {
        node.forEach((item, i) => {
          walk(item, `${where}/${i}`);
        });
        return;
      }
      if (!isObject(node)) return;
      if (Array.isArray(node.examples) && ('type' in node || '$ref' in node || 'pattern' in node))
        for (const value of node.examples)
          for (const problem of violations(node, value))
            wrong.push(`${where}: ${JSON.stringify(value)} ${problem}`);
      for (const [key, value] of Object.entries(node))
        if (!['examples', 'default', 'const', 'enum'].includes(key)) walk(value, `${where}/${key}`);
    };
    walk(spec.components.schemas as Json, '#/components/schemas');
    for (const { op } of operations)
      for (const p of op.parameters ?? []) walk(schemaOfParameter(p) ?? null, `${op.operationId}/${p.name}`);
    expect(wrong).toEqual([]);
  });

  it('every document path in an example starts with its client folder (the clientId)', () => {
    const pathFields = new Set([
      'filename',
      'filePath',
      'blobUri',
      'folder',
      'blobFilenameList',
      'documentos',
    ]);
    const wrong: string[] = [];
    const walk = (node: Json, key: string, where: string) => {
      if (typeof node === 'string' && pathFields.has(key) && !/^[1-9][0-9]*\/[^/]/.test(node))
        wrong.push(`${where}: ${node}`);
      if (Array.isArray(node)) for (const item of node) walk(item, key, where);
      else if (isObject(node)) for (const [k, v] of Object.entries(node)) walk(v, k, where);
    };
    for (const { op } of operations) {
      for (const p of op.parameters ?? [])
        for (const { value } of examplesOfParameter(p))
          walk(value ?? null, p.name, `${op.operationId} ${p.name}`);
      for (const { where, example } of operationExamples(op))
        walk(example.value ?? null, '', `${op.operationId} (${where})`);
    }
    const schemaWalk = (node: Json, where: string) => {
      if (Array.isArray(node)) {
        for (const item of node) schemaWalk(item, where);
        return;
      }
      if (!isObject(node)) return;
      if (isObject(node.properties))
        for (const [name, property] of Object.entries(node.properties))
          if (isObject(property) && Array.isArray(property.examples))
            walk(property.examples, name, `${where}.${name}`);
      for (const [key, value] of Object.entries(node)) if (key !== 'examples') schemaWalk(value, where);
    };
    for (const [name, schema] of Object.entries(spec.components.schemas)) schemaWalk(schema, name);
    for (const { op } of operations)
      for (const p of op.parameters ?? [])
        if (pathFields.has(p.name))
          walk((schemaOfParameter(p)?.examples as Json) ?? null, p.name, `${op.operationId} ${p.name}`);
    expect(wrong).toEqual([]);
  });

  it('a column filter, in an example or a description, names a field of the rows the list returns', () => {
    const wrong: string[] = [];
    for (const { op } of operations) {
      const media = successOf(op)?.[1].content?.['application/json'];
      const fields = rowFieldsOf(media?.schema);
      const filtersIn = (value: Json | undefined, where: string) => {
        if (!Array.isArray(value)) return;
        for (const filter of value)
          if (isObject(filter) && typeof filter.field === 'string' && fields && !fields.has(filter.field))
            wrong.push(`${op.operationId} (${where}): no hay campo ${filter.field}`);
      };
      for (const p of op.parameters ?? []) {
        if (p.name !== 'filters') continue;
        for (const { value } of examplesOfParameter(p))
          filtersIn(typeof value === 'string' ? (JSON.parse(value) as Json) : value, 'ejemplo de filters');
        for (const [, written] of (p.description ?? '').matchAll(/`(\[\{.*?\}\])`/g))
          filtersIn(JSON.parse(written ?? '[]') as Json, 'descripción de filters');
      }
      for (const media of Object.values(op.requestBody?.content ?? {}))
        for (const { value } of examplesOf(media)) if (isObject(value)) filtersIn(value.filters, 'cuerpo');
    }
    expect(wrong).toEqual([]);
  });

  it('the example files are one per operation, in their area, and all referenced', () => {
    const byId = new Map(operations.map(({ op }) => [op.operationId, op]));
    const referenced = new Set(Object.keys(spec.components.examples ?? {}));
    const wrong: string[] = [];
    const files = readdirSync(examplesRoot, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((dir) => readdirSync(join(examplesRoot, dir.name)).map((file) => ({ area: dir.name, file })));
    for (const { area, file } of files) {
      const operationId = file.replace(/\.ya?ml$/, '');
      const op = byId.get(operationId);
      if (!op) {
        wrong.push(`${area}/${file}: no hay operación ${operationId}`);
        continue;
      }
      if (op.tags[0] !== area) wrong.push(`${area}/${file}: la operación es del área ${op.tags[0]}`);
      const keys = Object.keys(parse(readFileSync(join(examplesRoot, area, file), 'utf8')) as object);
      for (const key of keys) {
        if (!key.startsWith(operationId)) wrong.push(`${area}/${file}: ${key} no empieza por ${operationId}`);
        if (!referenced.has(key)) wrong.push(`${area}/${file}: ${key} no se usa en el contrato`);
      }
    }
    expect(wrong).toEqual([]);
    expect(files.length).toBe(operations.length);
  });
});

/** The fields of a list's rows (`items` of `{ items, total }`), or null when the answer is no list. */
function rowFieldsOf(schema: JsonObject | undefined): Set<string> | null {
  const target = (s: Json | undefined): JsonObject | undefined => {
    if (!isObject(s)) return undefined;
    if (typeof s.$ref === 'string') return target(spec.components.schemas[s.$ref.split('/').pop() ?? '']);
    return s;
  };
  const page = target(schema);
  const items = isObject(page?.properties) ? target(page.properties.items) : undefined;
  const row = items?.type === 'array' ? target(items.items) : undefined;
  return isObject(row?.properties) ? new Set(Object.keys(row.properties)) : null;
}
