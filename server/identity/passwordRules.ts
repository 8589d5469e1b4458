/**
 * What a new password must be: 8 to 64 characters (B2C's range) with letters and digits. Answers
 * the first rule broken, in Spanish, for the reset-password form; undefined when all are met.
 */
import { texts } from './pages/texts';

const passwordLength = { min: 8, max: 64 } as const;

export function newPasswordProblem(password: string, confirmation: string): string | undefined {
  const length = [...password].length;
  if (length < passwordLength.min || length > passwordLength.max) return texts.reset.passwordLength;
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) return texts.reset.passwordComposition;
  if (password !== confirmation) return texts.reset.passwordMismatch;
  return undefined;
}
