/**
 * Adds to token responses what B2C (and Entra) sends beside the tokens and MSAL relies on: `client_info`
 * (MSAL derives the account's identity from it, one account per flow) and the refresh token's
 * lifetime (MSAL caches it and stops using the token in time).
 */
import type { Middleware } from 'oidc-provider';
import { type ClaimsShape, clientInfo } from './claims';
import type { Policy } from './policies';

export function b2cTokenResponse(policy: Policy, shape: ClaimsShape): Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.status !== 200 || ctx.oidc?.route !== 'token') return;
    const body = ctx.body as Record<string, unknown> | undefined;
    const accountId = ctx.oidc.entities.Account?.accountId;
    if (!body || typeof body !== 'object' || !accountId) return;
    body.client_info = clientInfo(accountId, policy, shape);
    const refreshToken = ctx.oidc.entities.RefreshToken;
    if (body.refresh_token && refreshToken) body.refresh_token_expires_in = refreshToken.remainingTTL;
  };
}
