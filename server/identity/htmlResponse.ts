/**
 * How identity pages are sent: never cached (they carry one-time interaction links), never framed
 * (a sign-in form inside someone else's page is a clickjacking target), and allowed to run only
 * the scripts they name by hash.
 */
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';

function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/**
 * `formTargets`: origins a form may end up at. A sign-in form's POST is answered with redirects
 * that end at the application, and browsers check those redirects against form-action too.
 */
function contentSecurityPolicy(formTargets: readonly string[], scripts: readonly string[] = []): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    // The browser's own request for the site's icon (/favicon.ico, the portal's on this origin).
    "img-src 'self'",
    `script-src ${scripts.length ? scripts.map(scriptHash).join(' ') : "'none'"}`,
    `form-action 'self' ${formTargets.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

export function pageHeaders(formTargets: readonly string[], scripts: readonly string[] = []) {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': contentSecurityPolicy(formTargets, scripts),
    'X-Content-Type-Options': 'nosniff',
    // Not no-referrer: browsers then send `Origin: null` with the forms' posts, which are refused.
    'Referrer-Policy': 'same-origin',
  };
}

export function sendHtml(
  res: ServerResponse,
  status: number,
  html: string,
  formTargets: readonly string[],
  extraHeaders: Record<string, string> = {},
): void {
  res.writeHead(status, { ...pageHeaders(formTargets), ...extraHeaders });
  res.end(html);
}
