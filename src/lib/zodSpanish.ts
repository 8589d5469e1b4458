/**
 * Spanish validation messages for every zod schema of the app (the generated contract schemas
 * included: they share zod's global config). zod's own Spanish locale is the fallback; the
 * messages a form shows most often are rewritten here because the locale's wording is written for
 * developers ("se esperaba que texto tuviera >=1 caracteres") rather than for the portal's users.
 *
 * Import it for its effect from any module that validates user input, before the module that
 * builds the schemas (the generated ones included) is evaluated.
 */
import { z } from 'zod';

type Issue = Parameters<NonNullable<z.core.$ZodConfig['customError']>>[0];

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** The portal's wording for an issue, or undefined to use zod's Spanish locale. */
function spanishMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return isBlank(issue.input) ? 'Este campo es obligatorio.' : undefined;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? 'Este campo es obligatorio.'
          : `Escriba al menos ${issue.minimum} caracteres.`;
      if (issue.origin === 'array') return `Indique al menos ${issue.minimum}.`;
      return `El valor mínimo es ${issue.minimum}.`;
    case 'too_big':
      if (issue.origin === 'string') return `Escriba como máximo ${issue.maximum} caracteres.`;
      if (issue.origin === 'array') return `Indique como máximo ${issue.maximum}.`;
      return `El valor máximo es ${issue.maximum}.`;
    case 'invalid_format':
      if (issue.format === 'email') return 'Escriba una dirección de correo válida.';
      if (issue.format === 'date') return 'Escriba una fecha válida.';
      if (issue.format === 'tel') return 'Escriba un número de teléfono válido.';
      return 'El formato no es válido.';
    case 'invalid_value':
      // A checkbox the contract requires to be ticked (z.literal(true), e.g. accepting the privacy policy).
      return issue.values.length === 1 && issue.values[0] === true
        ? 'Marque esta casilla para continuar.'
        : 'Elija un valor de la lista.';
    default:
      return undefined;
  }
}

z.config(z.locales.es());
// jitless: zod would otherwise compile its object parsers with `new Function`, which the portal's
// Content-Security-Policy forbids (no 'unsafe-eval'); even its probe for that is reported as a
// violation. Set before any schema is built: an object schema reads it when it is created.
z.config({ customError: spanishMessage, jitless: true });
