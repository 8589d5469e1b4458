/**
 * The admin forms' JSON Schemas come from the contract (codegen/jsonSchemas.ts): every schema a
 * form of screens.config.ts names exists, compiles in ajv's strict mode and in the forms' own
 * validator, and has every field the form's config labels.
 */
import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { jsonSchemasOf, toJsonSchema } from '../../../codegen/jsonSchemas';
import { screens } from '../../../screens.config';
import { type JsonSchemaName, jsonSchemaLoaders } from '../../../src/api/generated/json-schemas';
import { spanishValidator } from '../../../src/features/schemaForm/validator';
import type { FormSpec, ScreenBody } from '../../../src/screens/define';

function formsOf(body: ScreenBody, where: string): [string, FormSpec][] {
  switch (body.kind) {
    case 'form':
      return [[where, body]];
    case 'tabs':
      return body.tabs.flatMap((tab) => formsOf(tab.body, `${where} › ${tab.label}`));
    case 'sections':
      return body.sections.flatMap((section) => formsOf(section.body, `${where} › ${section.label}`));
    case 'grid':
      return [
        ...(body.create?.form.kind === 'form'
          ? formsOf(body.create.form, `${where} › ${body.create.label}`)
          : []),
        ...(body.edit ? formsOf(body.edit.form, `${where} › ${body.edit.label}`) : []),
      ];
    default:
      return [];
  }
}

const forms = Object.entries(screens).flatMap(([name, screen]) => formsOf(screen.body, name));
const strictAjv = () => new Ajv({ strict: true, allErrors: true, validateFormats: false });

describe('JSON Schemas of the admin forms', () => {
  it('finds the admin forms in screens.config.ts', () => {
    const schemas = new Set(forms.map(([, form]) => form.schema));
    for (const name of ['ClienteInput', 'AdminCentroInput', 'AdminUsuarioAltaInput', 'AdminPermisosInput'])
      expect(schemas).toContain(name);
  });

  it.each(forms)('%s: its schema compiles and has the fields its config names', async (_where, form) => {
    const schema = (await jsonSchemaLoaders[form.schema as JsonSchemaName]()).default as Record<
      string,
      unknown
    >;
    expect(() => strictAjv().compile(schema)).not.toThrow();
    expect(spanishValidator.isValid(schema, {}, schema)).toBeTypeOf('boolean');
    const properties = Object.keys((schema.properties ?? {}) as object);
    for (const field of [...Object.keys(form.ui ?? {}), ...(form.order ?? [])])
      expect(properties).toContain(field);
    expect(JSON.stringify(schema)).not.toMatch(/"\$ref"|"x-[a-z]/);
  });

  it('converts every component of the contract', () => {
    const openapi = JSON.parse(readFileSync('openapi/dist/openapi.json', 'utf8'));
    const all = jsonSchemasOf(openapi);
    expect(Object.keys(all).length).toBeGreaterThan(Object.keys(openapi.components.schemas).length);
    for (const [name, schema] of Object.entries(all))
      expect(() => strictAjv().compile(schema), name).not.toThrow();
  });

  it('keeps the Spanish title and default written beside a $ref (draft-07 would ignore them)', () => {
    const schema = toJsonSchema('Input', {
      Role: { type: 'integer', enum: [0, 1], title: 'Role' },
      Input: {
        type: 'object',
        properties: { role: { $ref: '#/components/schemas/Role', title: 'Rol', default: 0 } },
      },
    });
    expect(schema.properties).toEqual({ role: { type: 'integer', enum: [0, 1], title: 'Rol', default: 0 } });
  });

  it('gives an operation without body its query parameters as a schema', () => {
    const openapi = JSON.parse(readFileSync('openapi/dist/openapi.json', 'utf8'));
    const params = jsonSchemasOf(openapi).AdminUpdateServiceDirectionsParams;
    expect(params?.required).toEqual(['iddireccionservicio', 'centerId']);
    expect(
      spanishValidator.validateFormData({ centerId: 0 }, params as object).errors.map((e) => e.message),
    ).toEqual(expect.arrayContaining([expect.stringMatching(/debe/)]));
  });
});
