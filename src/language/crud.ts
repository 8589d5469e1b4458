/**
 * The create, edit and delete parts of an admin grid, worded from the record's Spanish noun: each
 * kind of record says 'Nuevo cliente', 'Crear cliente', 'Cliente creado.', 'Guardar cliente',
 * '¿Eliminar el cliente?' alike (texts.crud), agreeing with the noun's gender, so a screen names its
 * operations and nothing else. Any text can still be said otherwise where the screen needs to.
 */
import type { Fetcher } from '../api/callFetcher';
import { texts } from '../lib/texts';
import type { ArgOf, KeyOf } from './common';
import { defineForm, type FormSpec, type TypedFormSpec } from './forms';
import { type CreateGate, deleteRow } from './grid';

/**
 * What a part's schema form takes besides its operation (fields, order, current values…), and the
 * texts the noun words by default, said otherwise where the screen needs to (`label` is the button's).
 */
type PartOptions<F extends Fetcher> = Partial<Omit<FormSpec<F>, 'kind' | 'submit'>> & {
  readonly label?: string;
};

/** A grid's create or edit: the button's label and its form (GridSpec `create` / `edit`). */
interface FormPart<F extends Fetcher> {
  readonly label: string;
  readonly form: FormSpec<F>;
}

/** Omit over each member of a union (the row key and parameter pairs of a row's operation). */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A delete's row key and parameter, as `deleteRow` checks them, and what the question adds. */
type DeleteSpec<
  A extends Fetcher,
  RowKey extends string,
  When extends string,
  Param extends string,
> = OmitEach<Parameters<typeof deleteRow<A, RowKey, When, Param>>[1], 'confirm' | 'done'> & {
  /** Continues the question: '¿Eliminar el cliente con sus centros…?'. */
  readonly consequences?: string;
  /** A sentence after the question: 'Debe estar vacío…'. */
  readonly note?: string;
};

/**
 * The parts of a grid over one kind of record, `noun` in Spanish (lower case unless an acronym),
 * 'f' for a feminine noun: `record('cliente')`, `record('propuesta', 'f')`.
 */
export function record(noun: string, gender: 'm' | 'f' = 'm') {
  const feminine = gender === 'f';
  const words = texts.crud;
  const form = <F extends Fetcher>(submit: F, submitLabel: string, done: string, options: PartOptions<F>) => {
    const { label: _label, ...spec } = options;
    return defineForm({ submit, submitLabel, done, ...spec });
  };
  /** The edited row's key is sent, never typed: hidden unless the screen's `ui` says otherwise. */
  const hiding = <F extends Fetcher>(rowKey: string, options: PartOptions<F>): PartOptions<F> => ({
    ...options,
    fields: { [rowKey]: { widget: 'hidden' }, ...options.fields } as FormSpec<F>['fields'],
  });
  return {
    /** 'Nuevo cliente': a form whose button says 'Crear cliente', and 'Cliente creado.' when done. */
    create: <F extends Fetcher>(submit: F, options: PartOptions<F> = {}): FormPart<F> => ({
      label: options.label ?? words.newLabel(noun, feminine),
      form: form(submit, words.create(noun), words.created(noun, feminine), options),
    }),
    /**
     * 'Nueva incidencia' opening a typed form of the screen's own (its fields, widgets and texts:
     * src/config/clientForms.ts); `gate` as a grid's create.
     */
    createWith: (
      form: TypedFormSpec,
      options: { readonly label?: string; readonly gate?: CreateGate } = {},
    ): { readonly label: string; readonly form: TypedFormSpec; readonly gate?: CreateGate } => ({
      label: options.label ?? words.newLabel(noun, feminine),
      form,
      ...(options.gate && { gate: options.gate }),
    }),
    /** 'Añadir NIF', then 'NIF añadido.': a record added to another (a client's NIFs). */
    add: <F extends Fetcher>(submit: F, options: PartOptions<F> = {}): FormPart<F> => ({
      label: options.label ?? words.add(noun),
      form: form(submit, words.add(noun), words.added(noun, feminine), options),
    }),
    /** 'Modificar' a row: 'Guardar cliente', then 'Cliente modificado.'; the row key `rowKey` hidden. */
    edit: <F extends Fetcher>(
      submit: F,
      rowKey: KeyOf<ArgOf<F, 0>>,
      options: PartOptions<F> = {},
    ): FormPart<F> => ({
      label: options.label ?? words.edit,
      form: form(submit, words.save(noun), words.modified(noun, feminine), hiding(rowKey, options)),
    }),
    /**
     * One operation that creates (key empty) and modifies (key set): 'Nuevo banner' and 'Modificar'
     * open the same form, 'Guardar banner', then 'Banner guardado.', its key hidden; `label` names the
     * create button ('Nuevo banner de inicio'). Spread into the grid.
     */
    saves: <F extends Fetcher>(
      submit: F,
      rowKey: KeyOf<ArgOf<F, 0>>,
      options: PartOptions<F> = {},
    ): { readonly create: FormPart<F>; readonly edit: FormPart<F> } => {
      const saving = form(submit, words.save(noun), words.saved(noun, feminine), hiding(rowKey, options));
      return {
        create: { label: options.label ?? words.newLabel(noun, feminine), form: saving },
        edit: { label: words.edit, form: saving },
      };
    },
    /**
     * 'Eliminar' a row, asked first: '¿Eliminar el cliente?', then 'Cliente eliminado.'; the row
     * key (and the parameter) the grid's unless said.
     */
    delete: <
      A extends Fetcher,
      const RowKey extends string = never,
      const When extends string = never,
      const Param extends string = never,
    >(
      call: A,
      { consequences, note, ...spec }: DeleteSpec<A, RowKey, When, Param> = {} as DeleteSpec<
        A,
        RowKey,
        When,
        Param
      >,
    ) =>
      deleteRow<A, RowKey, When, Param>(call, {
        ...spec,
        confirm: words.confirmDelete(noun, feminine, consequences, note),
        done: words.deleted(noun, feminine),
      } as Parameters<typeof deleteRow<A, RowKey, When, Param>>[1]),
  };
}
