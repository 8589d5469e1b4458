/**
 * A form generated from a contract schema (screens.config.ts `defineForm`): the component's JSON
 * Schema and its validator (both from codegen: validator.ts), Spanish labels and widgets from the
 * config, validation messages for people (errorMessages.ts). The value is held here, so neither a validation error nor a server
 * error loses what was typed; a server error names its field when the server says which one.
 * Inside a guided flow, the fields that take its subject are filled and not asked (pinned.ts).
 *
 * rjsf is heavy: import this module only from lazily loaded screens (ScreenBody, the grid's
 * dialogs), never from the shell.
 */
import { Alert, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import Form from '@rjsf/mantine';
import type { ErrorSchema } from '@rjsf/utils';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useState } from 'react';
import { ApiError } from '../../api/http';
import { useApiMutation } from '../../api/useApiMutation';
import type { FormSpec } from '../../language';
import { messageOf } from '../../lib/notices';
import { describeChanges } from './changes';
import { useCurrentValue, valuesOf } from './currentValue';
import { peopleErrors } from './errorMessages';
import { useFormSaved } from './formSaves';
import { formSchemaOf } from './formSchema';
import { usePinnedRecord } from './pickedRecords';
import { pinnedValues } from './pinned';
import { schemaFormTexts } from './schemaFormTexts';
import { translateString } from './translateString';
import { uiSchemaOf } from './uiSchema';
import { loadValidatedSchema, type ValidatedSchema } from './validator';
import { type SchemaFormContext, schemaFormWidgets } from './widgets';

export interface SchemaFormProps {
  spec: FormSpec;
  /** Prefilled value (an edited row); fields the schema does not have are left out of the request. */
  initialValue?: object;
  /** Called after a successful submit with the server's answer (the grid closes its dialog and reloads). */
  onDone?: (answer: unknown) => void;
}

type Value = Record<string, unknown>;

export function SchemaForm({ spec, initialValue, onDone }: SchemaFormProps) {
  const loaded = useQuery({
    queryKey: ['schemaForm', formSchemaOf(spec)],
    queryFn: () => loadValidatedSchema(formSchemaOf(spec)),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (loaded.isPending) return <FormSkeleton />;
  if (loaded.isError)
    return (
      <Alert color="red" role="alert">
        {schemaFormTexts.loadFailed}
      </Alert>
    );
  return <LoadedSchemaForm spec={spec} {...loaded.data} initialValue={initialValue} onDone={onDone} />;
}

function LoadedSchemaForm({
  spec,
  schema,
  validator,
  initialValue,
  onDone,
}: SchemaFormProps & ValidatedSchema) {
  const pinned = pinnedValues(schema, usePinnedRecord());
  const saved = useFormSaved();
  const [formData, setFormData] = useState<Value>(() => ({
    ...(initialValue as Value | undefined),
    ...pinned.values,
  }));
  /** A valid value waiting for the user to confirm a destructive submit. */
  const [toConfirm, setToConfirm] = useState<Value | null>(null);
  // The fields pinned, by name: the list itself is a new array each render.
  const pinnedFields = pinned.fields.join(',');
  const uiSchema = useMemo(
    () => uiSchemaOf(spec, schema, pinnedFields ? pinnedFields.split(',') : []),
    [spec, schema, pinnedFields],
  );
  // rjsf names its elements `root`, `root_email`...: two forms on one page (a tab's section and a
  // grid's dialog) would share ids, and a label would point at the other form's input.
  const idPrefix = `schema-form${useId().replace(/[^\w-]/g, '')}`;
  const formContext: SchemaFormContext = { formData };
  const applyCurrent = useCallback((values: Value) => setFormData(values), []);
  const current = useCurrentValue(spec, schema, formData, applyCurrent);

  const save = useApiMutation({
    request: (value: Value) => ({ call: spec.submit, args: [value] }),
    done: (answer) => {
      const done = spec.done;
      // What the server adds for the admin to know (AdminPermisosUsuario `aviso`).
      const notice = isObject(answer) && typeof answer.aviso === 'string' ? answer.aviso : null;
      if (!spec.current) return notice ? { title: done, message: notice } : done;
      // Say what changed against what was saved before.
      const before = current.status === 'loaded' ? current.values : {};
      const after = valuesOf(schema, current.load, answer);
      const changes = describeChanges(schema, before, after, [spec.current.on as string]);
      const said = changes.length > 0 ? changes.join(' ') : schemaFormTexts.changes.none;
      return { title: done, message: notice ? `${said} ${notice}` : said };
    },
    failed: schemaFormTexts.saveFailed,
    onSuccess: (answer) => {
      // Show what the server kept.
      if (spec.current) setFormData((value) => ({ ...value, ...valuesOf(schema, current.load, answer) }));
      saved();
      onDone?.(answer);
    },
  });

  const serverError = save.error ? messageOf(save.error) : null;
  const field = save.error instanceof ApiError ? save.error.field : undefined;
  const extraErrors =
    serverError && field && schema.properties && field in schema.properties
      ? ({ [field]: { __errors: [serverError] } } as ErrorSchema)
      : undefined;

  return (
    <Stack gap="sm">
      {serverError && (
        <Alert color="red" role="alert" title={schemaFormTexts.saveFailed}>
          {serverError}
        </Alert>
      )}
      {current.status !== 'idle' && <CurrentStatus state={current.status} />}
      <Form
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        formData={formData}
        formContext={formContext}
        idPrefix={idPrefix}
        widgets={schemaFormWidgets}
        translateString={translateString}
        transformErrors={peopleErrors(schema, uiSchema, formData)}
        extraErrors={extraErrors}
        onChange={(event) => setFormData({ ...(event.formData as Value), ...pinned.values })}
        onSubmit={(event) =>
          spec.confirm ? setToConfirm(event.formData as Value) : save.mutate(event.formData as Value)
        }
        disabled={save.isPending}
        // A required list (`minItems: 1`) starts empty rather than with one blank item to fill.
        experimental_defaultFormStateBehavior={{ arrayMinItems: { populate: 'never' } }}
        noHtml5Validate
        omitExtraData
        showErrorList={false}
        focusOnFirstError
      />
      <Modal opened={toConfirm !== null} onClose={() => setToConfirm(null)} title={spec.submitLabel} centered>
        <Text mb="md">{spec.confirm}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setToConfirm(null)}>
            {schemaFormTexts.cancel}
          </Button>
          <Button
            color="red"
            onClick={() => {
              if (toConfirm) save.mutate(toConfirm);
              setToConfirm(null);
            }}
          >
            {schemaFormTexts.confirm}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

function CurrentStatus({ state }: { state: 'loading' | 'loaded' | 'none' | 'failed' }) {
  const t = schemaFormTexts.current;
  if (state === 'failed')
    return (
      <Alert color="red" role="alert">
        {t.failed}
      </Alert>
    );
  return (
    <Text size="sm" c="dimmed" role="status">
      {state === 'loading' ? t.loading : state === 'loaded' ? t.loaded : t.none}
    </Text>
  );
}

function FormSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={schemaFormTexts.loading}>
      <Skeleton height={36} />
      <Skeleton height={36} />
      <Skeleton height={36} width="40%" />
    </Stack>
  );
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
