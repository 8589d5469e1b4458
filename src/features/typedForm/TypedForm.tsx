/**
 * The renderer of a typed form (screens.config.ts `defineTypedForm`): one input per configured
 * field, validated by the generated zod schema of the submit body with Spanish messages, the
 * context fields taken from the selected client, and the generated fetcher as submit. A refusal
 * shows the server's Spanish message on the field it names (or above the buttons when it names
 * none the form shows) and keeps the input.
 *
 * With `onDone` (a create form in a grid's modal) a success notifies and hands back; without it (a
 * page, e.g. the public proposal form) the success message replaces the form.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Center, Group, List, Loader, Stack } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import { bodyZod } from '../../api/generated/bodyZod';
import { ApiError, requestOf } from '../../api/http';
import { useApiMutation } from '../../api/useApiMutation';
import '../../lib/zodSpanish';
import type { TypedFormField, TypedFormSpec } from '../../language';
import { texts } from '../../lib/texts';
import { FieldWidget } from './FieldWidget';
import { allowedValues, fieldSchemaOf, isRequired } from './fieldSchema';
import { bodyOf, type FormValues, initialValues, type TypedFormSchema, withInitial } from './formValues';
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

type AnyField = TypedFormField<Record<string, unknown>>;

type SchemaLoader = () => Promise<TypedFormSchema>;

/** The form's loader: its own, else its submit operation's body schema (the contract's, generated). */
function loaderOf(spec: TypedFormSpec): SchemaLoader {
  if (spec.schema) return spec.schema;
  const { method, path } = requestOf(spec.submit, [{}, {}]);
  const generated = bodyZod[`${method} ${path}`];
  // A developer error: the operation has no JSON body schema, so the form must name its validator.
  if (!generated)
    throw new Error(`Typed form: ${method} ${path} has no JSON body schema; give the form a schema`);
  return generated as SchemaLoader;
}

/** Each loader's schema, loaded once (the loader is a stable function, so a form keeps its promise). */
const loadedSchemas = new WeakMap<SchemaLoader, Promise<TypedFormSchema>>();
function schemaOf(loader: SchemaLoader): Promise<TypedFormSchema> {
  let loaded = loadedSchemas.get(loader);
  if (!loaded) {
    loaded = loader();
    // A failed load (the network) may be tried again by opening the form again.
    loaded.catch(() => loadedSchemas.delete(loader));
    loadedSchemas.set(loader, loaded);
  }
  return loaded;
}

type SchemaState = { loader: SchemaLoader; schema: TypedFormSchema } | { loader: SchemaLoader; failed: true };

/** A loader until the form's schema is loaded (it loads with the form), then the form. */
export function TypedForm(props: TypedFormProps) {
  const loader = loaderOf(props.spec);
  const [state, setState] = useState<SchemaState | null>(null);
  useEffect(() => {
    let live = true;
    schemaOf(loader).then(
      (schema) => live && setState({ loader, schema }),
      () => live && setState({ loader, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [loader]);
  if (state?.loader !== loader)
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
  return <LoadedTypedForm {...props} schema={state.schema} />;
}

function LoadedTypedForm({
  spec,
  onDone,
  initial,
  onCancel,
  schema,
}: TypedFormProps & { schema: TypedFormSchema }) {
  const fields = spec.fields as readonly AnyField[];
  const context = useContextFields(spec);
  const resolver = useMemo(
    () =>
      zodResolver(z.preprocess((values: FormValues) => bodyOf(values, context), schema)) as Resolver<
        FormValues,
        unknown,
        Record<string, unknown>
      >,
    [schema, context],
  );
  const defaults = useMemo(() => withInitial(initialValues(spec, schema), initial), [spec, schema, initial]);
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

  // Errors of fields the form does not show (context fields, e.g. no client selected).
  const hiddenErrors = Object.entries(errors).filter(([name]) => !shown.has(name));

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
                  options={field.widget === 'select' ? allowedValues(fieldSchema) : []}
                  error={fieldState.error?.message}
                />
              )}
            />
          );
        })}
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
