/**
 * The reference API in-process (server/testing/testApi.ts) behind a local HTTP port, for the search
 * and profile component tests: jsdom test files cannot load the server modules themselves (Vite's
 * browser transform rewrites their `new URL(..., import.meta.url)`), so they start this script in a
 * child process. It prints one JSON line {port, tokens, storageRoot} and serves until killed.
 */
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { demoAccounts } from '../../server/seed/demoAccounts';
import { createTestApi } from '../../server/testing/testApi';

const api = await createTestApi({ tickets: 400 });
const listener = getRequestListener((request) => {
  // Browser-like callers (jsdom) need CORS; the API itself is same-origin in the portal.
  const cors = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'Access-Control-Expose-Headers': 'Content-Disposition',
  };
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
  const url = new URL(request.url);
  return Promise.resolve(api.app.request(`${url.pathname}${url.search}`, request)).then((response) => {
    const headers = new Headers(response.headers);
    for (const [key, value] of Object.entries(cors)) headers.set(key, value);
    return new Response(response.body, { status: response.status, headers });
  });
});
const server = createServer(listener);
server.listen(0, '127.0.0.1', async () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const tokens = Object.fromEntries(
    await Promise.all(demoAccounts.map(async (a) => [a.email, await api.tokenFor(a.email)] as const)),
  );
  process.stdout.write(`${JSON.stringify({ port, tokens, storageRoot: api.storageRoot })}\n`);
});
const stop = () => {
  server.close();
  void api.close().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
