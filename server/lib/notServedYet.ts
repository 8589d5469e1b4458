import type { Context } from 'hono';

/**
 * The answer of an operation whose reference handler is not written yet: a 501 with the contract's
 * error body, so a caller gets a clear Spanish message instead of a crash. Each handler that still
 * calls this is listed by `grep -l notServedYet server/handlers`.
 */
export function notServedYet(c: Context) {
  return c.json(
    {
      message: 'La API de referencia todavía no sirve esta operación.',
      code: 'NOT_SERVED_YET',
    },
    501,
  );
}
