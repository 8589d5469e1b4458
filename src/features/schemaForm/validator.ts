/**
 * The schema forms' validator: ajv 8 (draft-07, the JSON Schemas codegen writes) with its messages
 * in Spanish (ajv-i18n; the form says them for people: errorMessages.ts), and the contract's own
 * string format `nif` (openapi/formats/nif.ts). One instance: ajv caches each compiled schema.
 */
import { customizeValidator } from '@rjsf/validator-ajv8';
import localizeEs from 'ajv-i18n/localize/es';
import { isValidNif } from '../../../openapi/formats/nif';

export const spanishValidator = customizeValidator({ customFormats: { nif: isValidNif } }, localizeEs);
