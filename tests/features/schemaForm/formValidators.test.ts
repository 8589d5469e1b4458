/**
 * The schema forms' validators compiled at codegen time (codegen/formValidators.ts): ajv's
 * CommonJS standalone code becomes an ES module, and a form validates with its own module, the
 * contract's `nif` format and the Spanish messages for people included, without compiling anything.
 */
import { describe, expect, it } from 'vitest';
import { toEsModule } from '../../../codegen/formValidators';
import { peopleErrors } from '../../../src/features/schemaForm/errorMessages';
import { loadValidatedSchema } from '../../../src/features/schemaForm/validator';

describe('precompiled form validators', () => {
  it('checks the client form, its CIF (the contract format nif) included, with the messages for people', async () => {
    const { schema, validator } = await loadValidatedSchema('ClienteInput');
    const messages = (value: object) =>
      validator
        .validateFormData(value, schema, undefined, peopleErrors(schema, {}, value))
        .errors.map((error) => error.message);
    expect(messages({ client: 'Hoteles Levante', cif: 'B12345678' })).toEqual([
      'CIF principal no válido: la letra o la cifra final no corresponde al resto; revíselo, p. ej. B12345674.',
    ]);
    expect(messages({ cif: 'B12345674' })).toEqual([expect.stringMatching(/^Escriba|obligatorio/)]);
    expect(messages({ client: 'Hoteles Levante', cif: 'B12345674' })).toEqual([]);
  });

  it('answers only for the schema it was compiled from', async () => {
    const { schema, validator } = await loadValidatedSchema('ClienteInput');
    const other = { ...schema, required: [] };
    expect(() => validator.validateFormData({}, other)).toThrow(/precompiled validator/);
  });

  it("rewrites ajv's CommonJS code as an ES module, and refuses a form it does not know", () => {
    const commonJs = [
      '"use strict";exports["6538e700"] = validate10;exports.other = validate11;',
      'const func2 = require("ajv/dist/runtime/ucs2length").default;',
      'const func3 = require("ajv/dist/runtime/ucs2length").default;',
      'const formats0 = schemaFormats.nif;',
      'function validate10(data){return func2(data) > 0 && formats0(data) && func3(data) > 0;}',
      'function validate11(data){return true;}',
    ].join('\n');
    const module = toEsModule(commonJs, '../formats');
    expect(module).toContain("import { schemaFormats } from '../formats';");
    expect(module).toContain("import runtime0Module from 'ajv/dist/runtime/ucs2length';");
    expect(module).toContain(
      'const runtime0 = runtime0Module?.__esModule ? runtime0Module.default : runtime0Module;',
    );
    expect(module.match(/^import /gm)).toHaveLength(2);
    expect(module).toContain('const func3 = runtime0;');
    expect(module).toContain('export const validateFns = { "6538e700": validate10, "other": validate11 };');
    expect(module).not.toMatch(/require\(|exports\[/);
    expect(() => toEsModule('module.exports = validate10; function validate10(){}', '../formats')).toThrow(
      /CommonJS/,
    );
  });
});
