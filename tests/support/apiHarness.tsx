/**
 * What the component tests share: the real reference API (server/testing/
 * testApi.ts, served by apiHarnessServer.ts in a child process), the generated hooks routed
 * to it through a fetch shim that records every call, and the features rendered inside the real
 * session gate and selected-client provider.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterAll, beforeAll } from 'vitest';
import { type DemoEmail, demoAccount } from '../../server/seed/demoAccounts';
import { createTypedApi, type TypedApi } from '../../server/testing/typedClient';
import { setAccessToken, setApiBaseUrl } from '../../src/api/http';
import { createQueryClient } from '../../src/app/queryClient';
import { theme } from '../../src/app/theme';
import type { SessionClaims } from '../../src/auth/portalAuth';
import { AuthGate, type SessionController, SessionProvider } from '../../src/auth/session';
import { SelectedClientProvider } from '../../src/session/SelectedClientProvider';

export interface TestApiServer {
  baseUrl: string;
  tokens: Record<DemoEmail, string>;
  /** Where the server keeps its files (a test may take one away to see what the portal says). */
  storageRoot: string;
  /**
   * The API as `email`, straight (not recorded), by path and typed by the contract
   * (server/testing/typedClient.ts): `api.as(email).POST('/getFiles', { params: { query } })`.
   */
  as(email: DemoEmail): TypedApi;
  stop(): void;
}

const nativeFetch = globalThis.fetch;

/** Starts the reference API (fresh database, deterministic seed) on a local port. */
export async function startTestApi(): Promise<TestApiServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'tests/support/apiHarnessServer.ts'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const ready = await new Promise<{ port: number; tokens: Record<DemoEmail, string>; storageRoot: string }>(
    (resolve, reject) => {
      if (!child.stdout) return reject(new Error('no stdout'));
      const lines = createInterface({ input: child.stdout });
      lines.once('line', (line) =>
        resolve(JSON.parse(line) as { port: number; tokens: Record<DemoEmail, string>; storageRoot: string }),
      );
      child.once('exit', (code) => reject(new Error(`API server exited (${code})`)));
    },
  );
  const baseUrl = `http://127.0.0.1:${ready.port}`;
  return {
    baseUrl,
    tokens: ready.tokens,
    storageRoot: ready.storageRoot,
    as: (email) =>
      createTypedApi({ baseUrl, send: (request) => nativeFetch(request), token: () => ready.tokens[email] }),
    stop: () => {
      globalThis.fetch = nativeFetch;
      if (child.pid) process.kill(child.pid, 'SIGTERM');
    },
  };
}

/**
 * The reference API for the whole test file: started before its tests (fresh database, seeded),
 * stopped after them. The returned object reads through to the running server.
 */
export function testApiPerFile(): TestApiServer {
  let running: TestApiServer | undefined;
  beforeAll(async () => {
    running = await startTestApi();
  }, 120_000);
  afterAll(() => running?.stop());
  const current = () => {
    if (!running) throw new Error('the test API is not running (use it inside tests or hooks)');
    return running;
  };
  return {
    get baseUrl() {
      return current().baseUrl;
    },
    get tokens() {
      return current().tokens;
    },
    get storageRoot() {
      return current().storageRoot;
    },
    as: (email) => current().as(email),
    stop: () => current().stop(),
  };
}

export interface RecordedCall {
  method: string;
  path: string;
  url: URL;
  body: unknown;
  /** The answer, once it came (a clone, readable by the test). */
  response?: Response;
}

/** Per test: requests to these paths wait for the promise, or get the answer it gives. */
export const interceptions = new Map<string, () => Promise<Response | undefined>>();

/** Routes the mutator to the in-process API as `email`; answers the calls made from now on. */
export function routeToTestApi(api: TestApiServer, email: DemoEmail): RecordedCall[] {
  const calls: RecordedCall[] = [];
  interceptions.clear();
  setApiBaseUrl(api.baseUrl);
  setAccessToken(api.tokens[email]);
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const path = `${url.pathname}${url.search}`;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call: RecordedCall = { method: init?.method ?? 'GET', path, url, body };
    calls.push(call);
    const intercepted = await interceptions.get(url.pathname)?.();
    const response = intercepted ?? (await nativeFetch(input, init));
    call.response = response.clone();
    return response;
  }) as typeof fetch;
  return calls;
}

export function claimsOf(email: DemoEmail): SessionClaims {
  const account = demoAccount(email);
  return {
    oid: account.oid,
    givenName: account.givenName,
    familyName: account.familyName,
    email: account.email,
    empresa: account.empresa,
    role: account.role,
  };
}

export interface SessionSpy extends SessionController {
  resets: number;
  signOuts: number;
}

export function sessionFor(claims: SessionClaims): SessionSpy {
  const controller: SessionSpy = {
    resets: 0,
    signOuts: 0,
    start: async () => ({ status: 'signedIn', claims }),
    resetPassword: async () => {
      controller.resets += 1;
    },
    signOut: async () => {
      controller.signOuts += 1;
    },
  };
  return controller;
}

/** Where the app is: path and query, for links followed. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `ui` at `initialPath` inside the session gate and the selected-client provider. */
export function renderInShell(ui: ReactNode, controller: SessionController, initialPath = '/') {
  sessionStorage.clear();
  const router = createMemoryRouter(
    [
      {
        element: <AuthGate />,
        children: [
          {
            element: (
              <SelectedClientProvider>
                {ui}
                <LocationProbe />
                <Outlet />
              </SelectedClientProvider>
            ),
            children: [{ path: '*', element: null }],
          },
        ],
      },
    ],
    { initialEntries: [initialPath] },
  );
  const queryClient = createQueryClient();
  return {
    queryClient,
    ...render(
      <SessionProvider controller={controller}>
        <MantineProvider theme={theme}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </MantineProvider>
      </SessionProvider>,
    ),
  };
}

export const searchCalls = (calls: readonly RecordedCall[]) =>
  calls.filter((c) => c.url.pathname.startsWith('/search/'));
