/**
 * The public screens of screens.config.ts (their bodies `publicPage(…)`) as pages of their own,
 * made at build time by vite.config.ts (and on request by the dev server): each a whole HTML
 * document with its text, that shows without loading the portal. The build writes them to
 * dist/pages/<path>.html (publicPageFile) and server/web/staticPortal.ts answers their paths with
 * them. Runs in Node, never in the browser.
 */
import { screens } from '../../screens.config';
import { companyIdentity } from '../features/publicPages/company';
import { legalDocuments } from '../features/publicPages/documents';
import { LegalText } from '../features/publicPages/LegalText';
import { loadPublicForm, PublicForm } from '../features/publicPages/PublicForm';
import { publicFormScript, publicPageHtml } from '../features/publicPages/publicPageHtml';
import type { PublicPageSpec, ScreenSpec } from '../language';
import { publicPageFile } from '../lib/publicPageFile';
import { isPublicPath, publicPaths } from './publicPaths';

interface PublicPage {
  readonly path: string;
  /** Where the build writes it (src/lib/publicPageFile.ts). */
  readonly file: string;
  readonly html: string;
}

/** The public page a request path asks for, by its path or its file's; undefined for any other. */
export function publicPageAt(pathname: string): string | undefined {
  if (isPublicPath(pathname)) return pathname.replace(/\/+$/, '').toLowerCase();
  return publicPaths.find((path) => publicPageFile(path) === pathname);
}

type PublicScreen = ScreenSpec & { readonly body: PublicPageSpec };

/** Every public page, its identity details read from the build's settings (`VITE_COMPANY_*`). */
export async function renderPublicPages(
  settings: Readonly<Record<string, string | undefined>>,
): Promise<PublicPage[]> {
  const company = companyIdentity(settings);
  const publicScreens = Object.values<ScreenSpec>(screens).filter(
    (screen): screen is PublicScreen => screen.body.kind === 'publicPage',
  );
  const legalLinks = publicScreens
    .filter((screen) => 'document' in screen.body)
    .map(({ path, title }) => ({ path, title }));
  return Promise.all(
    publicScreens.map(async ({ path, title, body }) => {
      const page = { path, title, company, legalLinks };
      const file = publicPageFile(path);
      if ('document' in body)
        return {
          path,
          file,
          html: publicPageHtml({
            ...page,
            content: <LegalText title={title} document={legalDocuments[body.document](company)} />,
          }),
        };
      const form = await loadPublicForm(body.form);
      return {
        path,
        file,
        html: publicPageHtml({
          ...page,
          content: <PublicForm title={title} form={form} />,
          script: publicFormScript,
        }),
      };
    }),
  );
}
