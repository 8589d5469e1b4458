/**
 * What every public page is around its content: a slim header with the portal's mark and a way
 * back to the portal, the main content, and a footer naming the company (with its NIF and address,
 * as the LSSI-CE asks on every page of a website) and linking the legal texts. Plain HTML made at
 * build time (renderToStaticMarkup): no component here runs in the browser.
 */
import type { ReactNode } from 'react';
import { LogoMark } from '../../components/LogoMark';
import { texts } from '../../lib/texts';
import type { CompanyIdentity } from './company';
import { publicPageTexts } from './publicPageTexts';

/** A public page's link in the footer: the legal texts. */
export interface PublicLink {
  readonly path: string;
  readonly title: string;
}

const t = publicPageTexts;

export function PublicLayout({
  path,
  company,
  legalLinks,
  children,
}: {
  /** The page's own path: its footer link is marked as the current page. */
  path: string;
  company: CompanyIdentity;
  legalLinks: readonly PublicLink[];
  children: ReactNode;
}) {
  return (
    <>
      <header className="site-header">
        <div className="bar">
          <span className="brand">
            <LogoMark size={32} />
            <span>{texts.appName}</span>
          </span>
          <a className="back" href="/">
            <span aria-hidden="true">←</span> {t.backToPortal}
          </a>
        </div>
      </header>
      <main className="page">{children}</main>
      <footer className="site-footer">
        <div className="bar">
          <p>
            {company.name} · NIF {company.nif} · {company.address}
          </p>
          <nav aria-label={t.legalLinks}>
            <ul>
              {legalLinks.map((link) => (
                <li key={link.path}>
                  <a href={link.path} aria-current={link.path === path ? 'page' : undefined}>
                    {link.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </footer>
    </>
  );
}
