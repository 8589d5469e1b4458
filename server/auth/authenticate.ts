/**
 * Authentication and role checks for every operation, driven by the contract (server/contract.ts):
 * a public operation passes; any other needs a valid bearer token of an active portal user; an
 * `x-access: admin` operation also needs role 1 or 2. Data scoping happens in the handlers.
 *
 * It fails closed: a method and path the contract does not declare is answered here, 404 (or 405
 * with `Allow` when the path has other methods), so no handler runs without the check its
 * operation declares. HEAD and OPTIONS are such undeclared methods: Hono would otherwise answer
 * HEAD with the GET handler, and the portal, on the API's own origin, never sends either.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { declaredMethods, routeInfo } from '../contract';
import { isAdmin } from '../generated/roles';
import { type ErrorBody, forbidden, notFound, unauthorized } from '../lib/errors';
import { cachedUserRow } from './accessCache';

export function authenticate(basePath: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('user', null);
    c.set('scopes', {});
    const path = basePath && c.req.path.startsWith(basePath) ? c.req.path.slice(basePath.length) : c.req.path;
    const route = routeInfo(c.req.method, path);
    if (!route) {
      const allowed = declaredMethods(path);
      if (allowed.length === 0) return c.json(notFound('La operación solicitada no existe.').body, 404);
      return c.json(
        {
          message: `La operación no admite el método ${c.req.method}.`,
          code: 'METHOD_NOT_ALLOWED',
        } satisfies ErrorBody,
        405,
        { Allow: allowed.join(', ') },
      );
    }
    if (route.access === 'public') return next();

    const header = c.req.header('Authorization') ?? '';
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!token) throw unauthorized();
    const claims = await c.get('deps').verifyAccessToken(token);

    const row = await cachedUserRow(c.get('deps').db, claims.oid);
    if (!row?.activo) throw forbidden('Su usuario no tiene acceso al portal.');
    if (route.access === 'admin' && !isAdmin(row.role)) throw forbidden('Solo administradores.');

    c.set('user', {
      oid: row.oid,
      email: row.email,
      givenName: row.givenName,
      familyName: row.familyName,
      empresa: row.empresa,
      role: row.role,
      isAdmin: isAdmin(row.role),
    });
    return next();
  };
}
