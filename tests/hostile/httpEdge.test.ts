/**
 * A server that no request can stop or fool, over real sockets against the started
 * stack (server/testing/startedStack.ts: portal, API and identity provider on one HTTPS port, in
 * this process, so a crash of the server is a crash of this test). Every hostile case gets a 4xx
 * (or, where HTTP allows nothing else, a closed connection), never a 5xx, and the server still
 * answers a normal request afterwards.
 */
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceDirections } from '../../server/db/schema';
import {
  indexMarker,
  type RawAnswer,
  type StartedStack,
  startStackForTests,
  testAssetPath,
} from '../../server/testing/startedStack';

let stack: StartedStack;

beforeAll(async () => {
  stack = await startStackForTests();
}, 240_000);

afterAll(async () => {
  await stack?.close();
});

const request = (target: string, method = 'GET', headers = 'Host: localhost\r\n') =>
  `${method} ${target} HTTP/1.1\r\n${headers}\r\n`;

/** A 4xx, or no answer at all with the connection closed: what a refused request may get. */
function expectRefused(answer: RawAnswer, label: string): void {
  if (answer.status === null) {
    expect(answer.closed, `${label}: neither answered nor closed`).toBe(true);
    return;
  }
  expect(answer.status, `${label}: ${answer.statusLine} ${answer.body.slice(0, 200)}`).toBeGreaterThanOrEqual(
    400,
  );
  expect(answer.status, `${label}: ${answer.statusLine} ${answer.body.slice(0, 200)}`).toBeLessThan(500);
}

/** No answer may carry what lives outside dist: key material or the build's metadata. */
function expectNothingPrivate(answer: RawAnswer | { body: string }, label: string): void {
  expect(answer.body, label).not.toMatch(
    /"kty"|"keys"|BEGIN (RSA |EC )?PRIVATE KEY|root:x:0|"file":"assets\//,
  );
}

