/**
 * A restart signs nobody out: the identity provider's sessions, grants and refresh tokens are in
 * the database and its keys are kept, so after the server stops and a new one starts on the same
 * database (reopened from its folder) and the same keys, the browser's session still signs in
 * silently, the refresh token still renews, and the access token issued before still verifies.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenedDatabase, openDatabase } from '../../server/db/database';
import { generateSigningKeys } from '../../server/identity/signingKeys';
import { demoAccount } from '../../server/seed/demoAccounts';
import { seedDatabase } from '../../server/seed/seed';
import {
  authorizationRequest,
  expectCallback,
  type IdentityServer,
  settings,
  signIn,
  startIdentityServer,
  tokenRequest,
} from './harness';

const { signIn: signInPolicy } = settings.policies;
const cliente = demoAccount('cliente@demo.es');
const keys = generateSigningKeys();

let workDir: string;
let opened: OpenedDatabase | undefined;
let server: IdentityServer | undefined;

/** The provider's process, (re)started on the database kept in `workDir`. */
async function start(port = 0) {
  opened = await openDatabase({ dataDir: join(workDir, 'db') });
  server = await startIdentityServer({ db: opened.db, keys, port });
  return server;
}

async function stop() {
  await server?.close();
  await opened?.close();
  server = undefined;
  opened = undefined;
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'identity-restart-'));
  const first = await openDatabase({ dataDir: join(workDir, 'db') });
  await seedDatabase(first.db, { tickets: 0, storageRoot: join(workDir, 'storage') });
  await first.close();
}, 120_000);

afterAll(async () => {
  await stop();
  await rm(workDir, { recursive: true, force: true });
});

describe('a restart of the identity provider', () => {
  it('keeps the session, the refresh token and the issued access tokens', async () => {
    const before = await start();
    const signedIn = await signIn(before, cliente.email, cliente.password);
    expect(signedIn.response.status).toBe(200);
    const accessToken = String(signedIn.body.access_token);
    const port = Number(new URL(before.origin).port);
    await stop();

    const after = await start(port);
    expect(after.origin).toBe(before.origin);
    // The browser's session cookie still stands for a session: a silent sign-in gets a code.
    const silent = authorizationRequest(after, signInPolicy, { prompt: 'none' });
    const callback = expectCallback(await signedIn.browser.navigate(silent.url));
    expect(callback.params.get('error')).toBeNull();
    const exchanged = await tokenRequest(after, signInPolicy, {
      grant_type: 'authorization_code',
      code: String(callback.params.get('code')),
      redirect_uri: settings.redirectUri,
      code_verifier: silent.codeVerifier,
      scope: silent.scope,
    });
    expect(exchanged.response.status).toBe(200);

    // The refresh token got before the restart renews after it.
    const renewed = await tokenRequest(after, signInPolicy, {
      grant_type: 'refresh_token',
      refresh_token: String(signedIn.body.refresh_token),
      scope: silent.scope,
      client_info: '1',
    });
    expect(renewed.response.status).toBe(200);
    expect(decodeJwt(String(renewed.body.access_token))).toMatchObject({ oid: cliente.oid });

    const { payload } = await jwtVerify(accessToken, createRemoteJWKSet(new URL(after.idp.jwksUrl)), {
      audience: settings.audience,
    });
    expect(payload.oid).toBe(cliente.oid);
  }, 120_000);
});
