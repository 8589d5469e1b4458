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

/** Tabs; their `configKey`s are typed by the keys `options.config` answers (none without it). */
export function defineTabs<const Key extends string = never>(
  tabs: TabsSpec<NoInfer<Key>>['tabs'],
  options: { readonly config?: Fetcher<{ readonly config: readonly Key[] }> } = {},
): TabsSpec {
  return { kind: 'tabs', tabs, ...options } as TabsSpec;
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

export function defineSections(sections: SectionsSpec['sections']): SectionsSpec {
  return { kind: 'sections', sections };
}