describe('malformed requests', () => {
  const cases: [string, string | Buffer][] = [
    ['request line without target', 'GET\r\n\r\n'],
    ['unknown protocol version', 'GET / HTTP/9.9\r\nHost: localhost\r\n\r\n'],
    ['not HTTP at all', 'HELLO WORLD\r\n\r\n'],
    ['lower-case method', 'get / HTTP/1.1\r\nHost: localhost\r\n\r\n'],
    ['unknown method', 'FROB /api/getClients HTTP/1.1\r\nHost: localhost\r\n\r\n'],
    ['space inside the target', 'GET /a b HTTP/1.1\r\nHost: localhost\r\n\r\n'],
    ['control character in the target', 'GET /\u0001 HTTP/1.1\r\nHost: localhost\r\n\r\n'],
    ['NUL byte in the target', Buffer.from('GET /\0 HTTP/1.1\r\nHost: localhost\r\n\r\n', 'latin1')],
    ['binary garbage', Buffer.from([0x16, 0x03, 0x01, 0x00, 0xff, 0x00, 0x13, 0x37, 0x0d, 0x0a, 0x0d, 0x0a])],
    ['HTTP/1.1 without Host', 'GET / HTTP/1.1\r\n\r\n'],
    ['API call with an invalid Host', 'GET /api/getClients HTTP/1.1\r\nHost: a b/c\r\n\r\n'],
    [
      'API call with two Hosts',
      'GET /api/getClients HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\n\r\n',
    ],
    ['header without a colon', 'GET / HTTP/1.1\r\nHost: localhost\r\nNoColonHere\r\n\r\n'],
    ['header name with a space', 'GET / HTTP/1.1\r\nHost: localhost\r\nBad Name: x\r\n\r\n'],
    ['control character in a header value', 'GET / HTTP/1.1\r\nHost: localhost\r\nX-A: a\u0007b\r\n\r\n'],
    ['obsolete line folding', 'GET / HTTP/1.1\r\nHost: localhost\r\nX-A: a\r\n b\r\n\r\n'],
    [
      'two different Content-Lengths',
      'POST /api/getClients HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab',
    ],
    [
      'Content-Length and Transfer-Encoding (smuggling)',
      'POST /api/ticketsGrid HTTP/1.1\r\nHost: localhost\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ],
    [
      'broken chunk size',
      'POST /api/ticketsGrid HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
    ],
    [
      'negative Content-Length',
      'POST /api/ticketsGrid HTTP/1.1\r\nHost: localhost\r\nContent-Length: -1\r\n\r\n',
    ],
    ['asterisk target', 'OPTIONS * HTTP/1.1\r\nHost: localhost\r\n\r\n'],
    ['authority-form target outside CONNECT', 'GET localhost:443 HTTP/1.1\r\nHost: localhost\r\n\r\n'],
    ['CONNECT tunnel', 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'],
  ];

  it.each(cases)('%s: refused, and the server answers normally after', async (label, bytes) => {
    expectRefused(await stack.raw(bytes), label);
    await stack.answersNormally();
  });

  it('oversized headers: 431, then normal answers', async () => {
    const big = await stack.raw(request('/', 'GET', `Host: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n`));
    expect(big.status).toBe(431);
    expect(JSON.parse(big.body)).toMatchObject({ code: 'TOO_LARGE' });
    const many = Array.from({ length: 1500 }, (_, i) => `X-H${i}: ${i}\r\n`).join('');
    expectRefused(await stack.raw(request('/', 'GET', `Host: localhost\r\n${many}`)), 'many headers');
    await stack.answersNormally();
  });

  it('plain HTTP on the TLS port: the connection closes, nothing else happens', async () => {
    const { connect } = await import('node:net');
    const socket = connect(stack.port, '127.0.0.1');
    socket.on('error', () => {});
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await new Promise((resolve) => {
      socket.on('close', resolve);
      setTimeout(() => resolve(socket.destroy()), 5000).unref();
    });
    await stack.answersNormally();
  });
});

describe('bad percent-encoding and odd targets', () => {
  const targets = [
    '/%',
    '/%zz',
    '/%c0%ae%c0%ae/',
    '/%ff',
    '/%00',
    '/services/%',
    '/assets/%',
    '/api/%',
    '/api/%zz',
    '/api/getClients%',
    '/portalclientes/%',
    '/portalclientes/b2c_1_signin/%zz',
    '/portalclientes/b2c_1_signin/oauth2/v2.0/authorize?client_id=%',
  ];

  it.each(targets)('GET %s: a 4xx, never a 5xx or a crash', async (target) => {
    const answer = await stack.raw(request(target));
    expectRefused(answer, target);
    await stack.answersNormally();
  });

  it('an overlong target is a 414 (or 431 from the parser), wherever it points', async () => {
    for (const target of [`/${'a'.repeat(9000)}`, `/api/${'a'.repeat(9000)}`, `/?q=${'%zz'.repeat(3000)}`]) {
      const answer = await stack.raw(request(target));
      expect([414, 431], target.slice(0, 20)).toContain(answer.status);
    }
    await stack.answersNormally();
  });

  it('absolute-form targets are routed by their path (and authenticated as such)', async () => {
    const api = await stack.raw(request('https://localhost/api/getUsersB2C'));
    expect(api.status).toBe(401);
    const head = await stack.raw(request('https://elsewhere.example/api/getUsersB2C', 'HEAD'));
    expect(head.status).toBe(405);
    const metadata = await stack.raw(request('http://localhost/.vite/manifest.json'));
    expect(metadata.status).toBe(404);
    const index = await stack.raw(request('https://localhost/services?tab=1'));
    expect(index.status).toBe(200);
    expect(index.body).toContain(indexMarker);
  });

  it('HTTP/1.0, with and without a token, and pipelined requests', async () => {
    const plain = await stack.raw('GET / HTTP/1.0\r\n\r\n');
    expect(plain.status).toBe(200);
    expect(plain.body).toContain(indexMarker);
    const token = await stack.tokenFor('cliente@demo.es');
    const api = await stack.raw(`GET /api/getClients HTTP/1.0\r\nAuthorization: Bearer ${token}\r\n\r\n`);
    expect(api.status).toBe(200);
    const anonymous = await stack.raw('GET /api/getClients HTTP/1.0\r\n\r\n');
    expect(anonymous.status).toBe(401);

    const socket = await stack.connect();
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.write(
      `${request('/api/%')}${request('/%zz')}${request('/', 'GET', 'Host: localhost\r\nConnection: close\r\n')}`,
    );
    await new Promise((resolve) => socket.on('close', resolve));
    const statuses = [
      ...Buffer.concat(received)
        .toString('latin1')
        .matchAll(/HTTP\/1\.1 (\d{3})/g),
    ].map((m) => m[1]);
    expect(statuses).toEqual(['404', '400', '200']);
  });
});

describe('nothing private is served', () => {
  const refused = [
    '/.vite/manifest.json',
    '/.vite/chunk-modules.json',
    '/%2evite/manifest.json',
    '/assets/../.vite/manifest.json',
    '/assets/%2e%2e/.vite/manifest.json',
    '/.env',
    '/.git/config',
    '/../data/identity/identity-signing-keys.json',
    '/%2e%2e/data/identity/identity-signing-keys.json',
    '/..%2fdata%2fidentity%2fidentity-signing-keys.json',
    '/..%5cdata%5cidentity%5cidentity-signing-keys.json',
    '/assets/..%2f..%2fdata/tls/localhost-key.pem',
    '/favicon.ico',
    '/assets/missing.js',
    '/robots.txt',
  ];

  it.each(refused)('GET %s (sent as is): 404, nothing from outside dist', async (target) => {
    const answer = await stack.raw(request(target));
    expect(answer.status, `${target}: ${answer.body.slice(0, 120)}`).toBe(404);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'NOT_FOUND' });
    expectNothingPrivate(answer, target);
  });

  it('client routes get the index; real assets are served with long caching', async () => {
    for (const target of ['/', '/services', '/administration/admin-dashboard?tab=centros', '/index.html']) {
      const answer = await stack.call('GET', target);
      expect(answer.status, target).toBe(200);
      expect(answer.text(), target).toContain(indexMarker);
      expect(answer.headers['cache-control'], target).toBe('no-cache');
    }
    const asset = await stack.call('GET', testAssetPath);
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toMatch(/^text\/javascript/);
    expect(asset.headers['cache-control']).toContain('immutable');
    const head = await stack.raw(request(testAssetPath, 'HEAD'));
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });

  it('the portal answers GET and HEAD only', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PROPFIND']) {
      const answer = await stack.raw(
        request('/services', method, 'Host: localhost\r\nContent-Length: 0\r\n'),
      );
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD');
    }
  });
});

