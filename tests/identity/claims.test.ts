/** B2C's shapes: scope names in `scp`, client_info, and which flow a path addresses. */
import { describe, expect, it } from 'vitest';
import { clientInfo, scpClaim } from '../../server/identity/claims';
import { definePolicies, matchPolicy } from '../../server/identity/policies';

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
      Buffer.from(clientInfo('abc', policies.signIn, 'tid'), 'base64url').toString(),
    );
    expect(decoded).toEqual({ uid: 'abc-b2c_1_signin', utid: 'tid' });
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
