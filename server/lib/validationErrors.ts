/**
 * The generated validators answer a failed validation with zod's raw result. This rewrites it into
 * the contract's ErrorResponse: a Spanish message naming the first failing field, and every
 * failure in `details`. A response that fails the contract after the handler ran is a server bug:
 * it becomes a 500 and is logged.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { processLogger } from '../operations/logger';
import { requestRecordOf } from '../operations/requestLog';

interface ZodIssueLike {
  path?: (string | number)[];
  message?: string;
}

export const validationErrorsInSpanish: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.res.status !== 400 || !c.res.headers.get('Content-Type')?.includes('application/json')) return;

  const body = (await c.res
    .clone()
    .json()
    .catch(() => null)) as {
    success?: boolean;
    error?: { issues?: ZodIssueLike[]; message?: string };
  } | null;
  if (body?.success !== false || !body.error) return;

  const issues = issuesOf(body.error);
  if (c.get('handled')) {
    // Where the answer breaks the contract, never the values it holds.
    (requestRecordOf(c)?.log ?? processLogger).error(
      { issues: issues.map((issue) => ({ path: (issue.path ?? []).join('.'), message: issue.message })) },
      'response does not match the contract',
    );
    c.res = c.json({ message: 'Error interno del servidor: respuesta no válida.', code: 'INTERNAL' }, 500);
    return;
  }
  const details = issues.map((issue) => ({
    field: (issue.path ?? []).join('.') || '(cuerpo)',
    message: issue.message ?? 'Valor no válido',
  }));
  const first = details[0];
  c.res = c.json(
    {
      message: first
        ? `El campo "${first.field}" no es válido: ${first.message}.`
        : 'La petición no es válida.',
      code: 'VALIDATION',
      ...(first ? { field: first.field } : {}),
      details,
    },
    400,
  );
};

function issuesOf(error: { issues?: ZodIssueLike[]; message?: string }): ZodIssueLike[] {
  if (Array.isArray(error.issues)) return error.issues;
  // A serialized ZodError carries its issues as the JSON text of `message`.
  try {
    const parsed = JSON.parse(error.message ?? '');
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}
