/**
 * A contract schema as JSON Schema, by component name. Codegen (codegen/jsonSchemas.ts) writes one
 * JSON file per component; each loads on demand, so a form pulls only its own schema.
 */
import type { RJSFSchema } from '@rjsf/utils';
import { type JsonSchemaName, jsonSchemaLoaders } from '../../api/generated/json-schemas';

export async function loadJsonSchema(name: JsonSchemaName): Promise<RJSFSchema> {
  const loaded = await jsonSchemaLoaders[name]();
  return loaded.default as RJSFSchema;
}
