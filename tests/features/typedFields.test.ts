/**
 * A typed form's fields come from its body in the contract (src/features/typedForm/typedFields.ts):
 * the titled fields in order, labelled by their titles, each with the input its schema calls for,
 * the client fields filled from the session. The five forms of the portal wrote every field by hand
 * before; each still asks for exactly those fields, in that order, worded alike.
 */
import { describe, expect, it } from 'vitest';
import * as contacts from '../../src/api/generated/contacts/contacts';
import { jsonSchemaLoaders } from '../../src/api/generated/json-schemas';
import { bodySchemas } from '../../src/api/generated/json-schemas/bodySchemas';
import { operationOf } from '../../src/api/generated/operations';
import {
  contactForm,
  externalProposalForm,
  incidenceForm,
  proposalForm,
  serviceRequestForm,
} from '../../src/config/clientForms';
import { contextOf, type FieldSchema, typedFieldsOf } from '../../src/features/typedForm/typedFields';
import { defineTypedForm, type TypedFormSpec } from '../../src/language';

async function resolved(spec: TypedFormSpec) {
  const { operationId, method, path } = operationOf(spec.submit);
  const name = bodySchemas[operationId];
  if (!name) throw new Error(`no body schema for ${method} ${path}`);
  const body = (await jsonSchemaLoaders[name]()).default as FieldSchema;
  return { fields: typedFieldsOf(spec, body, `${method} ${path}`), context: contextOf(spec, body) };
}

/** A field as the config wrote it before: [name, label, widget, description?, option labels?]. */
type Written = readonly [string, string, string, string?, Record<string, string>?];

const asWritten = (fields: Awaited<ReturnType<typeof resolved>>['fields']) =>
  fields.map((field): Written => {
    const row: [string, string, string, string?, Record<string, string>?] = [
      field.name,
      field.label,
      field.widget,
    ];
    if (field.help || field.options.length > 0) row.push(field.help);
    if (field.options.length > 0) row.push(Object.fromEntries(field.options.map((o) => [o.value, o.label])));
    return row;
  });

const proposalFields: Written[] = [
  ['empresa', 'Empresa', 'text'],
  ['cif', 'CIF', 'text', 'CIF, NIF o NIE: 9 caracteres sin guiones ni espacios.'],
  ['contacto', 'Persona de contacto', 'text'],
  ['email', 'Correo electrónico', 'email'],
  ['telefono', 'Teléfono', 'phone'],
  ['provincia', 'Provincia', 'text'],
  ['tipoResiduo', 'Tipo de residuo', 'text'],
  ['descripcion', 'Qué necesita', 'textarea'],
];

describe('the portal’s typed forms ask for the fields they listed by hand', () => {
  it('contact: its fields, the center picker, the client by id', async () => {
    const { fields, context } = await resolved(contactForm);
    expect(asWritten(fields)).toEqual([
      ['name', 'Nombre', 'text'],
      ['cargo', 'Cargo', 'text'],
      ['center', 'Centro', 'center', 'Vacío si es contacto de todo el cliente.'],
      ['email', 'Correo electrónico', 'email'],
      ['phone', 'Teléfono', 'phone'],
      ['mobile', 'Móvil', 'phone'],
      ['address', 'Dirección', 'text'],
      ['observaciones', 'Observaciones', 'textarea'],
    ]);
    expect(context).toEqual({ clientId: 'clientId' });
  });

  it('commercial proposal, inside the portal and public (with the privacy consent, no client)', async () => {
    const inside = await resolved(proposalForm);
    expect(asWritten(inside.fields)).toEqual(proposalFields);
    expect(inside.context).toEqual({ clientName: 'clientName' });
    const outside = await resolved(externalProposalForm);
    expect(asWritten(outside.fields)).toEqual([
      ...proposalFields,
      [
        'aceptaPrivacidad',
        'He leído y acepto la política de privacidad',
        'checkbox',
        'Sus datos se usan solo para responder a esta solicitud.',
      ],
    ]);
    expect(outside.fields.at(-1)?.link).toEqual({
      label: 'Leer la política de privacidad',
      href: '/privacy-policy',
    });
    expect(outside.context).toEqual({});
  });

  it('incidence: the service finder and the priorities in Spanish', async () => {
    const { fields, context } = await resolved(incidenceForm);
    expect(asWritten(fields)).toEqual([
      ['asunto', 'Asunto', 'text'],
      [
        'referencia',
        'Servicio',
        'service',
        'Si la incidencia es de un servicio: búsquelo por su referencia, centro o nº de factura.',
      ],
      ['prioridad', 'Prioridad', 'select', undefined, { baja: 'Baja', media: 'Media', alta: 'Alta' }],
      ['descripcion', 'Descripción', 'textarea'],
    ]);
    expect(context).toEqual({ clientName: 'clientName' });
  });

  it('service request: a date, a number and the units in Spanish', async () => {
    const { fields, context } = await resolved(serviceRequestForm);
    expect(asWritten(fields)).toEqual([
      ['tipoServicio', 'Tipo de servicio', 'text'],
      ['residuo', 'Residuo', 'text'],
      ['fechaDeseada', 'Fecha deseada', 'date'],
      ['cantidad', 'Cantidad', 'number'],
      [
        'unidad',
        'Unidad',
        'select',
        undefined,
        { kg: 'kg', t: 'toneladas', l: 'litros', m3: 'm³', ud: 'unidades' },
      ],
      ['descripcion', 'Descripción', 'textarea'],
    ]);
    expect(context).toEqual({ clientName: 'clientName' });
  });
});

describe('what a form writes wins', () => {
  it('its own fields, order, labels and context', async () => {
    const form = defineTypedForm({
      submit: contacts.contact,
      order: ['email', 'name'],
      fields: { name: { label: 'Nombre completo' } },
      context: {},
      submitLabel: 'Crear',
      done: 'Creado.',
    });
    const { fields, context } = await resolved(form);
    expect(asWritten(fields)).toEqual([
      ['email', 'Correo electrónico', 'email'],
      ['name', 'Nombre completo', 'text'],
    ]);
    expect(context).toEqual({});
  });

  it('a field without a title in the contract must be labelled (a developer error in English)', async () => {
    const form = defineTypedForm({
      submit: contacts.contact,
      order: ['clientId'],
      submitLabel: 'Crear',
      done: 'Creado.',
    });
    await expect(resolved(form)).rejects.toThrow("Typed form POST /contact: field 'clientId' has no title");
  });
});
