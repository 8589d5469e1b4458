/**
 * A grid's create and edit forms in a dialog: a typed form (react-hook-form + zod) or a schema form
 * (rjsf, admin), each loaded only when first opened so the form libraries stay out of the grid's
 * chunk. After a successful submit the dialog closes and the grid reloads.
 */
import { Button, Center, Group, Loader, Modal, Text } from '@mantine/core';
import { IconLock, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { FormSpec, GridSpec, TypedFormSpec } from '../../language';
import { afterZodConfig } from '../../lib/afterZodConfig';
import { iconSizes } from '../../lib/iconSizes';
import { useCreateGate } from '../createGates/useCreateGate';
import { listTexts } from './listTexts';
import type { GridRow } from './useGridController';

const TypedForm = lazy(() =>
  afterZodConfig(() => import('../typedForm/TypedForm')).then((m) => ({ default: m.TypedForm })),
);
const SchemaForm = lazy(() => import('../schemaForm/SchemaForm').then((m) => ({ default: m.SchemaForm })));

interface FormDialogProps {
  title: string;
  form: TypedFormSpec | FormSpec | null;
  initialValue?: GridRow;
  onClose: () => void;
  onDone: () => void;
}

export function FormDialog({ title, form, initialValue, onClose, onDone }: FormDialogProps) {
  return (
    <Modal opened={form !== null} onClose={onClose} title={title} size="lg" centered>
      <Suspense
        fallback={
          <Center py="lg">
            <Loader role="status" aria-label="Cargando" />
          </Center>
        }
      >
        {form?.kind === 'typedForm' && (
          <TypedForm spec={form} initial={initialValue} onDone={onDone} onCancel={onClose} />
        )}
        {form?.kind === 'form' && <SchemaForm spec={form} initialValue={initialValue} onDone={onDone} />}
      </Suspense>
    </Modal>
  );
}

/**
 * The create button (shown only when its gate allows) and its dialog; to a user the gate refuses,
 * why there is no button and whom to ask, instead of a screen that silently offers nothing.
 */
export function CreateButton({
  create,
  onCreated,
  initialValue,
}: {
  create: NonNullable<GridSpec['create']>;
  onCreated: () => void;
  /** Fields the form starts with (the record picked above the grid). */
  initialValue?: GridRow;
}) {
  const gate = useCreateGate(create.gate);
  const [opened, setOpened] = useState(false);
  if (gate.refused && create.gate)
    return (
      <Group gap={6} wrap="nowrap" role="note">
        <IconLock size={iconSizes.sm} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm" c="gray.7">
          {listTexts.grid.createRefused[create.gate]}
        </Text>
      </Group>
    );
  if (!gate.allowed) return null;
  return (
    <>
      <Button leftSection={<IconPlus size={iconSizes.sm} aria-hidden />} onClick={() => setOpened(true)}>
        {create.label}
      </Button>
      <FormDialog
        title={create.label}
        form={opened ? create.form : null}
        initialValue={initialValue}
        onClose={() => setOpened(false)}
        onDone={() => {
          setOpened(false);
          onCreated();
        }}
      />
    </>
  );
}
