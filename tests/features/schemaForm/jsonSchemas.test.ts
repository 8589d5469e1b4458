/**
 * The admin forms' JSON Schemas come from the contract (codegen/jsonSchemas.ts): every schema a
 * form of screens.config.ts names exists, compiles in ajv's strict mode, has its precompiled
 * validator (codegen/formValidators.ts), and has every field the form's config labels.
 */
import { readFileSync } from 'node:fs';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { type CustomValidatorOptionsType, customizeValidator } from '@rjsf/validator-ajv8';
import Ajv from 'ajv';
import localizeEs from 'ajv-i18n/localize/es';
import { describe, expect, it } from 'vitest';
import { enumLabelsOf, jsonSchemasOf, pickerOperationsOf, toJsonSchema } from '../../../codegen/jsonSchemas';
import { schemaFormats } from '../../../openapi/formats/schemaFormats';
import { screens } from '../../../screens.config';
import { jsonSchemaLoaders } from '../../../src/api/generated/json-schemas';
import { peopleErrors } from '../../../src/features/schemaForm/errorMessages';
import { formSchemaOf } from '../../../src/features/schemaForm/formSchema';
import { loadValidatedSchema } from '../../../src/features/schemaForm/validator';
import type { FormSpec, ScreenBody } from '../../../src/language';

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
/** Strict, knowing the extensions the forms read (the forms' own ajv is not strict). */
const strictAjv = () =>
  new Ajv({
    strict: true,
    allErrors: true,
    validateFormats: false,
    keywords: ['x-picker', 'x-multiline', 'x-honeypot'],
  });

/** ajv compiling each schema when asked, as the forms did before their validators were precompiled. */
const compilingValidator = customizeValidator(
  {
    customFormats: schemaFormats as CustomValidatorOptionsType['customFormats'],
    ajvFormatOptions: false,
  },
  localizeEs,
);

/** A value that breaks every field it can: a short text, a negative number, a list of nothing. */
function wrongValueOf(schema: Record<string, unknown>): Record<string, unknown> {
  const wrong = (field: { type?: string | string[] }): unknown => {
    const types = [field.type ?? []].flat();
    if (types.includes('string')) return 'x';
    if (types.includes('integer') || types.includes('number')) return -1.5;
    if (types.includes('array')) return [];
    return 'x';
  };
  const properties = (schema.properties ?? {}) as Record<string, { type?: string | string[] }>;
  return Object.fromEntries(Object.entries(properties).map(([name, field]) => [name, wrong(field)]));
}

/** What the form says of `value`: each error's rule, field and message for people. */
function errorsOf(validator: ValidatorType, schema: RJSFSchema, value: object) {
  return validator
    .validateFormData(value, schema, undefined, peopleErrors(schema, {}, value))
    .errors.map(({ name, property, message }) => ({ name, property, message }));
}

describe('JSON Schemas of the admin forms', () => {
  it('finds the admin forms in screens.config.ts', () => {
    const schemas = new Set(forms.map(([, form]) => formSchemaOf(form)));
    for (const name of ['ClienteInput', 'AdminCentroInput', 'AdminUsuarioAltaInput', 'AdminPermisosInput'])
      expect(schemas).toContain(name);
  });

  it.each(forms)('%s: its schema compiles and has the fields its config names', async (_where, form) => {
    const schema = (await jsonSchemaLoaders[formSchemaOf(form)]()).default as RJSFSchema;
    expect(() => strictAjv().compile(schema)).not.toThrow();
    // Its precompiled validator says what ajv compiling the schema in the browser would say.
    const { validator } = await loadValidatedSchema(formSchemaOf(form));
    for (const value of [{}, wrongValueOf(schema)])
      expect(errorsOf(validator, schema, value)).toEqual(errorsOf(compilingValidator, schema, value));
    const properties = Object.keys((schema.properties ?? {}) as object);
    for (const field of [...Object.keys(form.fields ?? {}), ...(form.order ?? [])])
      expect(properties).toContain(field);
    expect(JSON.stringify(schema)).not.toMatch(/"\$ref"|"x-(?!picker"|multiline"|honeypot")[a-z]/);
  });

  // Some three hundred compilations: seconds alone, minutes beside another job's CPU.
  it('converts every component of the contract', { timeout: 300_000 }, () => {
    const openapi = JSON.parse(readFileSync('openapi/dist/openapi.json', 'utf8'));
    const all = jsonSchemasOf(openapi);
    expect(Object.keys(all).length).toBeGreaterThan(Object.keys(openapi.components.schemas).length);
    const ajv = strictAjv();
    for (const [name, schema] of Object.entries(all)) expect(() => ajv.compile(schema), name).not.toThrow();
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

  it('gives an operation without body its query parameters as a schema', async () => {
    const openapi = JSON.parse(readFileSync('openapi/dist/openapi.json', 'utf8'));
    const params = jsonSchemasOf(openapi).AdminUpdateServiceDirectionsParams;
    expect(params?.required).toEqual(['iddireccionservicio', 'centerId']);
    const { schema, validator } = await loadValidatedSchema('AdminUpdateServiceDirectionsParams');
    expect(schema).toEqual(params);
    expect(validator.validateFormData({ centerId: 0 }, schema).errors.map((e) => e.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(/debe/)]),
    );
  });

  it("writes each closed set (oneOf of const + title) as a label map, in the contract's order", () => {
    const labels = enumLabelsOf({
      Key: {
        type: 'string',
        oneOf: [
          { const: 'b', title: 'Be' },
          { const: 'a', title: 'A' },
        ],
      },
      Untitled: { type: 'string', oneOf: [{ const: 'a' }] },
      Plain: { type: 'string', enum: ['a'] },
    });
    expect(labels).toEqual({ Key: { b: 'Be', a: 'A' } });
    expect(Object.keys(labels.Key ?? {})).toEqual(['b', 'a']);
  });

  it('labels the configuration keys, menu and report entries of the contract', () => {
    const openapi = JSON.parse(readFileSync('openapi/dist/openapi.json', 'utf8'));
    const labels = enumLabelsOf(openapi.components.schemas);
    for (const name of [
      'HomeKpiClave',
      'ServiceKpiClave',
      'ServicesColumnClave',
      'ActionClave',
      'ClienteMenuEntrada',
      'ClienteMenuReportsEntrada',
    ])
      expect(Object.keys(labels[name] ?? {}).length, name).toBeGreaterThan(0);
    // A services column reads as the Ticket field it shows.
    const ticket = openapi.components.schemas.Ticket.properties;
    for (const [key, label] of Object.entries(labels.ServicesColumnClave ?? {}))
      expect(ticket[key]?.title, key).toBe(label);
  });

  it('keeps x-picker and finds the module of each operation a picker names', () => {
    const openapi = JSON.parse(readFileSync('openapi/dist/openapi.json', 'utf8'));
    const schema = jsonSchemasOf(openapi).HomeKpisConfigInput as { properties: Record<string, object> };
    expect(schema.properties.cliente).toMatchObject({ 'x-picker': { operation: 'adminClientsList' } });
    expect(pickerOperationsOf(openapi)).toMatchObject({ adminClientsList: '../admin/admin' });
    const broken = { ...openapi, components: { schemas: { X: { 'x-picker': { operation: 'nope' } } } } };
    expect(() => pickerOperationsOf(broken)).toThrow(/nope/);
  });
});
