/**
 * Either tenant's token claims mapped onto the spec's user (given_name, family_name, emails,
 * extension_Empresa, extension_UserRole, oid): by the API (server/auth/claims.ts) and by the portal
 * (src/auth/sessionClaims.ts), for the token shapes of Azure AD B2C and Entra External ID.
 */
import { describe, expect, it } from 'vitest';
import { AccessTokenClaims, specClaims } from '../../server/auth/claims';
import { sessionClaimsOf } from '../../src/auth/sessionClaims';

const oid = '3f9c2a61-7d4e-4b8a-9c15-0a6e2d7b4c01';
const extensionsApp = '0b2f5c1e9a7d4e3c8f6a1d2b3c4e5f60';

const b2cToken = {
  oid,
  sub: oid,
  given_name: 'Lucía',
  family_name: 'Martín Ortega',
  emails: ['cliente@demo.es'],
  extension_Empresa: 'Hoteles Costa Azul S.L.',
  extension_UserRole: 3,
  tfp: 'B2C_1_signin',
  scp: 'access_as_user',
};

const entraToken = {
  oid,
  sub: 'pairwise-subject-not-the-oid',
  tid: '9d1c7e52-0000-4000-8000-000000000001',
  given_name: 'Lucía',
  family_name: 'Martín Ortega',
  email: 'cliente@demo.es',
  preferred_username: 'cliente@demo.es',
  [`extension_${extensionsApp}_Empresa`]: 'Hoteles Costa Azul S.L.',
  [`extension_${extensionsApp}_UserRole`]: 3,
  scp: 'access_as_user',
};

const specUser = {
  oid,
  given_name: 'Lucía',
  family_name: 'Martín Ortega',
  emails: ['cliente@demo.es'],
  extension_Empresa: 'Hoteles Costa Azul S.L.',
  extension_UserRole: 3,
};

describe('the API maps either tenant’s access token onto the spec’s claims', () => {
  it.each([
    ['B2C', b2cToken],
    ['Entra External ID', entraToken],
  ])('%s', (_name, token) => {
    expect(AccessTokenClaims.parse(specClaims(token))).toEqual({ ...specUser, scp: 'access_as_user' });
  });

  it('takes the role as a number, and a token without one as a client (0)', () => {
    const asText = { ...entraToken, [`extension_${extensionsApp}_UserRole`]: '1' };
    expect(AccessTokenClaims.parse(specClaims(asText)).extension_UserRole).toBe(1);
    const { [`extension_${extensionsApp}_UserRole`]: _role, ...withoutRole } = entraToken;
    expect(AccessTokenClaims.parse(specClaims(withoutRole)).extension_UserRole).toBe(0);
  });

  it('reads no custom attribute from a claim that only looks like one', () => {
    const lookalike = { oid, extension_notAnAppId_UserRole: 2, extension_Empresa_UserRole: 2 };
    expect(AccessTokenClaims.parse(specClaims(lookalike)).extension_UserRole).toBe(0);
  });

  it('refuses a token without an oid (Entra’s `sub` is not the user’s id)', () => {
    const { oid: _oid, ...withoutOid } = entraToken;
    expect(AccessTokenClaims.safeParse(specClaims(withoutOid)).success).toBe(false);
  });
});

describe('the portal maps either tenant’s ID token onto the session’s user', () => {
  const account = { localAccountId: oid, username: '' };
  const session = {
    oid,
    givenName: 'Lucía',
    familyName: 'Martín Ortega',
    email: 'cliente@demo.es',
    empresa: 'Hoteles Costa Azul S.L.',
    role: 3,
  };

  it.each([
    ['B2C', b2cToken],
    ['Entra External ID', entraToken],
  ])('%s', (_name, token) => {
    expect(sessionClaimsOf(token, account)).toEqual(session);
  });

  it('falls back to what MSAL knows of the account when the token carries no address', () => {
    const { email: _email, preferred_username: _username, ...withoutEmail } = entraToken;
    expect(sessionClaimsOf(withoutEmail, { localAccountId: oid, username: 'otra@demo.es' }).email).toBe(
      'otra@demo.es',
    );
  });
});
