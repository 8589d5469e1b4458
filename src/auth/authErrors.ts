/**
 * What to do with an identity error (docs/product-rules.md#session). B2C reports its outcomes as error codes
 * in the message of the error MSAL throws (a ServerError whose errorMessage contains the code).
 */
export const forgotPasswordCode = 'AADB2C90118';
export const cancelledCode = 'AADB2C90091';

export type AuthErrorRoute = 'resetPassword' | 'signIn';

/** The text of an identity error, wherever MSAL put the B2C code. */
function textOf(error: unknown): string {
  return error && typeof error === 'object'
    ? [
        (error as { errorMessage?: unknown }).errorMessage,
        (error as { message?: unknown }).message,
        (error as { subError?: unknown }).subError,
      ]
        .filter((part): part is string => typeof part === 'string')
        .join(' ')
    : String(error);
}

/** Forgot-password goes to the reset flow; a cancelled or expired sign-in, or any other failure, to sign-in. */
export function routeAuthError(error: unknown): AuthErrorRoute {
  return textOf(error).includes(forgotPasswordCode) ? 'resetPassword' : 'signIn';
}

/**
 * True for the answers a person gives on the identity pages ('¿Olvidó su contraseña?', 'Cancelar',
 * a page left to expire): each takes a click or a wait of its own, so it can never turn into a
 * redirect loop. Everything else (a token that cannot be had) is a failure.
 */
export function isUserAnswer(error: unknown): boolean {
  const text = textOf(error);
  return text.includes(forgotPasswordCode) || text.includes(cancelledCode);
}