interface ContractOperation {
  operationId: string;
  security?: unknown[];
}

const spec = JSON.parse(
  readFileSync(new URL('../../openapi/dist/openapi.json', import.meta.url), 'utf8'),
) as {
  paths: Record<string, Record<string, ContractOperation>>;
};
const contractPaths = Object.entries(spec.paths).map(([path, item]) => ({
  path,
  methods: Object.keys(item).map((m) => m.toUpperCase()),
  publicMethods: Object.entries(item)
    .filter(([, operation]) => operation.security?.length === 0)
    .map(([m]) => m.toUpperCase()),
}));

describe('authentication fails closed, over the wire, at every path of the contract', () => {
  it('the contract has its one public operation', () => {
    const publicOperations = contractPaths.flatMap((p) => p.publicMethods.map((m) => `${m} ${p.path}`));
    expect(publicOperations).toEqual(['POST /external/comercialproposal']);
    // /api/docs is the public reference, answered before the API: no operation may live there.
    expect(contractPaths.filter((p) => p.path === '/docs' || p.path.startsWith('/docs/'))).toEqual([]);
  });

  it('HEAD, OPTIONS and methods it does not declare: 405 with Allow, no handler run', async () => {
    for (const { path, methods } of contractPaths) {
      for (const method of ['HEAD', 'OPTIONS', 'PUT', 'PATCH', 'PROPFIND']) {
        if (methods.includes(method)) continue;
        const answer = await stack.call(method, `/api${path}`);
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.allow, `${method} ${path}`).toBe(methods.join(', '));
        if (method !== 'HEAD')
          expect(answer.json(), `${method} ${path}`).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
      }
    }
  }, 240_000);

  it('HEAD with a valid token is refused too (HEAD is not GET here)', async () => {
    const answer = await stack.call('HEAD', '/api/getClients', { as: 'admin@demo.es' });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET');
  });

  it('declared operations with no token, or a token that is not one: 401, never 2xx or 5xx', async () => {
    for (const { path, methods, publicMethods } of contractPaths) {
      for (const method of methods) {
        if (publicMethods.includes(method)) continue;
        const attempts: Record<string, string>[] = [
          {},
          { authorization: 'Bearer not.a.token' },
          { authorization: 'Basic YTpi' },
        ];
        for (const headers of attempts) {
          const answer = await stack.call(method, `/api${path}`, { headers });
          expect(answer.status, `${method} ${path}`).toBe(401);
          expect(answer.headers['cache-control']).toBe('no-store');
          expect(answer.headers['x-content-type-options']).toBe('nosniff');
        }
      }
    }
  }, 240_000);

  it('an unknown API path is 404 whatever the method, with or without a token', async () => {
    for (const method of ['GET', 'POST', 'HEAD', 'OPTIONS', 'DELETE']) {
      for (const path of [
        '/api',
        '/api/',
        '/api/nope',
        '/api/getClients/',
        '/api/GETCLIENTS',
        '/api/getClients/..',
        '/api/docsx',
        '/api/DOCS',
        '/api/%64ocs',
      ]) {
        const anonymous = await stack.call(method, path);
        const signed = await stack.call(method, path, { as: 'admin@demo.es' });
        for (const answer of [anonymous, signed]) {
          expect(answer.status === 404 || answer.status === 401, `${method} ${path}: ${answer.status}`).toBe(
            true,
          );
        }
      }
    }
  });
});

