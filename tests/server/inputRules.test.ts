/**
 * What the API refuses of a request before it looks anything up, whatever operation it is for:
 * control characters in any text (a line break only where the contract marks a text of several
 * lines), a body in a media type the operation does not take (415), a property the contract
 * requires and the request leaves out (400, even for an unknown user); and no list answers more
 * than its largest page, however it is asked.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceDirections, tickets } from '../../server/db/schema';
import { largestPage } from '../../server/lib/grid';
import { createTestApi, type TestApi } from '../../server/testing/testApi';
import { expectStatus } from './support/http';

let api: TestApi;
let directionIds: number[];

beforeAll(async () => {
  api = await createTestApi({ tickets: 1200 });
  directionIds = (
    await api.db.select({ id: serviceDirections.iddireccionservicio }).from(serviceDirections)
  ).map((row) => row.id);
}, 120_000);
afterAll(() => api?.close());

const proposal = {
  empresa: 'Talleres Guadalquivir S.A.',
  contacto: 'Juan Pérez',
  email: 'juan.perez@talleresguadalquivir.es',
  descripcion: 'Recogida de aceite usado',
  aceptaPrivacidad: true,
};

describe('control characters', () => {
  it('refuses a NUL or a line break in a one-line text, naming the field by its title', async () => {
    for (const empresa of ['Talleres\u0000', 'Talleres\nGuadalquivir', 'Tall\u001bres', 'Talleres\tS.A.']) {
      const body = await expectStatus(
        await api.unchecked(null, 'POST', '/external/comercialproposal', { json: { ...proposal, empresa } }),
        400,
        'empresa',
      );
      expect(body).toMatchObject({ code: 'VALIDATION' });
      expect(body.message).toBe(
        'El campo «Empresa» contiene saltos de línea o caracteres de control: solo admite texto en una línea.',
      );
    }
  });

  it('takes line breaks and tabs in a text of several lines, never other control characters', async () => {
    const lines = 'Recogida semanal:\r\n\t- aceite usado\n\t- filtros';
    const taken = await api.unchecked(null, 'POST', '/external/comercialproposal', {
      json: { ...proposal, descripcion: lines },
    });
    expect(taken.status).toBe(200);
    const body = await expectStatus(
      await api.unchecked(null, 'POST', '/external/comercialproposal', {
        json: { ...proposal, descripcion: 'Recogida\u0000' },
      }),
      400,
      'descripcion',
    );
    expect(body.message).toMatch(/^El campo «Qué necesita» contiene caracteres de control/);
  });

  it('refuses them in query parameters, JSON filters and nested fields alike', async () => {
    const admin = 'admin@demo.es' as const;
    await expectStatus(await api.unchecked(admin, 'POST', '/search/services?text=SRV%00'), 400, 'text');
    const filters = encodeURIComponent(JSON.stringify([{ field: 'nombre', value: 'Ana\u0007' }]));
    await expectStatus(
      await api.unchecked(admin, 'POST', `/contacts?filters=${filters}`, { json: [1] }),
      400,
      'filters.0.value',
    );
    await expectStatus(
      await api.unchecked(admin, 'POST', '/ticketsGrid', {
        json: { idDireccionesServicio: directionIds.slice(0, 3), filterText: 'a\u0000b' },
      }),
      400,
      'filterText',
    );
    const mail = await expectStatus(
      await api.unchecked(admin, 'POST', '/sendTickets', {
        json: {
          idDireccionesServicio: directionIds.slice(0, 3),
          toE: ['admin@demo.es'],
          subjectE: 'Hola\r\nBcc: x@y.z',
        },
      }),
      400,
      'subjectE',
    );
    expect(mail.message).toMatch(/saltos de línea/);
  });
});

describe('media types', () => {
  it('answers 415 to a JSON body sent as another type, and takes JSON with its charset', async () => {
    const admin = 'admin@demo.es' as const;
    const text = JSON.stringify({ idDireccionesServicio: directionIds.slice(0, 3), take: 5 });
    for (const [path, body] of [
      ['/ticketsGrid', text],
      ['/admin/logs', JSON.stringify({ take: 5 })],
    ] as const) {
      const refused = await expectStatus(
        await api.unchecked(admin, 'POST', path, { body, headers: { 'Content-Type': 'text/plain' } }),
        415,
      );
      expect(refused).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
      expect(refused.message).toBe(
        'El cuerpo de la petición debe enviarse como application/json, no como text/plain.',
      );
    }
    const taken = await api.unchecked(admin, 'POST', '/ticketsGrid', {
      body: text,
      headers: { 'Content-Type': 'Application/JSON; charset=utf-8' },
    });
    expect(taken.status).toBe(200);
    // An upload sent as JSON, and a body without a type.
    await expectStatus(
      await api.unchecked(admin, 'POST', '/uploadFileWeb?folder=1/MISDOCUMENTOS', { json: { file: 'x' } }),
      415,
    );
    await expectStatus(
      await api.unchecked(admin, 'POST', '/ticketsGrid', {
        body: text,
        headers: { 'Content-Length': String(text.length) },
      }),
      415,
    );
  });
});

describe('required properties', () => {
  it('answers 400 naming the missing property before looking up the user', async () => {
    const unknownUser = '00000000-0000-4000-8000-000000000000';
    await expectStatus(
      await api.unchecked('superadmin@demo.es', 'POST', '/updateUser', {
        json: { oid: unknownUser, givenName: 'Ana', familyName: 'López', empresa: 'Demo', role: 0 },
      }),
      400,
      'activo',
    );
    await expectStatus(
      await api.unchecked('superadmin@demo.es', 'POST', '/admin/insertpermisions', {
        json: { oid: unknownUser },
      }),
      400,
      'clientIds',
    );
    await expectStatus(
      await api.unchecked('superadmin@demo.es', 'POST', '/admin/updateclient', {
        json: { clientId: 1, client: 'Hoteles Costa Azul S.L.', digitalized: false },
      }),
      400,
      'regenera',
    );
  });
});

describe('pages', () => {
  it('answers at most the largest page when asked for every row (take 0)', async () => {
    const [all] = await api.db.select({ n: count() }).from(tickets);
    expect(all?.n).toBeGreaterThan(largestPage);
    const response = await api
      .as('admin@demo.es')
      .POST('/ticketsGrid', { body: { idDireccionesServicio: directionIds, take: 0 } });
    const page = (await response.json()) as { items: unknown[]; total: number };
    expect(response.status).toBe(200);
    expect(page.items).toHaveLength(largestPage);
    expect(page.total).toBe(all?.n);
    const tooMany = await api.unchecked('admin@demo.es', 'POST', '/ticketsGrid', {
      json: { idDireccionesServicio: directionIds, take: largestPage + 1 },
    });
    await expectStatus(tooMany, 400, 'take');
  });
});
