/**
 * The contract schema of a schema form: the one its config names, or by default its submit
 * operation's body (or query parameters), read from codegen's table by the operation the fetcher
 * calls. Loaded with the form, not with the home.
 */
import type { JsonSchemaName } from '../../api/generated/json-schemas';
import { bodySchemas } from '../../api/generated/json-schemas/bodySchemas';
import { requestOf } from '../../api/http';
import type { FormSpec } from '../../language';

export function formSchemaOf(spec: FormSpec): JsonSchemaName {
  if (spec.schema) return spec.schema;
  const { method, path } = requestOf(spec.submit, [{}, {}]);
  const name = bodySchemas[`${method} ${path}`];
  if (!name)
    throw new Error(`Schema form: ${method} ${path} has no body or query parameters to generate a form from`);
  return name;
}
