/**
 * The schema forms' validator: ajv 8 (draft-07, the JSON Schemas codegen writes) with its messages
 * in Spanish (ajv-i18n). One instance: ajv caches each compiled schema.
 */
import { customizeValidator } from '@rjsf/validator-ajv8';
import localizeEs from 'ajv-i18n/localize/es';

export const spanishValidator = customizeValidator({}, localizeEs);
