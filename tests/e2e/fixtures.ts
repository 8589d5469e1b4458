import { isValidNif } from '../../openapi/formats/nif';

/**
 * The day the end-to-end seed is anchored on and that the stack's API and the browser read as today
 * (time of day stays real). Expectations come from this day, never from the real calendar, so the
 * suite means the same on any date (`npm run test:e2e:moved-clock` runs it with the clock years away).
 */
export const e2eToday = '2026-11-15';

/** Access token lifetime of the stack under test: short, so that renewal happens within a test. */
export const accessTokenTtlSeconds = 20;

/**
 * The API accepts a token this long after its expiry (clockTolerance in
 * server/auth/verifyAccessToken.ts): an expired token is refused only past exp + this.
 */
export const apiClockToleranceSeconds = 30;

/**
 * Users the end-to-end tests add to their own database (besides the six demo accounts) for the
 * flows that change a password, so the demo accounts keep Demo1234! for the whole run.
 */
export interface E2eUser {
  oid: string;
  email: string;
  password: string;
  givenName: string;
  familyName: string;
  empresa: string;
}

export const e2eUsers = {
  /** '¿Olvidó su contraseña?' from the login page. */
  forgot: {
    oid: '0e2e0000-0000-4000-8000-000000000001',
    email: 'olvido.e2e@demo.es',
    password: 'Inicial2024',
    givenName: 'Marta',
    familyName: 'Olvido Prueba',
    empresa: 'Pruebas de Extremo a Extremo S.L.',
  },
  /** 'Cambiar contraseña' from the profile menu. */
  change: {
    oid: '0e2e0000-0000-4000-8000-000000000002',
    email: 'cambio.e2e@demo.es',
    password: 'Inicial2024',
    givenName: 'Tomás',
    familyName: 'Cambio Prueba',
    empresa: 'Pruebas de Extremo a Extremo S.L.',
  },
  /** The reset flow's verification code, read from the outbox (resetPassword.e2e.ts). */
  resetCode: {
    oid: '0e2e0000-0000-4000-8000-000000000003',
    email: 'codigo.e2e@demo.es',
    password: 'Inicial2024',
    givenName: 'Irene',
    familyName: 'Código Prueba',
    empresa: 'Pruebas de Extremo a Extremo S.L.',
  },
  /** The same flow in Entra External ID's shape: the reset inside the sign-in page. */
  resetCodeEntra: {
    oid: '0e2e0000-0000-4000-8000-000000000005',
    email: 'codigo.entra.e2e@demo.es',
    password: 'Inicial2024',
    givenName: 'Nuria',
    familyName: 'Entra Prueba',
    empresa: 'Pruebas de Extremo a Extremo S.L.',
  },
  /** A reset tried without the right code: the password never changes (resetPassword.e2e.ts). */
  resetRefused: {
    oid: '0e2e0000-0000-4000-8000-000000000004',
    email: 'sincodigo.e2e@demo.es',
    password: 'Inicial2024',
    givenName: 'Pablo',
    familyName: 'Sincódigo Prueba',
    empresa: 'Pruebas de Extremo a Extremo S.L.',
  },
} as const satisfies Record<string, E2eUser>;

/**
 * A valid CIF of an organisation of kind B made of `digits` (7) and its control digit, as the
 * contract's `nif` format checks it: each test's new clients and NIFs are unique by their digits.
 */
export function validCif(digits: string): string {
  const cif = [...'0123456789'].map((control) => `B${digits}${control}`).find(isValidNif);
  if (!cif) throw new Error(`No control digit makes B${digits} a CIF`);
  return cif;
}
