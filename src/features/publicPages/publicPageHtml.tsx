/**
 * A public page as a whole HTML document (src/app/publicPages.tsx makes one per public screen at
 * build time): its head (title, icon, the pages' stylesheet and, for a form, its light script) and
 * its body laid out by PublicLayout. The stylesheet and script are named by their source path;
 * Vite's HTML processing turns them into the built files.
 */
import type { ReactElement } from 'react';
// biome-ignore lint/style/noRestrictedImports: React's renderer to HTML, not the API's server code.
import { renderToStaticMarkup } from 'react-dom/server';
import { texts } from '../../lib/texts';
import type { CompanyIdentity } from './company';
import { PublicLayout, type PublicLink } from './PublicLayout';

const stylesheet = '/src/features/publicPages/publicPage.css';
/** The public forms' script (publicForm.ts), for a page with a form. */
export const publicFormScript = '/src/features/publicPages/publicForm.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function publicPageHtml(page: {
  path: string;
  title: string;
  company: CompanyIdentity;
  legalLinks: readonly PublicLink[];
  content: ReactElement;
  /** The page's script, when it has a form. */
  script?: string;
}): string {
  const body = renderToStaticMarkup(
    <PublicLayout path={page.path} company={page.company} legalLinks={page.legalLinks}>
      {page.content}
    </PublicLayout>,
  );
  return [
    '<!doctype html>',
    '<html lang="es">',
    '<head>',
    '<meta charset="UTF-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1.0" />',
    '<meta name="theme-color" content="#003d4a" />',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
    `<title>${escapeHtml(`${page.title} · ${texts.appName}`)}</title>`,
    `<link rel="stylesheet" href="${stylesheet}" />`,
    // The deployment's settings (the API's address), deferred like the module and run before it.
    ...(page.script
      ? [
          '<script defer src="/portal-config.js"></script>',
          `<script type="module" src="${page.script}"></script>`,
        ]
      : []),
    '</head>',
    `<body>${body}</body>`,
    '</html>',
    '',
  ].join('\n');
}
