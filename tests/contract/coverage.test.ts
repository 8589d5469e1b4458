/**
 * The contract covers exactly the operations the portal calls (tests/fixtures/endpoints.tsv), and
 * every operation follows the contract's conventions.
 */
import { describe, expect, it } from 'vitest';
import { largestPage } from '../../server/lib/grid';
import { booleanQueryParameters, jsonQueryParameters } from '../../server/lib/queryPreprocess';
import { bundledSpec, endpointList, operationsOf } from './spec';

const operations = operationsOf(bundledSpec);
const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

const tagOfArea: Record<string, string> = {
  'Files and search': 'search',
  'Tickets and services': 'tickets',
  Contacts: 'contacts',
  'Structure lookups': 'structure',
  Documents: 'documents',
  Files: 'files',
  Requests: 'requests',
  Reports: 'reports',
  Regenera: 'regenera',
  'Notifications and menus': 'notifications',
  'Client configuration': 'clientConfig',
  Admin: 'admin',
  Statistics: 'statistics',
};

const publicOperations = new Set(['externalComercialProposal']);
/**
 * Operations the portal adds to the spec's list, each for a need the spec states but gives no call
 * for. GET /requestpermissions: the client screens hide 'create' from users off the request
 * permission lists (docs/product-rules.md#access), whose only listed reads are admin operations. GET
 * /getclientemenu: the navigation honours the client menus an admin saves with POST /clientemenu, which has
 * no read. GET /getclientemenureports: likewise the read of what POST /clientemenureports saves, so the admin
 * form starts from a client's current reports submenu instead of retyping it blind. GET
 * /regenera/GetTrazabilidadReference and POST /regenera/ExportTrazabilidad: traceability is a grid like the
 * others, whose references open in a detail (certificate, pickup, documents) and whose filtered list exports
 * to .xlsx; the spec lists only its page and reopen calls. GET /admin/banners and DELETE
 * /admin/deletehomebanner: banners are managed with their audience and days, including the ones not
 * shown today, and a home banner can be deleted as a services one can. POST /admin/resendinvitation and
 * /admin/revokeinvitation: a user is invited to set their own password, and the invitation is resent or
 * withdrawn from the users list. GET /admin/centers: a client's whole center tree, digitalized or not, for
 * the administration (the structure reads are scoped to a user and to normal clients). POST
 * /weightTicketsSend: every document list is sent by e-mail, weight tickets too (the spec lists sends for
 * the other four). POST /homeattention: the home says what needs the client's attention (overdue
 * invoices, pro-formas to answer, open requests), each count its list's total, in one call. GET
 * /savedViews, POST /savedView, DELETE /deleteSavedView: the lists remember a user's named views
 * (filters, sort, columns), which the spec has no call for.
 */
const portalAdditions = new Set([
  'GET /requestpermissions',
  'GET /getclientemenu',
  'GET /getclientemenureports',
  'GET /regenera/GetTrazabilidadReference',
  'POST /regenera/ExportTrazabilidad',
  'GET /admin/banners',
  'DELETE /admin/deletehomebanner',
  'POST /admin/resendinvitation',
  'POST /admin/revokeinvitation',
  'GET /admin/centers',
  'POST /weightTicketsSend',
  'POST /homeattention',
  'GET /savedViews',
  'POST /savedView',
  'DELETE /deleteSavedView',
]);
const errorRef = '#/components/schemas/ErrorResponse';

