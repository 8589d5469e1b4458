/**
 * Details speak the contract's Spanish: codegen reads each field's `title`, `x-internal`, `x-unit`
 * and `x-document` into the field-label map (codegen/jsonSchemas.ts fieldLabelsOf), every field of
 * every detail a screen of screens.config.ts shows has a title unless it is an internal id, and a
 * record reads with its ids left out and its nested records inline (src/features/grid/recordFields).
 */
import { describe, expect, it } from 'vitest';
import { fieldLabelsOf } from '../../codegen/jsonSchemas';
import { screens } from '../../screens.config';
import { fieldLabels } from '../../src/api/generated/json-schemas/fieldLabels';
import { detailSchema } from '../../src/features/grid/gridDefaults';
import {
  type FieldLabel,
  flatValues,
  labelsOf,
  lineColumns,
  shownFields,
} from '../../src/features/grid/recordFields';
import type { GridSpec, ScreenBody } from '../../src/language';

function gridsOf(body: ScreenBody, where: string): [string, GridSpec][] {
  if (body.kind === 'grid') return [[where, body as GridSpec]];
  if (body.kind === 'tabs') return body.tabs.flatMap((tab) => gridsOf(tab.body, `${where} › ${tab.label}`));
  if (body.kind === 'sections')
    return body.sections.flatMap((section) => gridsOf(section.body, `${where} › ${section.label}`));
  return [];
}

const grids = Object.entries(screens).flatMap(([name, screen]) => gridsOf(screen.body, name));
// Each detail's schema, the config's or the contract's default (src/features/grid/gridDefaults.ts).
const withSchema = grids.filter(([, grid]) => detailSchema(grid));

/** Every field of a record's labels by name, those of its nested records included. */
function inlineFields(label: FieldLabel | undefined): Record<string, FieldLabel> {
  return Object.fromEntries(
    Object.entries(label?.fields ?? {}).flatMap(([name, field]) => [
      [name, field] as const,
      ...Object.entries(inlineFields(field)),
    ]),
  );
}

/** Fields (dotted paths) that have neither a Spanish title nor the internal mark. */
function untitled(label: FieldLabel, path = ''): string[] {
  return Object.entries(label.fields ?? {}).flatMap(([name, field]) => [
    ...(field.title || field.internal ? [] : [`${path}${name}`]),
    ...(field.internal ? [] : untitled(field, `${path}${name}.`)),
  ]);
}

describe('field labels from the contract', () => {
  it('reads titles, internal ids, units and documents, through $refs and lists of records', () => {
    const labels = fieldLabelsOf({
      Unidad: { type: 'string', enum: ['kg', 'l'] },
      Linea: {
        type: 'object',
        properties: { importe: { type: ['number', 'null'], title: 'Importe', 'x-unit': 'EUR' } },
      },
      Servicio: {
        type: 'object',
        properties: {
          idServicio: { type: 'integer', 'x-internal': true },
          fecha: { type: 'string', format: 'date', title: 'Fecha' },
          unidad: { $ref: '#/components/schemas/Unidad', title: 'Unidad' },
          lineas: { type: 'array', title: 'Líneas', items: { $ref: '#/components/schemas/Linea' } },
          documentos: { type: 'array', title: 'Documentos', 'x-document': true, items: { type: 'string' } },
        },
      },
      SinTitulos: { type: 'object', properties: { a: { type: 'string' } } },
    });
    expect(Object.keys(labels).sort()).toEqual(['Linea', 'Servicio']);
    expect(labels.Servicio?.fields).toEqual({
      idServicio: { internal: true, kind: 'integer' },
      fecha: { title: 'Fecha', kind: 'date' },
      unidad: { title: 'Unidad', kind: 'text' },
      lineas: { title: 'Líneas', fields: { importe: { title: 'Importe', kind: 'number', unit: 'EUR' } } },
      documentos: { title: 'Documentos', kind: 'text', document: true },
    });
  });

  it('finds the records’ detail schemas in screens.config.ts', () => {
    const schemas = withSchema.map(([, grid]) => detailSchema(grid));
    for (const name of [
      'TicketDetalle',
      'TicketRegeneraDetalle',
      'TicketPesoDetalle',
      'Factura',
      'FacturaProforma',
      'Albaran',
      'DocumentoIdentificacion',
      'SolicitudIncidencia',
      'SolicitudServicio',
      'PropuestaComercial',
    ])
      expect(schemas).toContain(name);
  });

  it.each(withSchema)('%s: every field its detail shows has a Spanish title', (_where, grid) => {
    const labels = labelsOf(detailSchema(grid));
    expect(labels, String(detailSchema(grid))).toBeDefined();
    expect(untitled(labels as FieldLabel)).toEqual([]);
  });

  it.each(withSchema)('%s: the row label and card fields are titled fields of the record', (_where, grid) => {
    const fields = inlineFields(labelsOf(detailSchema(grid)));
    const keys = [grid.rowLabel, ...(grid.keyFields ?? [])] as unknown[];
    for (const key of keys.filter((k): k is string => typeof k === 'string'))
      expect(fields[key]?.title, key).toBeTruthy();
  });
});

describe('a record as people read it', () => {
  const detail = {
    ticket: {
      idTicket: 5984,
      referencia: 'SRV-2026-000123',
      centerId: 12,
      centro: 'Centro Málaga',
      iddireccionservicio: 301,
      cantidad: 5.4,
    },
    lineas: [{ linea: 1, concepto: 'Recogida', cantidad: 5.4, unidad: 'kg', importe: 96.41 }],
    documentos: ['1/DOCUMENTACIONCOMERCIAL/Albaranes/2026/ALB-2026-000123.pdf'],
  };

  it('names every field by its contract title, inline, without internal ids', () => {
    const fields = shownFields(detail, labelsOf('TicketDetalle'));
    expect(fields.map((field) => [field.key, field.label])).toEqual([
      ['referencia', 'Referencia'],
      ['centro', 'Centro'],
      ['cantidad', 'Cantidad'],
      ['lineas', 'Líneas'],
      ['documentos', 'Documentos'],
    ]);
    expect(fields.find((field) => field.key === 'documentos')?.field?.document).toBe(true);
    const lines = fields.find((field) => field.key === 'lineas');
    expect(lineColumns(detail.lineas, lines?.field).map((c) => c.label)).toEqual([
      'Línea',
      'Concepto',
      'Cantidad',
      'Unidad',
      'Importe',
    ]);
    expect(lines?.field?.fields?.importe).toMatchObject({ kind: 'number', unit: 'EUR' });
  });

  it('without a schema, makes names readable and leaves id-like fields out', () => {
    const fields = shownFields(
      { id: 1, userOID: 'x', clientId: 3, iddireccionservicio: 4, clientName: 'Hoteles', descripcion: 'd' },
      undefined,
    );
    expect(fields.map((field) => field.label)).toEqual(['Client name', 'Descripcion']);
  });

  it('flattens nested records for naming and prefilling', () => {
    expect(flatValues(detail)).toMatchObject({ referencia: 'SRV-2026-000123', centro: 'Centro Málaga' });
  });

  it('is generated from the contract for the records (a sample)', () => {
    expect(fieldLabels.Factura?.fields?.filePath).toEqual({
      title: 'Factura (PDF)',
      kind: 'text',
      document: true,
    });
    expect(fieldLabels.Ticket?.fields?.idTicket?.internal).toBe(true);
  });
});
