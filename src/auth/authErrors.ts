/**
 * Spec section 8: what to do with an identity error. B2C reports its outcomes as error codes in the
 * message of the error MSAL throws (a ServerError whose errorMessage contains the code).
 */
export const forgotPasswordCode = 'AADB2C90118';
export const cancelledCode = 'AADB2C90091';

export type AuthErrorRoute = 'resetPassword' | 'signIn';

/** Forgot-password goes to the reset flow; a cancelled or expired sign-in, or any other failure, to sign-in. */
export function routeAuthError(error: unknown): AuthErrorRoute {
  const text =
    error && typeof error === 'object'
      ? [
          (error as { errorMessage?: unknown }).errorMessage,
          (error as { message?: unknown }).message,
          (error as { subError?: unknown }).subError,
        ]
          .filter((part): part is string => typeof part === 'string')
          .join(' ')
      : String(error);
  return text.includes(forgotPasswordCode) ? 'resetPassword' : 'signIn';
}
