/**
 * Forms in the config language: schema forms generated from their submit operation's body schema
 * (rendered by src/features/schemaForm) and typed forms (react-hook-form + zod, src/features/typedForm).
 */
import type { z } from 'zod';
import type { Fetcher } from '../api/callFetcher';
import type { BodySchemaTypes } from '../api/generated/json-schemas/bodySchemas';
import type { ArgOf, KeyOf } from './common';
import type { FieldMap, LineOf, ListFieldOf } from './grid';

/**
 * Named widgets of the schema forms (src/features/schemaForm/widgets.tsx). The schema chooses
 * 'picker' (a field referencing another record, with the contract's `x-picker`: no admin types an
 * id) and 'orderedChoice' (a list of a closed set) by itself; a form names a widget only to override
 * that. Besides rjsf's own ('password', 'textarea', 'checkboxes', 'hidden'...), 'tags' (a list of
 * free texts).
 */
export type SchemaFormWidget =
  | 'picker'
  | 'orderedChoice'
  | 'password'
  | 'textarea'
  | 'checkboxes'
  | 'hidden'
  | 'tags';

/**
 * What a form says of one field where the contract does not say it, in every form kind (schema
 * forms and typed forms alike): its label, the help under it and its input.
 */
export interface FieldUi<Widget extends string> {
  /** Overrides the field's Spanish `title` in the contract. */
  readonly label?: string;
  /** Shown under the field: what to type, what an empty value means. */
  readonly help?: string;
  /** The input, where the contract's schema does not decide it; 'hidden' leaves the field out. */
  readonly widget?: Widget;
  /** Shown in the field while it is empty: what an empty value means ('(raíz)'). */
  readonly placeholder?: string;
  /**
   * A page the field refers to, linked after its help and opened in a new tab so that what the
   * person typed stays (the privacy policy a consent accepts). Typed forms show it.
   */
  readonly link?: { readonly label: string; readonly href: string };
}

/**
 * The words every form kind shares (FormSpec, TypedFormSpec): its submit operation, what it says
 * of its fields, their order, its button and its done message. `Widget` is the form kind's inputs.
 */
interface FormWords<F extends Fetcher, Widget extends string> {
  /** The submit fetcher; its first argument (the body, or the query parameters) is the form's value. */
  readonly submit: F;
  /** Label, help and input per field where the contract does not say them; unknown fields fail `tsc`. */
  readonly fields?: { readonly [Field in KeyOf<ArgOf<F, 0>>]?: FieldUi<Widget> };
  /**
   * The fields the form asks for, in order; the others are not asked (filled by the form itself: a
   * hidden key, the selected client, a picked record). By default the contract's fields, in its order.
   */
  readonly order?: readonly KeyOf<ArgOf<F, 0>>[];
  /** Spanish text of the submit button. */
  readonly submitLabel: string;
  /** Spanish message shown when the submit succeeds ('Cliente creado.'). */
  readonly done: string;
}

/**
 * A form generated from a contract schema, submitted through a generated fetcher. The form's value
 * is the fetcher's first argument: the JSON body, or the query parameters of an operation without
 * body (whose schema codegen names `<OperationId>Params`, as orval names their type).
 */
export interface FormSpec<F extends Fetcher = Fetcher> extends FormWords<F, SchemaFormWidget> {
  readonly kind: 'form';
  /**
   * The contract schema the form is generated from (JSON Schema at codegen time): by default its
   * `submit` operation's body (or query parameters); one named here must have the body's type.
   */
  readonly schema?: BodySchemaOf<F>;
  /** Question asked before submitting; every destructive form (a delete by id) has one. */
  readonly confirm?: string;
  /**
   * The record the form edits, loaded as soon as the field `on` is chosen (with its `x-picker`):
   * its current values fill the form, so the admin changes them rather than retyping them blind.
   */
  readonly current?: {
    readonly on: KeyOf<ArgOf<F, 0>>;
    readonly load: CurrentValues;
    /**
     * A record with two variants read by two operations (a user's normal and digitalized
     * permissions): while the boolean form field `field` is checked, `load` reads the values instead.
     */
    readonly variant?: { readonly field: KeyOf<ArgOf<F, 0>>; readonly load: CurrentValues };
  };
}

