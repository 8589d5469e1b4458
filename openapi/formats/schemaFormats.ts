/**
 * Every string format the contract's JSON Schemas may name, with what checks it: JSON Schema's own
 * (ajv-formats, full mode) and the contract's `nif`. The schema forms' validators are compiled
 * knowing exactly these (codegen/formValidators.ts) and call them at run time, so what a format
 * means is written once.
 */
import { fullFormats } from 'ajv-formats/dist/formats';
import { isValidNif } from './nif';

export const schemaFormats = { ...fullFormats, nif: isValidNif };
