/**
 * The renderer of a typed form (screens.config.ts `defineTypedForm`): one input per field it asks
 * for (typedFields.ts: from the contract, as the config says otherwise), validated by the generated zod schema of the submit body with Spanish messages, the
 * context fields taken from the selected client, and the generated fetcher as submit. A refusal
 * shows the server's Spanish message on the field it names (or above the buttons when it names
 * none the form shows) and keeps the input.
 *
 * With `onDone` (a create form in a grid's modal) a success notifies and hands back; without it (a
 * page, e.g. the public proposal form) the success message replaces the form. A body's spam trap
 * (`x-honeypot`) is rendered as an input no person meets: off screen, out of the tab order, hidden
 * from screen readers and autofill; only a program that fills every input fills it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Center, Group, List, Loader, Stack } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import { bodyZod } from '../../api/generated/bodyZod';
import { jsonSchemaLoaders } from '../../api/generated/json-schemas';
import { bodySchemas } from '../../api/generated/json-schemas/bodySchemas';
import { operationOf } from '../../api/generated/operations';
import { ApiError } from '../../api/http';
import { useApiMutation } from '../../api/useApiMutation';
import '../../lib/zodSpanish';
import type { GridInput, TypedFormSpec } from '../../language';
import { texts } from '../../lib/texts';
import { FieldWidget } from './FieldWidget';
import { fieldSchemaOf, isRequired } from './fieldSchema';
import { bodyOf, type FormValues, initialValues, type TypedFormSchema, withInitial } from './formValues';
import { contextOf, type FieldSchema, honeypotsOf, type TypedField, typedFieldsOf } from './typedFields';
import { useContextFields } from './useContextFields';

export interface TypedFormProps {
  spec: TypedFormSpec;
  /** Called after a successful submit; without it the form shows its own success message. */
  onDone?: () => void;
  /** Values some fields start with (a new incidence about the service it was opened from). */
  initial?: Record<string, unknown> | undefined;
  /** Shows a 'Cancelar' button that calls it (a form in a dialog). */
  onCancel?: () => void;
}

/** The two schemas of a form's body: the zod validator and the JSON Schema its fields are read from. */
interface FormSchemas {
  readonly zod: TypedFormSchema;
  readonly fields: readonly TypedField[];
  readonly traps: readonly { readonly name: string; readonly label: string }[];
  readonly context: Partial<Record<GridInput, string>>;
}

/**
 * The form's validator (its own, else its submit operation's body schema) and its body's JSON
 * Schema, both generated from the contract and loaded with the form, not with the home.
 */
async function loadSchemas(spec: TypedFormSpec): Promise<FormSchemas> {
  const { operationId, method, path } = operationOf(spec.submit);
  const operation = `${method} ${path}`;
  const validator = spec.schema ?? bodyZod[operationId];
  const bodyName = bodySchemas[operationId];
  // A developer error: the operation has no JSON body schema, so the form must name its validator.
  if (!validator || !bodyName)
    throw new Error(`Typed form: ${operation} has no JSON body schema; give the form a schema`);
  const [zod, json] = await Promise.all([validator(), jsonSchemaLoaders[bodyName]()]);
  const body = json.default as FieldSchema;
  return {
    zod: zod as TypedFormSchema,
    fields: typedFieldsOf(spec, body, operation),
    traps: honeypotsOf(body),
    context: contextOf(spec, body),
  };
}

/** Each form's schemas, loaded once (a config's form is one stable object). */
const loadedSchemas = new WeakMap<TypedFormSpec, Promise<FormSchemas>>();
function schemasOf(spec: TypedFormSpec): Promise<FormSchemas> {
  let loaded = loadedSchemas.get(spec);
  if (!loaded) {
    loaded = loadSchemas(spec);
    // A failed load (the network) may be tried again by opening the form again.
    loaded.catch(() => loadedSchemas.delete(spec));
    loadedSchemas.set(spec, loaded);
  }
  return loaded;
}

/** Out of sight and out of the layout, yet in the form (display: none is skipped by some programs). */
const offScreen = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
} as const;

type SchemaState = { spec: TypedFormSpec; schemas: FormSchemas } | { spec: TypedFormSpec; failed: true };