describe('contract coverage', () => {
  it('has every listed operation and no other', () => {
    const listed = new Set(endpointList.map((row) => key(row.method, row.path)));
    const specified = new Set(operations.map((op) => key(op.method, op.path)));
    const missing = [...listed].filter((op) => !specified.has(op));
    const extra = [...specified].filter((op) => !listed.has(op) && !portalAdditions.has(op));

    const covered = listed.size - missing.length;
    console.log(`contract coverage: ${covered}/${listed.size} operations`);
    expect(missing, 'listed in endpoints.tsv but missing from openapi/').toEqual([]);
    expect(extra, 'in openapi/ but not listed in endpoints.tsv').toEqual([]);
    expect(listed.size).toBe(157);
  });

  it('gives each operation a unique operationId that reads as its path', () => {
    const ids = operations.map((op) => op.operation.operationId ?? '');
    expect(ids.filter((id) => id === '')).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);

    // `/admin/createclient` -> adminCreateClient; a second method on one path adds save/delete.
    const unreadable = operations.filter(({ path, operation }) => {
      const flatPath = path.replaceAll('/', '').toLowerCase();
      const id = (operation.operationId ?? '').toLowerCase();
      return id !== flatPath && id.replace(/save|delete/, '') !== flatPath;
    });
    expect(unreadable.map((op) => op.operation.operationId)).toEqual([]);
  });

  it('tags each operation with its area', () => {
    const wrong = endpointList.filter((row) => {
      const op = bundledSpec.paths[row.path]?.[row.method];
      return op?.tags?.length !== 1 || op.tags[0] !== tagOfArea[row.area];
    });
    expect(wrong).toEqual([]);
  });

  it('requires the bearer token everywhere but the public proposal form', () => {
    expect(bundledSpec.security).toEqual([{ bearer: [] }]);
    const anonymous = operations
      .filter((op) => op.operation.security !== undefined)
      .map((op) => ({ id: op.operation.operationId, security: op.operation.security }));
    expect(anonymous).toEqual([{ id: 'externalComercialProposal', security: [] }]);
  });

  it('answers errors with the one error schema', () => {
    const problems = operations.flatMap(({ operation }) => {
      const id = operation.operationId ?? '';
      // `default`: every other error (405, 414, 500...) has the same body (openapi/plugins/errors.js).
      const required = publicOperations.has(id)
        ? ['400', '413', 'default']
        : ['400', '401', '403', 'default'];
      const missing = required.filter((status) => !operation.responses[status]);
      const foreign = Object.entries(operation.responses)
        .filter(([status]) => status.startsWith('4') || status.startsWith('5') || status === 'default')
        .filter(([, response]) => response.content?.['application/json']?.schema?.$ref !== errorRef)
        .map(([status]) => status);
      return [
        ...missing.map((s) => `${id}: no ${s}`),
        ...foreign.map((s) => `${id}: ${s} not ErrorResponse`),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('pages every collection as { items, total }', () => {
    const schemas = bundledSpec.components.schemas;
    const pageNames = Object.keys(schemas).filter((name) => name.endsWith('Page'));
    expect(pageNames.length).toBeGreaterThan(20);
    const malformed = pageNames.filter((name) => {
      const schema = schemas[name];
      return !(schema?.required?.includes('items') && schema.required.includes('total'));
    });
    expect(malformed).toEqual([]);

    // A JSON success response that is a bare array is not a page.
    const bareArrays = operations.filter(({ operation }) =>
      Object.entries(operation.responses).some(
        ([status, response]) =>
          status.startsWith('2') && response.content?.['application/json']?.schema?.type === 'array',
      ),
    );
    expect(bareArrays.map((op) => op.operation.operationId)).toEqual([]);
  });

  it('serves every binary response with a Content-Disposition header', () => {
    const missing = operations.flatMap(({ operation }) =>
      Object.entries(operation.responses)
        .filter(([status, response]) => status.startsWith('2') && response.content)
        .filter(([, response]) => Object.keys(response.content ?? {}).some((type) => !type.includes('json')))
        .filter(([, response]) => !response.headers?.['Content-Disposition'])
        .map(() => operation.operationId),
    );
    expect(missing).toEqual([]);
  });

  it('names every component once (no bundler-renamed duplicates)', () => {
    const renamed = Object.keys(bundledSpec.components.schemas).filter((name) => /-\d+$/.test(name));
    expect(renamed).toEqual([]);
  });

  it('maps exactly the contract’s boolean query parameters in the server’s query preprocess', () => {
    const booleans = new Set<string>();
    for (const { operation } of operations) {
      for (const parameter of operation.parameters ?? []) {
        const type = parameter.schema?.type;
        const isBoolean = type === 'boolean' || (Array.isArray(type) && type.includes('boolean'));
        if (parameter.in === 'query' && isBoolean) booleans.add(parameter.name);
      }
    }
    expect([...booleanQueryParameters].sort()).toEqual([...booleans].sort());
  });

  it('declares structured query parameters as JSON, and the server’s query preprocess parses exactly those', () => {
    const json = new Set<string>();
    for (const { operation } of operations) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in !== 'query') continue;
        const type = [parameter.schema?.type ?? []].flat();
        // The client writes any array or object in the query as JSON (src/api/queryString.ts).
        expect(
          type.includes('array') || type.includes('object'),
          `${operation.operationId} ${parameter.name}`,
        ).toBe(false);
        const content = (parameter as { content?: Record<string, unknown> }).content;
        if (content) {
          expect(Object.keys(content), `${operation.operationId} ${parameter.name}`).toEqual([
            'application/json',
          ]);
          json.add(parameter.name);
        }
      }
    }
    expect([...jsonQueryParameters].sort()).toEqual([...json].sort());
  });

  it('caps every page: each `take` of the contract goes up to the server’s largest page', () => {
    const text = JSON.stringify(bundledSpec);
    const takes = [...text.matchAll(/"take":\{[^}]*\}|"name":"take"[^}]*"schema":\{[^}]*\}/g)].map(
      (m) => m[0],
    );
    expect(takes.length).toBeGreaterThan(10);
    for (const take of takes) expect(take).toContain(`"maximum":${largestPage}`);
  });

  it('never both requires a property and gives it a default (the generated validator would fill it)', () => {
    type Node = {
      $ref?: string;
      default?: unknown;
      required?: string[];
      properties?: Record<string, Node>;
      items?: Node;
      allOf?: Node[];
      oneOf?: Node[];
      anyOf?: Node[];
    };
    const components = bundledSpec.components.schemas as Record<string, Node>;
    const resolve = (node: Node): Node =>
      node.$ref
        ? { ...resolve(components[node.$ref.split('/').pop() ?? ''] ?? {}), ...node, $ref: undefined }
        : node;
    const both: string[] = [];
    const visit = (node: Node, where: string, seen: Set<Node>) => {
      const schema = resolve(node);
      if (seen.has(schema)) return;
      seen.add(schema);
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(name) && resolve(property).default !== undefined)
          both.push(`${where}.${name}`);
        visit(property, `${where}.${name}`, seen);
      }
      for (const part of [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])])
        visit(part, where, seen);
      if (schema.items) visit(schema.items, `${where}[]`, seen);
    };
    for (const { operation } of operations) {
      for (const content of Object.values(operation.requestBody?.content ?? {}))
        if (content.schema) visit(content.schema as Node, String(operation.operationId), new Set());
    }
    expect(both).toEqual([]);
  });
});

describe('generated hooks', () => {
  it('makes every POST that reads a page or report a query, and nothing else', async () => {
    const { postQueryOperations } = await import('../../codegen/orval.config');
    const reads = operations
      .filter(({ method, operation }) => {
        // Uploads answer the stored files as a page but change state: they stay mutations.
        if (method !== 'post' || operation.requestBody?.content['multipart/form-data']) return false;
        const ref = operation.responses['200']?.content?.['application/json']?.schema?.$ref ?? '';
        return /Page$|^#\/components\/schemas\/(ReportServicios|AdminArbolCliente)$/.test(ref);
      })
      .map((op) => op.operation.operationId);
    expect([...postQueryOperations].sort()).toEqual(reads.sort());
  });
});
