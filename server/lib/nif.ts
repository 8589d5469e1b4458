/**
 * The contract's `nif` format on the server: the generated validators check only its length, so a
 * write that stores a NIF or CIF reads it through `requireNif`, which verifies its check character
 * (openapi/formats/nif.ts, the rule the portal's forms apply too) and keeps it in upper case.
 */
import { nifProblem, nifProblemText, normalizedNif } from '../../openapi/formats/nif';
import { badRequest } from './errors';

/** The NIF as stored (upper case, no spaces or dashes), or a 400 on `field` saying what to type. */
export function requireNif(value: string, field: string, label: string): string {
  const problem = nifProblem(value);
  if (problem) throw badRequest(nifProblemText(label, problem), field);
  return normalizedNif(value);
}
