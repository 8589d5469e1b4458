/**
 * What a typed form is made of, read from the contract once per form: its operation, the zod
 * validator of its body (its own, else the operation's), the body's JSON Schema and the fields it
 * asks for. Both renderers read it: the portal's (TypedForm.tsx, as the form opens, so the schemas
 * stay out of the signed-in home) and the public pages' (made at build time).
 */
import { bodyZod } from '../../api/generated/bodyZod';
import { jsonSchemaLoaders } from '../../api/generated/json-schemas';
import { bodySchemas } from '../../api/generated/json-schemas/bodySchemas';
import { type Operation, operationOf } from '../../api/generated/operations';
import type { GridInput, TypedFormSpec } from '../../language';
import type { TypedFormSchema } from './formValues';
import {
  contextOf,
  type FieldSchema,
  type Honeypot,
  honeypotsOf,
  type TypedField,
  typedFieldsOf,
} from './typedFields';

export interface FormSchemas {
  readonly operation: Operation;
  readonly zod: TypedFormSchema;
  /** The body's JSON Schema (the contract's, `$ref`s inlined). */
  readonly body: FieldSchema;
  readonly fields: readonly TypedField[];
  /** The body's spam traps (`x-honeypot`): inputs no person meets, sent as they are. */
  readonly traps: readonly Honeypot[];
  readonly context: Partial<Record<GridInput, string>>;
}

async function loadSchemas(spec: TypedFormSpec): Promise<FormSchemas> {
  const operation = operationOf(spec.submit);
  const named = `${operation.method} ${operation.path}`;
  const validator = spec.schema ?? bodyZod[operation.operationId];
  const bodyName = bodySchemas[operation.operationId];
  // A developer error: the operation has no JSON body schema, so the form must name its validator.
  if (!validator || !bodyName)
    throw new Error(`Typed form: ${named} has no JSON body schema; give the form a schema`);
  const [zod, json] = await Promise.all([validator(), jsonSchemaLoaders[bodyName]()]);
  const body = json.default as FieldSchema;
  return {
    operation,
    zod: zod as TypedFormSchema,
    body,
    fields: typedFieldsOf(spec, body, named),
    traps: honeypotsOf(body),
    context: contextOf(spec, body),
  };
}

/** Each form's schemas, loaded once (a config's form is one stable object). */
const loadedSchemas = new WeakMap<TypedFormSpec, Promise<FormSchemas>>();

export function schemasOf(spec: TypedFormSpec): Promise<FormSchemas> {
  let loaded = loadedSchemas.get(spec);
  if (!loaded) {
    loaded = loadSchemas(spec);
    // A failed load (the network) may be tried again by opening the form again.
    loaded.catch(() => loadedSchemas.delete(spec));
    loadedSchemas.set(spec, loaded);
  }
  return loaded;
}
