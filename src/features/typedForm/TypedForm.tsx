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
import { Alert, Button, Center, List, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../api/http';
import { useApiMutation } from '../../api/useApiMutation';
import { DialogActions } from '../../components/DialogActions';
import '../../lib/zodSpanish';
import type { TypedFormSpec } from '../../language';
import { FieldWidget } from './FieldWidget';
import { fieldSchemaOf, isRequired } from './fieldSchema';
import { type FormSchemas, schemasOf } from './formSchemas';
import { bodyOf, type FormValues, initialValues, withInitial } from './formValues';
import { typedFormTexts } from './typedFormTexts';
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

/** The answer's field that a form's success message quotes (`spec.reference`), '' without one. */
function referenceOf(answer: unknown, field: string | undefined): string {
  const value =
    field && answer && typeof answer === 'object' ? (answer as Record<string, unknown>)[field] : '';
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
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
        <Loader role="status" aria-label={typedFormTexts.loading} />
      </Center>
    );
  if ('failed' in state)
    return (
      <Alert color="red" role="alert">
        {typedFormTexts.loadFailed}
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
  /** Sent, with the reference the answer gives (spec.reference) or '' when it gives none. */
  const [sent, setSent] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const shown = new Set(fields.map((field) => field.name));

  // A dialog's form reports with a notice and closes; an inline one says it in place (below).
  const save = useApiMutation({
    request: (body: Record<string, unknown>) => ({ call: spec.submit, args: [body] }),
    done: onDone ? spec.done : undefined,
  });

  const submit = form.handleSubmit(async (body) => {
    setServerError(null);
    let answer: unknown;
    try {
      answer = await save.mutateAsync(body);
    } catch (error) {
      // A refusal about a field the form shows goes on that field, where the person looks.
      const field = error instanceof ApiError ? error.field : undefined;
      if (field && shown.has(field)) {
        form.setError(field, { type: 'server', message: (error as ApiError).message }, { shouldFocus: true });
        return;
      }
      setServerError(error instanceof Error ? error.message : typedFormTexts.failed);
      return;
    }
    form.reset(defaults);
    if (onDone) onDone();
    else setSent(referenceOf(answer, spec.reference));
  });

  if (sent !== null) {
    return (
      <Stack gap="sm" align="flex-start">
        <Alert color="green" role="status" w="100%">
          {spec.done}
          {sent && <Text mt="xs">{typedFormTexts.reference(sent)}</Text>}
        </Alert>
        <Button variant="default" onClick={() => setSent(null)}>
          {typedFormTexts.sendAnother}
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
          <Alert color="red" title={typedFormTexts.otherErrors} role="alert">
            <List size="sm">
              {hiddenErrors.map(([name, error]) => (
                <List.Item key={name}>{`${name}: ${error?.message ?? ''}`}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <DialogActions
          error={serverError}
          errorTitle={typedFormTexts.failed}
          {...(onCancel && { cancel: { label: typedFormTexts.cancel, onClick: onCancel } })}
          action={{ label: spec.submitLabel, busy: isSubmitting }}
        />
      </Stack>
    </form>
  );
}
