/**
 * The metrics after a known sequence of calls, scraped as Prometheus would (GET /metrics with the
 * configured bearer token) from the started stack over HTTPS: each count moved by exactly what
 * the calls did, health probes moved none, and the process metrics are there. Counts are read as
 * differences between two scrapes: the registry is the process's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../server/seed/demoAccounts';
import { FleetUser, multipartFile } from '../../server/testing/fleetProcess';
import { type StartedStack, startStackForTests } from '../../server/testing/startedStack';

const token = 'metricas-de-prueba-0123456789';
let stack: StartedStack;

beforeAll(async () => {
  stack = await startStackForTests({ seedTickets: 50, operations: { metrics: { token } } });
}, 120_000);

afterAll(() => stack?.close());

/** The value of one sample of a scrape (0 when absent), labels given in any order. */
function sampleOf(scrape: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of scrape.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{([^}]*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return 0;
}

async function scrape(): Promise<string> {
  const answer = await stack.call('GET', '/metrics', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status).toBe(200);
  expect(String(answer.headers['content-type'])).toMatch(/^text\/plain; version=0\.0\.4/);
  return answer.text();
}

describe('GET /metrics', () => {
  it('is refused without the token, or with another', async () => {
    expect((await stack.call('GET', '/metrics')).status).toBe(401);
    expect(
      (await stack.call('GET', '/metrics', { headers: { authorization: `Bearer ${token}x` } })).status,
    ).toBe(401);
  });

  it('counts what a known sequence of calls did', async () => {
    const before = await scrape();
    for (let i = 0; i < 3; i++)
      expect((await stack.call('GET', '/api/getClients', { as: 'cliente@demo.es' })).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await stack.call('GET', '/api/getClients')).status).toBe(401);
    for (let i = 0; i < 4; i++) expect((await stack.call('GET', '/health/ready')).status).toBe(200);
    expect((await stack.call('GET', '/health/live')).status).toBe(200);

    const content = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(123_456, 0x41)]);
    const upload = multipartFile('metricas.pdf', 'application/pdf', content);
    const uploaded = await stack.call(
      'POST',
      `/api/uploadFileWeb?folder=${encodeURIComponent('1/MISDOCUMENTOS/Metricas')}`,
      {
        as: 'gestor@demo.es',
        headers: { 'content-type': upload.contentType },
        body: upload.body,
      },
    );
    expect(uploaded.status, uploaded.text()).toBe(200);

    // The real sign-in: one success, then wrong passwords until the throttle refuses one.
    const origin = stack.url.replace(/\/$/, '');
    const cliente = demoAccount('cliente@demo.es');
    await new FleetUser(origin, () => stack.port).signIn(cliente.email, cliente.password);
    const guesser = new FleetUser(origin, () => stack.port);
    for (let i = 0; i < 4; i++)
      expect((await guesser.failSignIn('gestor@demo.es', 'NoEsLaClave1')).status).toBe(400);
    expect((await guesser.failSignIn('gestor@demo.es', 'NoEsLaClave1')).status).toBe(429);

    const after = await scrape();
    const moved = (name: string, labels: Record<string, string> = {}) =>
      sampleOf(after, name, labels) - sampleOf(before, name, labels);

    expect(moved('portal_http_requests_total', { operation: 'getClients', status: '200' })).toBe(3);
    expect(moved('portal_http_requests_total', { operation: 'getClients', status: '401' })).toBe(2);
    expect(
      moved('portal_http_request_duration_seconds_count', { operation: 'getClients', status: '200' }),
    ).toBe(3);
    expect(moved('portal_http_requests_total', { operation: 'uploadFileWeb', status: '200' })).toBe(1);
    expect(moved('portal_uploads_total')).toBe(1);
    expect(moved('portal_upload_bytes_total')).toBe(content.length);
    expect(moved('portal_sign_ins_total', { outcome: 'success' })).toBe(1);
    expect(moved('portal_sign_ins_total', { outcome: 'failure' })).toBe(4);
    expect(moved('portal_limit_refusals_total', { limit: 'identity.signInFailures' })).toBe(1);
    // Health probes are not traffic; the identity provider's pages are, under their part's name.
    expect(after).not.toMatch(/operation="(portal|identity)",status="200"[^\n]*\n[^\n]*health/);
    expect(moved('portal_http_requests_total', { operation: 'portal', status: '200' })).toBe(0);
    expect(moved('portal_http_requests_total', { operation: 'identity', status: '200' })).toBeGreaterThan(0);
    expect(moved('portal_db_query_duration_seconds_count', { engine: 'pglite' })).toBeGreaterThan(0);

    // The process: in flight (this scrape's own request), event loop lag, memory, open files.
    expect(sampleOf(after, 'portal_http_requests_in_flight')).toBeGreaterThanOrEqual(0);
    expect(after).toMatch(/^portal_http_requests_in_flight \d+$/m);
    expect(after).toMatch(/^portal_nodejs_eventloop_lag_seconds \S+$/m);
    expect(sampleOf(after, 'portal_process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sampleOf(after, 'portal_nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sampleOf(after, 'portal_process_open_fds')).toBeGreaterThan(0);
  });
});
