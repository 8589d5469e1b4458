/**
 * Authentication and role checks for every operation, driven by the contract (server/contract.ts):
 * a public operation passes; any other needs a valid bearer token of an active portal user; an
 * `x-access: admin` operation also needs role 1 or 2. Data scoping happens in the handlers.
 */
import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { routeInfo } from '../contract';
import { users } from '../db/schema';
import { forbidden, unauthorized } from '../lib/errors';

export function authenticate(basePath: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('user', null);
    c.set('scopes', {});
    const path = basePath && c.req.path.startsWith(basePath) ? c.req.path.slice(basePath.length) : c.req.path;
    const route = routeInfo(c.req.method, path);
    if (!route || route.access === 'public') return next();

    const header = c.req.header('Authorization') ?? '';
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!token) throw unauthorized();
    const claims = await c.get('deps').verifyAccessToken(token);

    const [row] = await c.get('deps').db.select().from(users).where(eq(users.oid, claims.oid));
    if (!row?.activo) throw forbidden('Su usuario no tiene acceso al portal.');
    const isAdmin = row.role === 1 || row.role === 2;
    if (route.access === 'admin' && !isAdmin) throw forbidden('Solo administradores.');

    c.set('user', {
      oid: row.oid,
      email: row.email,
      givenName: row.givenName,
      familyName: row.familyName,
      empresa: row.empresa,
      role: row.role,
      isAdmin,
    });
    return next();
  };
}
