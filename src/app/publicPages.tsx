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

interface PublicPage {
  readonly path: string;
  readonly html: string;
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
      if ('document' in body)
        return {
          path,
          html: publicPageHtml({
            ...page,
            content: <LegalText title={title} document={legalDocuments[body.document](company)} />,
          }),
        };
      const form = await loadPublicForm(body.form);
      return {
        path,
        html: publicPageHtml({
          ...page,
          content: <PublicForm title={title} form={form} />,
          script: publicFormScript,
        }),
      };
    }),
  );
}
