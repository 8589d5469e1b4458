/**
 * The tenants' shapes: scope names in `scp`, client_info, the users' claims (B2C's and Entra
 * External ID's), and which flow a path addresses.
 */
import { describe, expect, it } from 'vitest';
import {
  type ClaimsShape,
  clientInfo,
  idTokenClaimNames,
  scpClaim,
  userClaims,
} from '../../server/identity/claims';
import { defineEntraFlow, definePolicies, matchPolicy } from '../../server/identity/policies';

const policies = definePolicies('portalclientes', { signIn: 'B2C_1_signin', reset: 'B2C_1_reset' });
const flows = Object.values(policies);

describe('scpClaim', () => {
  it('strips the API identifier URI and keeps bare names', () => {
    const appIdUri = 'https://localhost:5443/portalclientes/api';
    expect(scpClaim(`${appIdUri}/access_as_user`, appIdUri)).toBe('access_as_user');
    expect(scpClaim(`access_as_user ${appIdUri}/access_as_user`, appIdUri)).toBe('access_as_user');
    expect(scpClaim(undefined, appIdUri)).toBe('');
  });
});

describe('clientInfo', () => {
  it('is base64url JSON with the oid suffixed by the lower-case policy', () => {
    const decoded = JSON.parse(
      Buffer.from(
        clientInfo('abc', policies.signIn, { kind: 'b2c', tenantId: 'tid', extensionsAppId: 'x' }),
        'base64url',
      ).toString(),
    );
    expect(decoded).toEqual({ uid: 'abc-b2c_1_signin', utid: 'tid' });
  });
});

describe("Entra External ID's shape", () => {
  const shape: ClaimsShape = { kind: 'entra', tenantId: 'tid', extensionsAppId: 'a'.repeat(32) };
  const flow = defineEntraFlow('PortalClientes');
  const user = {
    oid: 'abc',
    email: 'cliente@demo.es',
    givenName: 'Lucía',
    familyName: 'Martín Ortega',
    empresa: 'Hoteles Costa Azul S.L.',
    role: 3,
    activo: true,
    passwordHash: null,
  };

  it('puts one `email`, the tenant id and the custom attributes as directory extensions in the tokens', () => {
    const claims = userClaims(user, flow, shape);
    expect(claims).toMatchObject({
      oid: 'abc',
      tid: 'tid',
      email: 'cliente@demo.es',
      given_name: 'Lucía',
      family_name: 'Martín Ortega',
      [`extension_${'a'.repeat(32)}_Empresa`]: 'Hoteles Costa Azul S.L.',
      [`extension_${'a'.repeat(32)}_UserRole`]: 3,
    });
    expect(claims).not.toHaveProperty('emails');
    expect(claims).not.toHaveProperty('tfp');
    expect(idTokenClaimNames(shape)).toEqual(expect.arrayContaining(Object.keys(claims)));
  });

  it('has one account per user and tenant (client_info without a flow)', () => {
    const decoded = JSON.parse(Buffer.from(clientInfo('abc', flow, shape), 'base64url').toString());
    expect(decoded).toEqual({ uid: 'abc', utid: 'tid' });
  });

  it('serves its one flow at the tenant, with no user flow in the path', () => {
    expect(matchPolicy([flow], '/portalclientes/oauth2/v2.0/authorize?x=1')).toMatchObject({
      policy: { basePath: '/portalclientes' },
      rest: '/oauth2/v2.0/authorize',
    });
    expect(matchPolicy([flow], '/portalclientes/v2.0/.well-known/openid-configuration')?.rest).toBe(
      '/.well-known/openid-configuration',
    );
    expect(matchPolicy([flow], '/otro/oauth2/v2.0/authorize')).toBeUndefined();
  });
});

describe('matchPolicy', () => {
  it('matches tenant and policy case-insensitively and folds the v2.0 discovery alias', () => {
    expect(
      matchPolicy(flows, '/PortalClientes/B2C_1_Reset/v2.0/.well-known/openid-configuration?x=1'),
    ).toMatchObject({
      policy: { kind: 'reset', basePath: '/portalclientes/b2c_1_reset' },
      rest: '/.well-known/openid-configuration',
      search: '?x=1',
    });
    expect(matchPolicy(flows, '/portalclientes/b2c_1_signin/oauth2/v2.0/token')?.rest).toBe(
      '/oauth2/v2.0/token',
    );
  });

  it('does not match other tenants, policies or prefixes of a policy name', () => {
    expect(matchPolicy(flows, '/otro/b2c_1_signin/oauth2/v2.0/token')).toBeUndefined();
    expect(matchPolicy(flows, '/portalclientes/b2c_1_signinx/oauth2/v2.0/token')).toBeUndefined();
    expect(matchPolicy(flows, '/api/tickets')).toBeUndefined();
  });

  it('requires different names for the two flows', () => {
    expect(() => definePolicies('t', { signIn: 'B2C_1_x', reset: 'b2c_1_X' })).toThrow();
  });
});
