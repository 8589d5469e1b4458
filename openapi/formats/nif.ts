/**
 * The contract's string format `nif`: a Spanish tax number as the tax agency issues it, with its
 * check character verified. It is part of the contract (a JSON Schema format is a name; this is
 * what the name means), so the portal's forms and the reference API read the same rule from here
 * rather than each keeping its own:
 * - NIF of a person (DNI): 8 digits and a letter, 'TRWAGMYFPDXBNJZSQVHLCKE'[number % 23];
 * - NIE: X, Y or Z (0, 1, 2) and 7 digits, then the letter as a DNI's;
 * - CIF of an organisation: a letter of its kind, 7 digits and a control character computed from
 *   the digits (a digit, or a letter of 'JABCDEFGHI'; some kinds require one or the other);
 * - K, L, M NIFs (people without DNI): a letter, 7 digits and the control letter as a CIF's.
 * Spaces and dashes are not part of it; lower case is read as upper case (`normalizedNif`).
 */

const dniLetters = 'TRWAGMYFPDXBNJZSQVHLCKE';
const cifLetters = 'JABCDEFGHI';
/** Kinds of organisation whose control character is a letter, and those whose is a digit. */
const letterControl = new Set(['K', 'L', 'M', 'N', 'P', 'Q', 'R', 'S', 'W']);
const digitControl = new Set(['A', 'B', 'E', 'H']);
const organisationKinds = /^[ABCDEFGHJKLMNPQRSUVW]$/;

/** As it is stored and compared: trimmed, without spaces or dashes, in upper case. */
export function normalizedNif(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** The CIF control digit of 7 digits (0-9). */
function cifControl(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[i]);
    // Positions 1, 3, 5, 7 (odd, counted from 1) are doubled and their digits added.
    if (i % 2 === 0) sum += Math.floor((digit * 2) / 10) + ((digit * 2) % 10);
    else sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** Why a value is not a valid `nif`: its shape, or its check character; undefined when it is valid. */
export type NifProblem = 'shape' | 'check';

export function nifProblem(value: string): NifProblem | undefined {
  const nif = normalizedNif(value);
  if (nif.length !== 9) return 'shape';
  const dni = /^([0-9]{8}|[XYZ][0-9]{7})([A-Z])$/.exec(nif);
  if (dni?.[1] && dni[2]) {
    const number = Number(dni[1].replace('X', '0').replace('Y', '1').replace('Z', '2'));
    return dniLetters[number % 23] === dni[2] ? undefined : 'check';
  }
  const cif = /^([A-Z])([0-9]{7})([0-9A-J])$/.exec(nif);
  if (!cif?.[1] || !cif[2] || !cif[3] || !organisationKinds.test(cif[1])) return 'shape';
  const [, kind, digits, control] = cif;
  const expected = cifControl(digits);
  const asDigit = control === String(expected);
  const asLetter = control === cifLetters[expected];
  if (letterControl.has(kind)) return asLetter ? undefined : 'check';
  if (digitControl.has(kind)) return asDigit ? undefined : 'check';
  return asDigit || asLetter ? undefined : 'check';
}

export function isValidNif(value: string): boolean {
  return nifProblem(value) === undefined;
}

/** A valid `nif`, the example every message gives. */
const nifExample = 'B12345674';

/** What to tell a person whose `label` field ('CIF principal') holds no valid `nif`. */
export function nifProblemText(label: string, problem: NifProblem): string {
  return problem === 'shape'
    ? `${label} no válido: 9 caracteres, p. ej. ${nifExample}`
    : `${label} no válido: la letra o la cifra final no corresponde al resto; revíselo, p. ej. ${nifExample}`;
}
