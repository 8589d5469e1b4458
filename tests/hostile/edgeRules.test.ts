/**
 * The rules behind the HTTP edge, one by one: where the server may listen and when it seeds demo
 * accounts, what the dev server refuses, which origins the portal's policy names, and that a
 * failing handler ends its own request only (on a plain node:http server, so each way of failing
 * can be provoked).
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopbackAddress, readListenSettings, readServerConfig, SettingsError } from '../../server/config';
import { processLogger } from '../../server/operations/logger';
import { devVerdict } from '../../server/web/devPortal';
import { guardRequests } from '../../server/web/requestGuard';
import {
  isLoopbackHost,
  portalContentSecurityPolicy,
  portalOriginsFromEnv,
  strictTransportSecurity,
} from '../../server/web/securityHeaders';

describe('where npm start listens', () => {
  it('loopback by default, on 5443', () => {
    expect(readListenSettings({})).toEqual({ host: '127.0.0.1', port: 5443, network: false });
    expect(readListenSettings({ HOST: '::1', PORT: '8443' })).toEqual({
      host: '::1',
      port: 8443,
      network: false,
    });
  });

  it('a host other machines can reach needs ALLOW_NETWORK=1, and says so in Spanish and English', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.10', 'portal.example.com']) {
      expect(() => readListenSettings({ HOST: host })).toThrow(SettingsError);
      expect(() => readListenSettings({ HOST: host })).toThrow(/ALLOW_NETWORK=1.*ALLOW_NETWORK=1/s);
      expect(() => readListenSettings({ HOST: host })).toThrow(/otras máquinas.*other machines/s);
      expect(() => readListenSettings({ HOST: host, ALLOW_NETWORK: 'true' })).toThrow(SettingsError);
      expect(readListenSettings({ HOST: host, ALLOW_NETWORK: '1' })).toMatchObject({ host, network: true });
    }
  });

  it('loopback is localhost, 127.0.0.0/8 and ::1 only', () => {
    for (const host of ['localhost', '127.0.0.1', '127.10.0.3', '::1', '[::1]'])
      expect(isLoopbackAddress(host)).toBe(true);
    for (const host of ['0.0.0.0', '::', '128.0.0.1', '127.0.0.1.example.com', 'localhost.example.com'])
      expect(isLoopbackAddress(host)).toBe(false);
  });

  it('a port that is not one is refused', () => {
    for (const PORT of ['abc', '70000', '-1', '44.3'])
      expect(() => readListenSettings({ PORT })).toThrow(SettingsError);
  });
});

describe('demo data seeding', () => {
  it('the embedded database always; a DATABASE_URL server only with SEED_DEMO=1', () => {
    expect(readServerConfig({}).seedDemo).toBe(true);
    expect(readServerConfig({ DATABASE_URL: 'postgres://db/portal' }).seedDemo).toBe(false);
    expect(readServerConfig({ DATABASE_URL: 'postgres://db/portal', SEED_DEMO: 'yes' }).seedDemo).toBe(false);
    expect(readServerConfig({ DATABASE_URL: 'postgres://db/portal', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });
});

describe('what the dev server refuses', () => {
  const context = {
    root: '/proj',
    depsPrefix: '/node_modules/.vite/deps/',
    privateDirs: ['/proj/.data', '/proj/.data/storage', '/proj/datos'],
  };

  it.each([
    ['/.data/identity/identity-signing-keys.json', 'refuse'],
    ['/.data/identity/identity-signing-keys.json?raw', 'refuse'],
    ['/%2edata/identity/identity-cookie-keys.json', 'refuse'],
    ['/src/../.data/db/PG_VERSION', 'refuse'],
    ['/@fs/proj/.data/tls/localhost-key.pem', 'refuse'],
    ['/@fs//proj/datos/identity/x.json', 'refuse'],
    ['/@id//proj/datos/identity/x.json', 'refuse'],
    ['/datos/identity/identity-signing-keys.json', 'refuse'],
    ['/src/x.ts?import=/datos/identity/x.json', 'serve'],
    ['/.env', 'refuse'],
    ['/.git/config', 'refuse'],
    ['/node_modules/.vite/deps/react.js?v=1', 'serve'],
    ['/node_modules/.vite/deps/../../../.data/identity/x.json', 'refuse'],
    ['/node_modules/.cache/x', 'refuse'],
    ['/src/main.tsx', 'serve'],
    ['/@vite/client', 'serve'],
    ['/services', 'serve'],
    ['/%', 'bad'],
    ['/%00', 'bad'],
  ])('%s: %s', (target, verdict) => {
    expect(devVerdict(target, context)).toBe(verdict);
  });
});

describe("the portal's policy", () => {
  it('names the map tiles, and the API and tenant when they live elsewhere', () => {
    expect(portalOriginsFromEnv({})).toEqual({
      mapTiles: 'https://tile.openstreetmap.org',
      api: null,
      authority: null,
    });
    const elsewhere = portalOriginsFromEnv({
      VITE_MAP_TILES: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
      VITE_API_BASE_URL: 'https://api.example.com/v1',
      VITE_B2C_AUTHORITY_BASE: 'https://tenant.b2clogin.com/tenant.onmicrosoft.com',
    });
    expect(elsewhere).toEqual({
      mapTiles: 'https://*.tiles.example.com',
      api: 'https://api.example.com',
      authority: 'https://tenant.b2clogin.com',
    });
    const csp = portalContentSecurityPolicy(elsewhere);
    expect(csp).toContain("img-src 'self' data: blob: https://*.tiles.example.com");
    expect(csp).toContain("connect-src 'self' https://api.example.com https://tenant.b2clogin.com");
    expect(csp).toContain("frame-src 'self' https://tenant.b2clogin.com");
    expect(portalOriginsFromEnv({ VITE_MAP_TILES: 'none', VITE_API_BASE_URL: '/api' })).toMatchObject({
      mapTiles: null,
      api: null,
    });
  });

  it("scripts from the portal only, never eval; inline ones only in dev (Vite's React Refresh preamble)", () => {
    const origins = portalOriginsFromEnv({});
    expect(portalContentSecurityPolicy(origins)).toMatch(/script-src 'self';/);
    expect(portalContentSecurityPolicy(origins, { dev: true })).not.toContain('unsafe-eval');
    expect(portalContentSecurityPolicy(origins, { dev: true })).toMatch(/script-src [^;]*'unsafe-inline'/);
  });

  it('HSTS everywhere but on loopback hosts', () => {
    for (const host of ['localhost:5443', '127.0.0.1', '[::1]:5443', 'portal.localhost'])
      expect(isLoopbackHost(host), host).toBe(true);
    expect(strictTransportSecurity('localhost:5443')).toEqual({});
    expect(strictTransportSecurity('portal.example.com')).toEqual({
      'Strict-Transport-Security': 'max-age=31536000',
    });
    expect(strictTransportSecurity(undefined)).toEqual({ 'Strict-Transport-Security': 'max-age=31536000' });
  });
});

describe('a failing handler ends its own request only', () => {
  let server: Server;
  let port: number;
  const errors: unknown[] = [];
  const originalError = processLogger.error;

  beforeAll(async () => {
    // The guard logs each failure: collected here rather than printed.
    processLogger.error = ((...args: unknown[]) => errors.push(args)) as typeof processLogger.error;
    server = createServer(
      guardRequests(async (req, res) => {
        if (req.url === '/throws') throw new Error('sync');
        if (req.url === '/rejects') {
          await new Promise((resolve) => setTimeout(resolve, 5));
          throw new URIError('URI malformed');
        }
        if (req.url === '/fails-midway') {
          res.writeHead(200, { 'Content-Type': 'text/plain' });
          res.write('half of it');
          await new Promise((resolve) => setTimeout(resolve, 5));
          throw new Error('midway');
        }
        res.end('ok');
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    processLogger.error = originalError;
    await new Promise((resolve) => server.close(resolve));
  });

  const get = (path: string) =>
    new Promise<{ status: number; body: string; aborted: boolean }>((resolve) => {
      const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, aborted: false }));
        res.on('error', () => resolve({ status: res.statusCode ?? 0, body, aborted: true }));
        res.on('aborted', () => resolve({ status: res.statusCode ?? 0, body, aborted: true }));
      });
      req.on('error', () => resolve({ status: 0, body: '', aborted: true }));
      req.end();
    });

  it('a throw or a rejection before the answer: 500 with the ErrorResponse body, logged', async () => {
    for (const path of ['/throws', '/rejects']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(500);
      expect(JSON.parse(answer.body)).toEqual({
        message: 'Error interno del servidor. Inténtelo de nuevo más tarde.',
        code: 'INTERNAL',
      });
    }
    expect(errors).toHaveLength(2);
    expect((await get('/')).body).toBe('ok');
  });

  it('a failure once the answer started: that connection is cut, the next request is served', async () => {
    const answer = await get('/fails-midway');
    expect(answer.aborted).toBe(true);
    expect(answer.body).toBe('half of it');
    expect((await get('/')).body).toBe('ok');
  });
});