/** The contract schemas whose generated type is exactly the fetcher's first argument (its form value). */
type BodySchemaOf<F extends Fetcher> = {
  [N in keyof BodySchemaTypes]: [BodySchemaTypes[N]] extends [ArgOf<F, 0>]
    ? [ArgOf<F, 0>] extends [BodySchemaTypes[N]]
      ? N
      : never
    : never;
}[keyof BodySchemaTypes];

/** How a form's current values are read: see `currentValues`. */
export interface CurrentValues {
  readonly query: Fetcher;
  readonly params: Readonly<Record<string, string>>;
  /** Form fields filled from a list of the answer: each line's `item` (a user's clients' ids). */
  readonly lists?: Readonly<Record<string, { readonly list: string; readonly item: string }>>;
}

/** A list of an answer and the field of its lines that fills a form field (see `currentValues`). */
type CurrentList<A> = {
  [L in ListFieldOf<A>]: { readonly list: L; readonly item: KeyOf<LineOf<A, L>> };
}[ListFieldOf<A>];

/**
 * The read operation of a form's current values, called with parameters taken from the record the
 * admin picked (`{ clientId: 'clientId' }`: the picked client's clientId). The answer's fields that
 * the form has fill it; a 404 (nothing saved yet) leaves them empty. A form field the answer holds
 * as a list of records is filled from `lists` (`{ clientIds: { list: 'clientes', item: 'clientId' } }`:
 * the ids of the answer's `clientes`). Unknown parameters, lists or items fail `tsc`.
 */
export function currentValues<Q extends Fetcher>(
  query: Q,
  params: { readonly [P in KeyOf<ArgOf<Q, 0>>]?: string },
  lists?: { readonly [field: string]: CurrentList<Awaited<ReturnType<Q>>> },
): CurrentValues {
  return { query, params: params as Readonly<Record<string, string>>, ...(lists ? { lists } : {}) };
}

export function defineForm<F extends Fetcher>(spec: Omit<FormSpec<F>, 'kind'>): FormSpec<F> {
  return { kind: 'form', ...spec };
}

/**
 * The inputs of a typed form (src/features/typedForm/FieldWidget.tsx). By default a field's comes
 * from its contract schema: 'checkbox' for a boolean, 'number' for a number, 'select' for a closed
 * set (its values, labelled by their `title`s), 'date', 'email' and 'phone' for the formats `date`,
 * `email` and `tel`, 'textarea' for a text the contract marks `x-multiline`, 'text' otherwise. A form
 * names one only where the schema cannot say it: 'center' offers the selected client's centers by
 * name (a text box outside the shell); 'service' finds one of the user's services by reference as
 * one types (searchServices), its value the referencia.
 */
export type TypedFieldWidget =
  | 'text'
  | 'textarea'
  | 'email'
  | 'phone'
  | 'number'
  | 'date'
  | 'checkbox'
  | 'select'
  | 'center'
  | 'service'
  | 'hidden';

/**
 * A hand-laid form validated by the generated zod schema of its body (react-hook-form + zod): the
 * client-facing creates (contacts, requests, the public proposal form) and the e-mail dialog.
 */
export interface TypedFormSpec<F extends Fetcher = Fetcher> extends FormWords<F, TypedFieldWidget> {
  readonly kind: 'typedForm';
  /**
   * Loads the zod schema the body is validated with. By default the submit operation's body schema
   * (src/api/generated/bodyZod.ts); another is named only when the form validates more than the
   * contract does: `() => import('…/model/contactoInput.zod').then((m) => m.ContactoInput)`. A loader,
   * not the schema, so zod and the schemas load with the form, not with the signed-in home.
   */
  readonly schema?: () => Promise<z.ZodType<unknown, ArgOf<F, 0>>>;
  /**
   * Body fields the form fills from the selected client instead of asking; by default the body's
   * fields named as a client input (`clientId`, `clientIds`, `clientName`).
   */
  readonly context?: FieldMap<ArgOf<F, 0>>;
  /**
   * A field of the submit's answer that the success message gives as the reference the person
   * keeps (the public proposal's `referencia`), on a form that is a page of its own.
   */
  readonly reference?: KeyOf<Awaited<ReturnType<F>>>;
}

export function defineTypedForm<F extends Fetcher>(spec: Omit<TypedFormSpec<F>, 'kind'>): TypedFormSpec<F> {
  return { kind: 'typedForm', ...spec };
}
