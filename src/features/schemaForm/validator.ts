/**
 * A schema form's validator: its schema's validators compiled at codegen time
 * (codegen/formValidators.ts: ajv 8, draft-07, the contract's formats such as `nif`), so validating
 * compiles nothing in the browser and the portal's Content-Security-Policy needs no 'unsafe-eval'.
 * ajv's messages come in Spanish (ajv-i18n); the form says them for people (errorMessages.ts).
 */
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import localizeEs from 'ajv-i18n/localize/es';
import { type FormSchemaName, formValidatorLoaders } from '../../api/generated/form-validators';
import { loadJsonSchema } from './loadJsonSchema';

export interface ValidatedSchema {
  schema: RJSFSchema;
  validator: ValidatorType;
}

/**
 * The JSON Schema of the form schema `name` and its validator, loaded side by side. The validator
 * answers for that very schema object only (rjsf's precompiled validator checks it is its root).
 */
export async function loadValidatedSchema(name: FormSchemaName): Promise<ValidatedSchema> {
  const [schema, { validateFns }] = await Promise.all([loadJsonSchema(name), formValidatorLoaders[name]()]);
  return { schema, validator: createPrecompiledValidator(validateFns, schema, localizeEs) };
}
