/**
 * The started stack's API from an end-to-end test, by path and typed by the contract (the same
 * openapi-fetch client as the API suites, server/testing/typedClient.ts): a path, parameter or body
 * field the contract lacks fails typecheck. Requests go through Playwright's request context, which
 * accepts the stack's self-signed certificate.
 */
import { type APIRequestContext, request as playwrightRequest } from 'playwright-core';
import { createTypedApi, type PathsWith, type TypedApi } from '../../server/testing/typedClient';
import { portalUrl, type TenantShape } from './browser';

/** Sends a built request through a Playwright request context and answers it as a fetch Response. */
async function sendThrough(context: APIRequestContext, request: Request): Promise<Response> {
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
  const answer = await context.fetch(request.url, {
    method: request.method,
    headers: Object.fromEntries(request.headers),
    ...(body ? { data: body } : {}),
    failOnStatusCode: false,
    maxRedirects: 0,
  });
  const status = answer.status();
  const noBody = status === 204 || status === 304 || request.method === 'HEAD';
  return new Response(noBody ? null : new Uint8Array(await answer.body()), {
    status,
    headers: answer.headersArray().map(({ name, value }) => [name, value] as [string, string]),
  });
}

/**
 * Runs `use` with the API as the bearer of `token`, then closes the request context. `shape`: the
 * stack whose identity provider issued the token.
 */
export async function withPortalApi<T>(
  token: string,
  use: (api: TypedApi) => Promise<T>,
  shape: TenantShape = 'b2c',
): Promise<T> {
  const context = await playwrightRequest.newContext({ ignoreHTTPSErrors: true });
  try {
    return await use(
      createTypedApi({
        baseUrl: portalUrl('/api', shape),
        send: (request) => sendThrough(context, request),
        token: () => token,
      }),
    );
  } finally {
    await context.dispose();
  }
}

/** The status a GET without parameters answers to the bearer of `token` (200, 401, 403...). */
export function apiStatus(
  path: PathsWith<'get'>,
  token: string,
  shape: TenantShape = 'b2c',
): Promise<number> {
  return withPortalApi(
    token,
    async (api) => {
      const response = await (api.GET as (path: string) => Promise<Response>)(path);
      await response.body?.cancel();
      return response.status;
    },
    shape,
  );
}
