/**
 * Screens in the config language: a route, its audience, its nav entry and its body; defineScreens
 * checks the whole table once (one screen per path, every body's operations real fetchers).
 */
import type { Audience } from './common';
import type { FileBrowserSpec } from './files';
import type { FormSpec, TypedFormSpec } from './forms';
import type { GridSpec } from './grid';
import type { SectionsSpec, StepsSpec, TabsSpec } from './layout';
import type { HomeSpec, ReportsSpec, TruckMapSpec } from './reports';

/** The hand-written pages, by name; src/screens/pages/registry.ts renders each (tsc checks both ends). */
export type PageName =
  /** A client's home KPIs, navigation and services columns as its users see them (admin). */
  'clientPreview';

/** A hand-written page (legal texts, dashboards) looked up by name in src/screens/pages. */
export interface PageSpec {
  readonly kind: 'page';
  readonly page: PageName;
}

export function page(name: PageName): PageSpec {
  return { kind: 'page', page: name };
}

/** The legal texts of the public pages, by name; src/features/publicPages/documents renders each (tsc checks both ends). */
export type PublicDocumentName = 'legalNotice' | 'privacyPolicy';

/**
 * A public screen's body: a page of its own, made into static HTML at build time (src/features/publicPages), that
 * shows its text without loading the portal. A legal text, or a typed form that a light script of
 * the page validates (the contract's zod schema) and sends (the generated fetcher).
 */
export type PublicPageSpec =
  | { readonly kind: 'publicPage'; readonly document: PublicDocumentName }
  // biome-ignore lint/suspicious/noExplicitAny: any operation's form
  | { readonly kind: 'publicPage'; readonly form: TypedFormSpec<any> };

/** A legal text as a public page of its own (`publicPage('legalNotice')`), or a typed form. */
// biome-ignore lint/suspicious/noExplicitAny: any operation's form
export function publicPage(content: PublicDocumentName | TypedFormSpec<any>): PublicPageSpec {
  return typeof content === 'string'
    ? { kind: 'publicPage', document: content }
    : { kind: 'publicPage', form: content };
}

/** Any screen body. Specs bound to different fetchers share no narrower supertype than `any`. */
// biome-ignore lint/suspicious/noExplicitAny: see above
export type AnyGridSpec = GridSpec<any, any, any, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: see above
type AnyFormSpec = FormSpec<any>;
// biome-ignore lint/suspicious/noExplicitAny: see above
type AnyTypedFormSpec = TypedFormSpec<any>;
export type ScreenBody =
  | AnyGridSpec
  | AnyFormSpec
  | AnyTypedFormSpec
  | TabsSpec
  | SectionsSpec
  | StepsSpec
  | PageSpec
  | PublicPageSpec
  | ReportsSpec
  | HomeSpec
  // biome-ignore lint/suspicious/noExplicitAny: see above
  | TruckMapSpec<any, any, any>
  | FileBrowserSpec;

export interface NavEntry {
  /** Spanish link text. */
  readonly label: string;
  /**
   * Position in the top navigation; lower first. Two screens may share one: a user who may open
   * both sees the narrower audience's (access.ts, navLinksFor).
   */
  readonly order: number;
}

export interface ScreenSpec {
  /** Route path (docs/product-rules.md#routes); the screen's name in kebab case unless written. */
  readonly path: string;
  /** Spanish page title. */
  readonly title: string;
  readonly audience: readonly Audience[];
  readonly nav?: NavEntry;
  readonly body: ScreenBody;
}

/**
 * A screen as the config writes it: its `path` is its name in kebab case unless it says another
 * (`servicesRegenera` opens at /services-regenera), and its `nav` is its place in the top
 * navigation (`nav: 10`, the link saying the screen's title) or a NavEntry whose label defaults to
 * the title.
 */
export interface ScreenEntry extends Omit<ScreenSpec, 'path' | 'nav'> {
  readonly path?: string;
  readonly nav?: number | (Omit<NavEntry, 'label'> & { readonly label?: string });
}

/** A name in kebab case, as a type: 'filesSearchResults' → 'files-search-results'. */
export type KebabCase<Name extends string> = Name extends `${infer First}${infer Rest}`
  ? `${First extends Lowercase<First> ? First : `-${Lowercase<First>}`}${KebabCase<Rest>}`
  : '';

/** The path of the screen `Name`: the one its entry writes, else its name in kebab case. */
type ScreenPath<Name extends string, Entry> = Entry extends {
  readonly path: infer Path extends string;
}
  ? Path
  : `/${KebabCase<Name>}`;

/** The screens as the app reads them, each path typed ('/contacts'). */
type DefinedScreens<Screens> = {
  readonly [Name in keyof Screens & string]: ScreenSpec & { readonly path: ScreenPath<Name, Screens[Name]> };
};

/** The path a screen named `name` opens at when its entry writes none. */
function screenPath(name: string): string {
  return `/${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

function defineScreen(name: string, entry: ScreenEntry): ScreenSpec {
  const { nav, path = screenPath(name), ...spec } = entry;
  if (nav === undefined) return { path, ...spec };
  return {
    path,
    ...spec,
    nav: typeof nav === 'number' ? { label: spec.title, order: nav } : { label: spec.title, ...nav },
  };
}

/**
 * The table of contents of the product. Checks, at start-up, what types do not: unique paths,
 * failing with a message that names both screens, and public screens with public-page bodies. An
 * operation is a generated fetcher imported by name, so one that does not exist fails `tsc`
 * (tests/screens/unknownOperation.test-d.ts).
 */
export function defineScreens<const Screens extends Record<string, ScreenEntry>>(
  entries: Screens,
): DefinedScreens<Screens> {
  const screens = Object.fromEntries(
    Object.entries(entries).map(([name, entry]) => [name, defineScreen(name, entry)]),
  ) as DefinedScreens<Screens>;
  const seen = new Map<string, string>();
  for (const [name, screen] of Object.entries<ScreenSpec>(screens)) {
    const clash = seen.get(screen.path);
    if (clash)
      throw new Error(`screens.config.ts: "${name}" and "${clash}" use the same path ${screen.path}.`);
    seen.set(screen.path, name);
    // Public screens load no portal (src/main.tsx sends their paths to the pages made at build
    // time), and a page made at build time has no session to show a private screen with.
    if ((screen.body.kind === 'publicPage') !== screen.audience.includes('public'))
      throw new Error(
        `screens.config.ts: "${name}" must be public with a publicPage(…) body, or neither: public screens are pages of their own.`,
      );
  }
  return screens;
}
