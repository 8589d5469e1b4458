/**
 * What the stack sends goes compressed when the request accepts it, over real sockets
 * against the started stack (server/testing/startedStack.ts). The portal's files by the build's
 * brotli and gzip copies (server/web/staticPortal.ts), the API's answers on the fly from 1 KiB
 * (server/web/compression.ts); both decode to exactly what an identity answer carries, and files
 * already compressed (xlsx) are sent as they are.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceDirections } from '../../server/db/schema';
import {
  type HttpAnswer,
  type StartedStack,
  startStackForTests,
  testAssetPath,
} from '../../server/testing/startedStack';

let stack: StartedStack;
let directions: number[];

// A script as the build leaves it: the file, and its brotli and gzip copies beside it.
const scriptPath = '/assets/home-Test5678.js';
const script = Buffer.from(
  Array.from({ length: 400 }, (_, i) => `export const value${i} = 'línea ${i} del portal';\n`).join(''),
);

beforeAll(async () => {
  stack = await startStackForTests();
  const file = join(stack.distDir, scriptPath);
  await writeFile(file, script);
  await writeFile(`${file}.br`, brotliCompressSync(script));
  await writeFile(`${file}.gz`, gzipSync(script, { level: 9 }));
  directions = (
    await stack.stack.db.select({ id: serviceDirections.iddireccionservicio }).from(serviceDirections)
  ).map((d) => d.id);
}, 240_000);

afterAll(async () => {
  await stack?.close();
});

const decode = (answer: HttpAnswer): Buffer => {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  expect(encoding).toBeUndefined();
  return answer.body;
};

describe('the portal’s files: the build’s compressed copies', () => {
  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.9', 'br'],
    ['*', 'br'],
  ])('Accept-Encoding %s: %s, decoding to the file', async (accepted, expected) => {
    const answer = await stack.call('GET', scriptPath, { headers: { 'accept-encoding': accepted } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(expected);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(script.length / 3);
    expect(decode(answer).equals(script)).toBe(true);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['no Accept-Encoding', undefined],
    ['identity', 'identity'],
    ['only what the build has no copy of', 'deflate, zstd'],
    ['every copy refused', 'br;q=0, gzip;q=0'],
  ])('%s: the file as it is', async (_label, accepted) => {
    const headers: Record<string, string> = accepted ? { 'accept-encoding': accepted } : {};
    const answer = await stack.call('GET', scriptPath, { headers });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.equals(script)).toBe(true);
    expect(Number(answer.headers['content-length'])).toBe(script.length);
    expect(answer.headers.vary).toBe('Accept-Encoding');
  });

  it('HEAD announces what GET sends, without a body', async () => {
    for (const accepted of ['br', 'gzip', 'identity']) {
      const headers = { 'accept-encoding': accepted };
      const [get, head] = [
        await stack.call('GET', scriptPath, { headers }),
        await stack.call('HEAD', scriptPath, { headers }),
      ];
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      for (const name of ['content-encoding', 'content-length', 'content-type', 'vary', 'cache-control'])
        expect(head.headers[name], `${accepted}: ${name}`).toEqual(get.headers[name]);
    }
  });

  it('a file without copies is sent as it is, with no Vary', async () => {
    const answer = await stack.call('GET', testAssetPath, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toBeUndefined();
    expect(answer.text()).toBe('console.log("portal");\n');
  });
});

describe('the API’s answers: compressed on the fly from 1 KiB', () => {
  const grid = (accepted?: string) =>
    stack.call('POST', '/api/ticketsGrid', {
      as: 'admin@demo.es',
      json: { idDireccionesServicio: directions, position: 0, take: 50 },
      headers: accepted ? { 'accept-encoding': accepted } : {},
    });

  it.each(['br', 'gzip'])('a page of services, %s: decodes to the identity answer', async (accepted) => {
    const plain = await grid();
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(4096);

    const compressed = await grid(accepted);
    expect(compressed.status).toBe(200);
    expect(compressed.headers['content-encoding']).toBe(accepted);
    expect(compressed.headers['content-type']).toMatch(/^application\/json/);
    expect(String(compressed.headers.vary)).toMatch(/Accept-Encoding/);
    expect(compressed.body.length).toBeLessThan(plain.body.length / 3);
    expect(decode(compressed).toString('utf8')).toBe(plain.text());
  });

  it('an answer under 1 KiB goes as it is, with its length', async () => {
    const answer = await stack.call('GET', '/api/getClients', {
      as: 'cliente@demo.es',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeLessThan(1024);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.json()).toHaveProperty('items');
  });

  it('an error answer goes through the same rule: a short one as it is, the Spanish error', async () => {
    const answer = await stack.call('GET', '/api/nope', { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.json()).toMatchObject({ code: 'NOT_FOUND', message: 'La operación solicitada no existe.' });
  });

  it('an xlsx export (a zip already) is streamed as it is, whatever is accepted', async () => {
    const answer = await stack.call('POST', '/api/exportTickets', {
      as: 'admin@demo.es',
      json: { idDireccionesServicio: directions },
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/spreadsheetml/);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('a compressed answer cut short by the client ends that request only', async () => {
    const token = await stack.tokenFor('admin@demo.es');
    const body = JSON.stringify({ idDireccionesServicio: directions, position: 0, take: 300 });
    const socket = await stack.connect();
    const firstChunk = new Promise<Buffer>((resolve) => socket.once('data', resolve));
    socket.write(
      `POST /api/ticketsGrid HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n` +
        `Accept-Encoding: br\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    const head = (await firstChunk).toString('latin1');
    expect(head).toMatch(/^HTTP\/1\.1 200/);
    expect(head).toMatch(/content-encoding: br/i);
    socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await stack.answersNormally();
  });
});