/** A loader until the form's schemas are loaded (they load with the form), then the form. */
export function TypedForm(props: TypedFormProps) {
  const { spec } = props;
  const [state, setState] = useState<SchemaState | null>(null);
  useEffect(() => {
    let live = true;
    schemasOf(spec).then(
      (schemas) => live && setState({ spec, schemas }),
      () => live && setState({ spec, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [spec]);
  if (state?.spec !== spec)
    return (
      <Center py="lg">
        <Loader role="status" aria-label={texts.typedForm.loading} />
      </Center>
    );
  if ('failed' in state)
    return (
      <Alert color="red" role="alert">
        {texts.typedForm.loadFailed}
      </Alert>
    );
  return <LoadedTypedForm {...props} schemas={state.schemas} />;
}

function LoadedTypedForm({
  spec,
  onDone,
  initial,
  onCancel,
  schemas: { zod: schema, fields, traps, context: contextInputs },
}: TypedFormProps & { schemas: FormSchemas }) {
  const context = useContextFields(contextInputs);
  const resolver = useMemo(
    () =>
      zodResolver(z.preprocess((values: FormValues) => bodyOf(values, context), schema)) as Resolver<
        FormValues,
        unknown,
        Record<string, unknown>
      >,
    [schema, context],
  );
  const defaults = useMemo(
    () => ({
      ...withInitial(initialValues(fields, schema), initial),
      ...Object.fromEntries(traps.map((trap) => [trap.name, ''])),
    }),
    [fields, traps, schema, initial],
  );
  const form = useForm<FormValues, unknown, Record<string, unknown>>({ resolver, defaultValues: defaults });
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const { errors, isSubmitting } = form.formState;
  const shown = new Set(fields.map((field) => field.name));

  // A dialog's form reports with a notice and closes; an inline one says it in place (below).
  const save = useApiMutation({
    request: (body: Record<string, unknown>) => ({ call: spec.submit, args: [body] }),
    done: onDone ? spec.done : undefined,
  });

  const submit = form.handleSubmit(async (body) => {
    setServerError(null);
    try {
      await save.mutateAsync(body);
    } catch (error) {
      // A refusal about a field the form shows goes on that field, where the person looks.
      const field = error instanceof ApiError ? error.field : undefined;
      if (field && shown.has(field)) {
        form.setError(field, { type: 'server', message: (error as ApiError).message }, { shouldFocus: true });
        return;
      }
      setServerError(error instanceof Error ? error.message : texts.typedForm.failed);
      return;
    }
    form.reset(defaults);
    if (onDone) onDone();
    else {
      setSent(true);
    }
  });

  if (sent) {
    return (
      <Stack gap="sm" align="flex-start">
        <Alert color="green" role="status" w="100%">
          {spec.done}
        </Alert>
        <Button variant="default" onClick={() => setSent(false)}>
          {texts.typedForm.sendAnother}
        </Button>
      </Stack>
    );
  }

  // Errors of fields the form does not show (context fields, e.g. no client selected); a spam
  // trap's own never (a program that filled it gets no hint).
  const trapNames = new Set(traps.map((trap) => trap.name));
  const hiddenErrors = Object.entries(errors).filter(([name]) => !shown.has(name) && !trapNames.has(name));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {fields.map((field) => {
          const fieldSchema = fieldSchemaOf(schema, field.name);
          return (
            <Controller
              key={field.name}
              control={form.control}
              name={field.name}
              render={({ field: input, fieldState }) => (
                <FieldWidget
                  field={field}
                  input={input}
                  required={isRequired(fieldSchema)}
                  error={fieldState.error?.message}
                />
              )}
            />
          );
        })}
        {traps.map((trap) => (
          <div key={trap.name} aria-hidden="true" style={offScreen}>
            <label>
              {trap.label}
              <input type="text" tabIndex={-1} autoComplete="off" {...form.register(trap.name)} />
            </label>
          </div>
        ))}
        {hiddenErrors.length > 0 && (
          <Alert color="red" title={texts.typedForm.otherErrors} role="alert">
            <List size="sm">
              {hiddenErrors.map(([name, error]) => (
                <List.Item key={name}>{`${name}: ${error?.message ?? ''}`}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {serverError && (
          <Alert color="red" title={texts.typedForm.failed} role="alert">
            {serverError}
          </Alert>
        )}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
              {texts.typedForm.cancel}
            </Button>
          )}
          <Button type="submit" loading={isSubmitting}>
            {spec.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