describe('the API reference at /api/docs: public, and nothing else with it', () => {
  const docs = [
    '/api/docs',
    '/api/docs/',
    '/api/docs/inicio.js',
    '/api/docs/scalar.js',
    '/api/docs/openapi.json',
  ];

  it("the page and what it loads answer without a token, under the reference's own policy", async () => {
    for (const path of docs) {
      const answer = await stack.call('GET', path);
      expect(answer.status, path).toBe(200);
      const csp = String(answer.headers['content-security-policy']);
      for (const directive of [
        "default-src 'none'",
        "script-src 'self'",
        "connect-src 'self'",
        "frame-ancestors 'self'",
      ])
        expect(csp, path).toContain(directive);
      expect(csp, path).not.toContain('unsafe-eval');
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
      expect(answer.headers['strict-transport-security'], path).toBeUndefined();
    }
    const page = await stack.call('GET', '/api/docs');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text()).toContain('<html lang="es">');
    expect(page.text()).toContain('<title>Referencia de la API · Portal Clientes</title>');
    expect(page.text()).not.toMatch(/https?:\/\/(?!localhost)/);
    const contract = await stack.call('GET', '/api/docs/openapi.json');
    expect(contract.json()).toEqual(spec);
    const scalar = await stack.call('GET', '/api/docs/scalar.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(scalar.headers['content-encoding']).toBe('gzip');
    const again = await stack.call('GET', '/api/docs/scalar.js', {
      headers: { 'if-none-match': String(scalar.headers.etag) },
    });
    expect(again.status).toBe(304);
    const head = await stack.raw(request('/api/docs', 'HEAD'));
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });

  it('answers GET and HEAD only', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
      const answer = await stack.raw(
        request('/api/docs/openapi.json', method, 'Host: localhost\r\nContent-Length: 0\r\n'),
      );
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD');
    }
  });

  it('anything else under /api/docs is a 404 that reaches neither the API nor a file', async () => {
    const targets = [
      '/api/docs/getClients',
      '/api/docs/../getClients',
      '/api/docs/%2e%2e/getClients',
      '/api/docs/..%2fgetClients',
      '/api/docs/./openapi.json',
      '/api/docs/openapi.json/..',
      '/api/docs//scalar.js',
      '/api/docs/../../.data/identity/identity-signing-keys.json',
      '/api/docs/../../package.json',
      '/api/docs/standalone.js',
      '/api/docs/index.html',
    ];
    for (const target of targets) {
      for (const headers of [
        'Host: localhost\r\n',
        `Host: localhost\r\nAuthorization: Bearer ${await stack.tokenFor('admin@demo.es')}\r\n`,
      ]) {
        const answer = await stack.raw(request(target, 'GET', headers));
        expect(answer.status, target).toBe(404);
        expect(JSON.parse(answer.body), target).toMatchObject({ code: 'NOT_FOUND' });
        expectNothingPrivate(answer, target);
      }
    }
    await stack.answersNormally();
  });

  it('the API behind it still refuses anonymous calls', async () => {
    for (const path of ['/api/getClients', '/api/getUsersB2C', '/api/docs/../getUsersB2C?x=1']) {
      const answer = await stack.call('GET', path);
      expect([401, 404], path).toContain(answer.status);
      expect(answer.text(), path).not.toContain('@demo.es');
    }
  });
});

