/** The bundled contract (openapi/dist/openapi.json, written by `npm run codegen`) and the endpoint list. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export const httpMethods: readonly HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

export interface OpenApiOperation {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: { type?: string | string[] } }[];
  requestBody?: { content: Record<string, { schema?: { $ref?: string } }> };
  responses: Record<
    string,
    {
      headers?: Record<string, unknown>;
      content?: Record<string, { schema?: { $ref?: string; type?: string } }>;
    }
  >;
}

export interface OpenApiDocument {
  security?: Record<string, string[]>[];
  tags: { name: string }[];
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>;
  components: {
    schemas: Record<
      string,
      { type?: string | string[]; required?: string[]; properties?: Record<string, unknown> }
    >;
  };
}

export const bundledSpec = JSON.parse(
  readFileSync(`${root}openapi/dist/openapi.json`, 'utf8'),
) as OpenApiDocument;

export interface SpecOperation {
  method: HttpMethod;
  path: string;
  operation: OpenApiOperation;
}

export function operationsOf(spec: OpenApiDocument): SpecOperation[] {
  return Object.entries(spec.paths).flatMap(([path, item]) =>
    httpMethods.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ method, path, operation }] : [];
    }),
  );
}

export interface EndpointRow {
  method: HttpMethod;
  path: string;
  area: string;
}

/** tests/fixtures/endpoints.tsv: the 157 operations the portal calls, as the product spec lists them. */
export const endpointList: EndpointRow[] = readFileSync(`${root}tests/fixtures/endpoints.tsv`, 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [method = '', path = '', area = ''] = line.split('\t');
    return { method: method.toLowerCase() as HttpMethod, path, area };
  });
