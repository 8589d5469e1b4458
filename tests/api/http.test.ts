/**
 * The mutator against a real HTTP server on loopback: what every generated call relies on.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { builtinEnvironments } from 'vitest/runtime';
import { exportTickets, ticketsGrid } from '../../src/api/generated/tickets/tickets';
import { ApiError, apiFetch, onUnauthorized, setAccessToken, setApiBaseUrl } from '../../src/api/http';

const xlsxBytes = Buffer.from('PK\u0003\u0004 contenido de prueba de un libro', 'latin1');
const seen: {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
}[] = [];
let validToken = 'token-2';

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  seen.push({
    method: req.method ?? '',
    url: req.url ?? '',
    authorization: req.headers.authorization,
    contentType: req.headers['content-type'],
  });
  const body = await readBody(req);
  switch (req.url) {
    case '/api/echo':
      return json(res, 200, { authorization: req.headers.authorization ?? null });
    case '/api/protected':
      if (req.headers.authorization === `Bearer ${validToken}`) return json(res, 200, { ok: true });
      return json(res, 401, { message: 'El token ha caducado.', code: 'UNAUTHORIZED' });
    case '/api/invalid':
      return json(res, 400, {
        message: 'El campo "toE" debe contener direcciones de correo válidas.',
        code: 'VALIDATION',
        field: 'toE',
        details: [{ field: 'toE', message: 'Correo no válido' }],
      });
    case '/api/crash':
      res.writeHead(502, { 'Content-Type': 'text/html' });
      return res.end('<h1>Bad gateway</h1>');
    case '/api/empty':
      res.writeHead(204);
      return res.end();
    case '/api/upload':
      return json(res, 200, { contentType: req.headers['content-type'] ?? null, length: body.length });
    case '/api/uploadFileWeb?folder=1%2FMISDOCUMENTOS':
      if (req.headers.authorization !== `Bearer ${validToken}`)
        return json(res, 401, { message: 'El token ha caducado.', code: 'UNAUTHORIZED' });
      if (body.length > 4096)
        return json(res, 413, { message: 'El fichero supera el tamaño máximo de 25 MB.', code: 'TOO_LARGE' });
      return json(res, 200, {
        contentType: req.headers['content-type'] ?? null,
        holdsFile: body.includes('filename="nota.txt"') && body.includes('hola, mundo'),
      });
    case '/api/ticketsGrid':
      return json(res, 200, {
        items: [
          {
            ...JSON.parse(body),
            idTicket: 7,
            referencia: 'SRV-2025-000007',
            estado: 'ejecutado',
            fecha: '2025-03-14',
            centro: 'Planta Norte',
            direccionServicio: 'Calle Mayor 1',
            tipoServicio: 'Recogida',
            cantidad: 120,
            unidad: 'kg',
          },
        ],
        total: 1,
      });
    case '/api/exportTickets':
      res.writeHead(200, {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': `attachment; filename="servicios.xlsx"; filename*=UTF-8''Servicios%20a%C3%B1o%202025.xlsx`,
        'Content-Length': String(xlsxBytes.length),
      });
      return res.end(xlsxBytes);
    default:
      return json(res, 404, { message: 'No existe.', code: 'NOT_FOUND' });
  }
}

let server: Server;
let serverOrigin = '';

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serverOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  setApiBaseUrl(`${serverOrigin}/api`);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

afterEach(() => {
  seen.length = 0;
  setAccessToken(null);
  onUnauthorized(null);
  validToken = 'token-2';
});

describe('apiFetch', () => {
  it('adds the bearer header of the current token', async () => {
    setAccessToken('token-1');
    await expect(apiFetch('/echo')).resolves.toEqual({ authorization: 'Bearer token-1' });
  });

  it('sends no Authorization header without a token', async () => {
    await expect(apiFetch('/echo')).resolves.toEqual({ authorization: null });
  });

  it('on 401 runs the refresh exactly once, then still rejects with the original error', async () => {
    setAccessToken('token-1');
    const refresh = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      setAccessToken('token-2');
    });
    onUnauthorized(refresh);

    const results = await Promise.allSettled([apiFetch('/protected'), apiFetch('/protected')]);

    expect(refresh).toHaveBeenCalledTimes(1);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      const error = (result as PromiseRejectedResult).reason;
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 401, message: 'El token ha caducado.', code: 'UNAUTHORIZED' });
    }
    // The refreshed token is what the next call carries.
    await expect(apiFetch('/protected')).resolves.toEqual({ ok: true });
    expect(seen.at(-1)?.authorization).toBe('Bearer token-2');
  });

  it('still rejects with the 401 when the refresh itself fails', async () => {
    onUnauthorized(async () => {
      throw new Error('interaction_required');
    });
    await expect(apiFetch('/protected')).rejects.toMatchObject({ name: 'ApiError', status: 401 });
  });

  it('turns a non-2xx answer into an ApiError with the server message', async () => {
    const error = await apiFetch('/invalid', { method: 'POST' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'El campo "toE" debe contener direcciones de correo válidas.',
      code: 'VALIDATION',
      field: 'toE',
      details: [{ field: 'toE', message: 'Correo no válido' }],
    });
  });

  it('gives a Spanish message when the server sends no error body', async () => {
    const error = await apiFetch('/crash').catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ApiError', status: 502, message: 'Error del servidor (502).' });
    await expect(apiFetch('/missing')).rejects.toMatchObject({ status: 404, message: 'No existe.' });
  });

  it('sends a request from the task after the one that asked for it, not from within it', async () => {
    const sent = vi.spyOn(globalThis, 'fetch');
    try {
      const answer = apiFetch('/echo');
      // Whatever else this task still runs (its microtasks included) runs before the request is sent.
      for (let step = 0; step < 20; step++) await Promise.resolve();
      expect(sent).not.toHaveBeenCalled();
      await expect(answer).resolves.toEqual({ authorization: null });
      expect(sent).toHaveBeenCalledTimes(1);
    } finally {
      sent.mockRestore();
    }
  });

  it('resolves an empty 204 to undefined', async () => {
    await expect(apiFetch('/empty', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('lets fetch write the multipart boundary', async () => {
    const form = new FormData();
    form.append('file', new File(['hola'], 'hola.txt', { type: 'text/plain' }));
    const answer = await apiFetch<{ contentType: string }>('/upload', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data' },
      body: form,
    });
    expect(answer.contentType).toMatch(/^multipart\/form-data; boundary=/);
  });
});

describe('generated fetchers through the mutator', () => {
  it('posts a grid request with the bearer token and returns the typed page', async () => {
    setAccessToken('token-9');
    const page = await ticketsGrid({ position: 0, take: 15, idDireccionesServicio: [3, 4] });

    expect(page.total).toBe(1);
    expect(page.items[0]?.referencia).toBe('SRV-2025-000007');
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/ticketsGrid',
      authorization: 'Bearer token-9',
      contentType: 'application/json',
    });
  });

  it('returns an export as a File named from Content-Disposition, reporting progress', async () => {
    const progress: number[] = [];
    const file = await exportTickets(
      { idDireccionesServicio: [3] },
      { onDownloadProgress: (fraction: number) => progress.push(fraction) },
    );

    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('Servicios año 2025.xlsx');
    expect(file.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(xlsxBytes);
    expect(progress.at(-1)).toBe(1);
  });
});

describe('upload progress (onUploadProgress)', () => {
  // fetch reports no upload progress: with onUploadProgress the mutator uses XMLHttpRequest, which
  // node lacks. The browser's XMLHttpRequest, FormData and File come from jsdom for these tests.
  let teardown: (() => unknown) | undefined;
  beforeAll(async () => {
    // Same origin as the server, as the portal and its API are.
    const env = await builtinEnvironments.jsdom.setup(globalThis, { jsdom: { url: serverOrigin } });
    teardown = () => env.teardown(globalThis);
  });
  afterAll(() => teardown?.());

  const multipart = (content: string) => {
    const form = new FormData();
    form.append('file', new File([content], 'nota.txt', { type: 'text/plain' }));
    return form;
  };

  it('posts the multipart body with the bearer and reports progress up to 1', async () => {
    setAccessToken('token-2');
    const progress: number[] = [];
    const answer = await apiFetch<{ contentType: string; holdsFile: boolean }>(
      '/uploadFileWeb?folder=1%2FMISDOCUMENTOS',
      { method: 'POST', body: multipart('hola, mundo'), onUploadProgress: (f) => progress.push(f) },
    );

    expect(answer.holdsFile).toBe(true);
    expect(answer.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.at(-1)?.authorization).toBe('Bearer token-2');
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((f, i) => f >= 0 && f <= 1 && f >= (progress[i - 1] ?? 0))).toBe(true);
    expect(progress.at(-1)).toBe(1);
  });

  it("rejects a 413 with the server's Spanish message", async () => {
    setAccessToken('token-2');
    const error = await apiFetch('/uploadFileWeb?folder=1%2FMISDOCUMENTOS', {
      method: 'POST',
      body: multipart('x'.repeat(8192)),
      onUploadProgress: () => undefined,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 413,
      code: 'TOO_LARGE',
      message: 'El fichero supera el tamaño máximo de 25 MB.',
    });
  });

  it('on 401 refreshes the token and still rejects with the original error', async () => {
    setAccessToken('token-1');
    const refresh = vi.fn(async () => setAccessToken('token-2'));
    onUnauthorized(refresh);
    const error = await apiFetch('/uploadFileWeb?folder=1%2FMISDOCUMENTOS', {
      method: 'POST',
      body: multipart('hola, mundo'),
      onUploadProgress: () => undefined,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ApiError', status: 401, message: 'El token ha caducado.' });
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
