/**
 * Composite bodies in the config language: tabs, sections and guided steps, each holding other bodies.
 */
import type { Fetcher } from '../api/callFetcher';
import type { pickerSources } from '../api/generated/json-schemas/pickerSources';
import type { FormSpec } from './forms';
import type { ScreenBody } from './screens';

/** The list operation of a contract `x-picker` (codegen's pickerSources). */
type PickerOperation = keyof typeof pickerSources;

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

/**
 * A guided sequence over one record that its first step creates (onboarding a client: the client,
 * then its centers, users, configuration, a banner, a review). Each step is any body (the same
 * generated forms and grids as the tabs); from the second on, the record is the steps' subject:
 * every form field and grid picker whose contract `x-picker` lists records from `subject.from` takes
 * the subject instead of asking for it. The flow shows which steps are done (saved at least once)
 * and which are left; the subject stays in the URL (`?sujeto=`), so a reload resumes it.
 */
export interface StepsSpec {
  readonly kind: 'steps';
  readonly subject: {
    /** The first step's label and sentence, as a step's. */
    readonly label: string;
    /** What the subject is, in Spanish, lower case ('cliente'): "Continúe con un cliente que ya existe". */
    readonly noun: string;
    readonly description: string;
    /** The form that creates it; its answer is the subject (e.g. the created Cliente). */
    readonly create: FormSpec;
    /** The picker's list operation whose records the subject is one of (`adminClientsList`). */
    readonly from: PickerOperation;
    /** The subject's key field (kept in the URL) and the field that names it (shown above the steps). */
    readonly key: string;
    readonly name: string;
  };
  readonly steps: readonly {
    /** Spanish step label. */
    readonly label: string;
    /** What the step is for, in a sentence (shown under its label). */
    readonly description: string;
    readonly body: ScreenBody;
  }[];
}

/** A guided sequence: see StepsSpec. */
export function defineSteps(spec: Omit<StepsSpec, 'kind'>): StepsSpec {
  return { kind: 'steps', ...spec };
}
