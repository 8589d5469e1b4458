import type { SearchType } from '../../api/generated/model';

/**
 * The global search's pure rules (docs/product-rules.md#global-search): which sections show for the chips
 * chosen, how many items each asks for, when a query runs, and where results and 'Ver más' lead.
 */

/** The three result sections, in the order they show. */
const searchSections = ['contacts', 'services', 'files'] as const;
export type SearchSection = (typeof searchSections)[number];

/** The search text is debounced by 500 ms. */
export const searchDebounceMs = 500;

/** 6 items per section with no chip, 15 for a single chip, 8 for several. */
export const searchPageSizes = { none: 6, single: 15, several: 8 } as const;

/** The search types as the full-results screens receive them in `type`. */
const searchTypeOf: Record<SearchSection, SearchType> = {
  contacts: 'Contacts',
  services: 'Services',
  files: 'Documents',
};

/** No chip shows all three sections; otherwise the chosen ones, in section order. */
export function visibleSections(chips: readonly SearchSection[]): SearchSection[] {
  if (chips.length === 0) return [...searchSections];
  return searchSections.filter((section) => chips.includes(section));
}

/** Items per section for the chips chosen. */
export function pageSizeFor(chips: readonly SearchSection[]): number {
  const count = chips.length === 0 ? 0 : visibleSections(chips).length;
  if (count === 0) return searchPageSizes.none;
  if (count === 1) return searchPageSizes.single;
  return searchPageSizes.several;
}

/** The text a query is made with: trimmed; null when there is nothing to search (the same rule). */
export function queryTextOf(text: string): string | null {
  const trimmed = text.trim();
  return trimmed.length > 0 ? trimmed : null;
}

/**
 * Where each section's results lead, from screens.config.ts (src/shell/searchTargets.ts): the
 * selected client's services screen, the contacts screen, the files' full results. Null where the
 * user may open no such screen.
 */
export type SearchTargets = Readonly<Record<SearchSection, string | null>>;

/**
 * 'Ver más': the section's full results screen with the type and the text searched (services: the
 * selected client's services screen, whose list the results are); null without one.
 */
export function moreResultsHref(section: SearchSection, text: string, targets: SearchTargets): string | null {
  const target = targets[section];
  if (!target) return null;
  // A target may carry a query of its own (a tab: `?tab=…`); the search's parameters join it.
  const [path, own = ''] = target.split('?');
  const query = new URLSearchParams(own);
  query.set('type', searchTypeOf[section]);
  query.set('queryText', text);
  return `${path}?${query.toString()}`;
}

/** A service result opens the selected client's services screen searching its referencia. */
export function serviceResultHref(referencia: string, targets: SearchTargets): string | null {
  return moreResultsHref('services', referencia, targets);
}
