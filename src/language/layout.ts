/**
 * Composite bodies in the config language: tabs and sections, each holding other bodies.
 */
import type { Fetcher } from '../api/callFetcher';
import type { ScreenBody } from './screens';

/**
 * Several bodies under one route, one tab each (the actions screen, the admin dashboard). `Key`:
 * the closed set of the client configuration that orders the tabs (the contract's ActionClave).
 */
export interface TabsSpec<Key extends string = string> {
  readonly kind: 'tabs';
  readonly tabs: readonly {
    /** Stable id, kept in the URL as `?tab=`. */
    readonly id: string;
    /** Spanish tab label. */
    readonly label: string;
    readonly body: ScreenBody;
    /**
     * The tab's key in the client's configuration (`config`), one of that configuration's closed set
     * (a key outside it fails `tsc`); without one the tab always shows.
     */
    readonly configKey?: Key;
  }[];
  /**
   * The client's configuration of which tabs show, in which order (e.g. getConfigClientsActions),
   * called with the selected client's `clientId`; none (404) or empty shows every tab.
   */
  readonly config?: Fetcher<{ readonly config: readonly Key[] }>;
}

/** A fetcher of a client configuration that orders tabs (e.g. getConfigClientsActions). */
type ConfigFetcher = Fetcher<{ readonly config: readonly string[] }>;

/**
 * The keys a configuration fetcher answers: the items of its answer's `config` (ActionClave for
 * getConfigClientsActions); none without a fetcher.
 */
export type ConfigKeyOf<C> =
  C extends Fetcher<infer Answer>
    ? Answer extends { readonly config: readonly (infer Key)[] }
      ? Key & string
      : never
    : never;

/** A tab as written: its `id` defaults to the slug of its label ('Menús' → 'menus'). */
type TabInput<Key extends string> = Omit<TabsSpec<Key>['tabs'][number], 'id'> & { readonly id?: string };

/**
 * Tabs; their `configKey`s are typed by the keys `options.config` answers (none without it), taken
 * from the fetcher itself, so no type argument can widen them. A tab's id is in the product's URLs
 * (`?tab=`): it is written only where it is not its label's slug.
 */
export function defineTabs<C extends ConfigFetcher = never>(
  tabs: readonly TabInput<ConfigKeyOf<NoInfer<C>>>[],
  options: { readonly config?: C } = {},
): TabsSpec {
  return {
    kind: 'tabs',
    tabs: tabs.map((tab) => ({ ...tab, id: tab.id ?? slug(tab.label) })),
    ...options,
  };
}

/** 'Configuración de cliente' → 'configuracion-de-cliente': lower case, no accents, dashes for spaces. */
function slug(label: string): string {
  return label
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-');
}

/**
 * Several bodies one under another, each under its own heading: the parts of one admin tab (a list
 * and the forms that act on it).
 */
export interface SectionsSpec {
  readonly kind: 'sections';
  readonly sections: readonly {
    /** Spanish heading of the section. */
    readonly label: string;
    readonly body: ScreenBody;
  }[];
}

/**
 * Sections by their headings, in the order written: `{ Clientes: clientsGrid, 'NIF de un cliente':
 * nifGrid }`. A heading names its section's region, so two alike would be one too many (and fail `tsc`).
 * (JavaScript would put a heading that is a whole number first; no Spanish heading is one.)
 */
export function defineSections(sections: { readonly [label: string]: ScreenBody }): SectionsSpec {
  return { kind: 'sections', sections: Object.entries(sections).map(([label, body]) => ({ label, body })) };
}