describe('clients that go away', () => {
  it('mid-headers, mid-body of an upload and mid-JSON body: the rest is served', async () => {
    const token = await stack.tokenFor('gestor@demo.es');
    const midHeaders = await stack.connect();
    midHeaders.end('GET /api/getClients HTTP/1.1\r\nHost: local');

    const midUpload = await stack.connect();
    const boundary = 'hostileboundary';
    midUpload.write(
      `POST /api/uploadFile?folder=1/MISDOCUMENTOS/Subidas&clientDB=1 HTTP/1.1\r\nHost: localhost\r\n` +
        `Authorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: ${10 * 1024 * 1024}\r\n\r\n--${boundary}\r\n` +
        'Content-Disposition: form-data; name="file"; filename="a medias.pdf"\r\nContent-Type: application/pdf\r\n\r\n',
    );
    midUpload.write(Buffer.alloc(1024 * 1024, 0x41));

    const midJson = await stack.connect();
    midJson.write(
      `POST /api/ticketsGrid HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 500\r\n\r\n{"idDireccionesServicio":[1,',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    midUpload.destroy();
    midJson.destroy();
    midHeaders.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await stack.answersNormally();
  });

  it('mid-download of a big asset and of an export: the rest is served', async () => {
    await writeFile(join(stack.distDir, 'assets', 'big-Test1234.js'), Buffer.alloc(8 * 1024 * 1024, 0x20));
    const directions = (
      await stack.stack.db.select({ id: serviceDirections.iddireccionservicio }).from(serviceDirections)
    ).map((d) => d.id);
    const token = await stack.tokenFor('admin@demo.es');
    const exportBody = JSON.stringify({ idDireccionesServicio: directions });
    const downloads = [
      request('/assets/big-Test1234.js'),
      `POST /api/exportTickets HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(exportBody)}\r\n\r\n${exportBody}`,
    ];
    for (const bytes of downloads) {
      const socket = await stack.connect();
      const firstChunk = new Promise<Buffer>((resolve) => socket.once('data', resolve));
      socket.write(bytes);
      expect((await firstChunk).toString('latin1')).toMatch(/^HTTP\/1\.1 200/);
      socket.destroy();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    await stack.answersNormally();
  });
});

describe('security headers', () => {
  it('portal answers: CSP, nosniff, referrer policy, framing; HSTS except on loopback hosts', async () => {
    const local = await stack.call('GET', '/services');
    const csp = String(local.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'self'",
      "frame-src 'self'",
      "connect-src 'self'",
      'https://tile.openstreetmap.org',
    ])
      expect(csp).toContain(directive);
    expect(local.headers['x-content-type-options']).toBe('nosniff');
    expect(local.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(local.headers['strict-transport-security']).toBeUndefined();
    const deployed = await stack.call('GET', testAssetPath, { headers: { host: 'portal.example.com' } });
    expect(deployed.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(deployed.headers['content-security-policy']).toBe(csp);
    const missing = await stack.call('GET', '/favicon.ico');
    expect(missing.headers['content-security-policy']).toBe(csp);
  });

  it('API answers, success or error: nosniff, no-store and an inert CSP', async () => {
    for (const answer of [
      await stack.call('GET', '/api/getClients', { as: 'cliente@demo.es' }),
      await stack.call('GET', '/api/getClients'),
      await stack.call('GET', '/api/nope'),
    ]) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
    }
  });

  it('identity answers: nosniff, no-store, never framed by another site', async () => {
    for (const path of [
      '/portalclientes/B2C_1_signin/v2.0/.well-known/openid-configuration',
      '/portalclientes/b2c_1_signin/oauth2/v2.0/authorize?client_id=nope',
      '/portalclientes/nope',
    ]) {
      const answer = await stack.call('GET', path);
      expect(answer.status, path).toBeLessThan(500);
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
      expect(answer.headers['cache-control'], path).toMatch(/no-store/);
      expect(answer.headers['content-security-policy'], path).toMatch(/frame-ancestors '(self|none)'/);
    }
  });
});
