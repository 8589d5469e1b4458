/**
 * The contract schema of a schema form: the one its config names, or by default its submit
 * operation's body (or query parameters), read from codegen's table by the operation the fetcher
 * calls. Loaded with the form, not with the home.
 */
import type { FormSchemaName } from '../../api/generated/form-validators';
import { bodySchemas } from '../../api/generated/json-schemas/bodySchemas';
import { operationOf } from '../../api/generated/operations';
import type { FormSpec } from '../../language';

export function formSchemaOf(spec: FormSpec): FormSchemaName {
  if (spec.schema) return spec.schema;
  const { operationId } = operationOf(spec.submit);
  const name = bodySchemas[operationId];
  if (!name)
    throw new Error(`Schema form: ${operationId} has no body or query parameters to generate a form from`);
  return name;
}
