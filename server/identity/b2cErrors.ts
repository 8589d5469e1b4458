/**
 * The errors B2C returns to the application when the user leaves a flow's page, worded and laid
 * out as B2C does (code, message, correlation id, timestamp), because clients match on the code
 * at the start of `error_description`: the portal sends AADB2C90118 to the reset-password flow.
 */
import { randomUUID } from 'node:crypto';

const b2cErrors = {
  forgotPassword: { code: 'AADB2C90118', message: 'The user has forgotten their password.' },
  cancelled: { code: 'AADB2C90091', message: 'The user has cancelled entering self-asserted information.' },
} as const;

export type B2CError = keyof typeof b2cErrors;

/** The interaction result that ends a flow with B2C's `access_denied` and the given code. */
export function b2cAccessDenied(kind: B2CError, now = new Date()) {
  const { code, message } = b2cErrors[kind];
  const timestamp = `${now.toISOString().slice(0, 19).replace('T', ' ')}Z`;
  return {
    error: 'access_denied',
    error_description: `${code}: ${message}\r\nCorrelation ID: ${randomUUID()}\r\nTimestamp: ${timestamp}\r\n`,
  };
}
