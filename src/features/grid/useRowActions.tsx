/**
 * Declared row actions (delete, reopen, ...): `request(action, row)` asks the action's confirmation
 * question first when it has one (the dialog lives at grid level, outside the row's menu, which
 * closes on click), calls the operation with the row's key, saves a returned file, reports success
 * or the server's Spanish error (src/api/useApiMutation.ts, which also reloads the queries of the
 * operation's tag), and then `onDone`.
 */
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useApiMutation } from '../../api/useApiMutation';
import { Select } from '../../components/Select';
import type { KeyedRowAction } from '../../language';
import { saveFile } from '../../lib/saveFile';
import { texts } from '../../lib/texts';
import type { GridRow } from './useGridController';

interface Pending {
  action: KeyedRowAction;
  row: GridRow;
}

export function useRowActions(onDone?: () => void) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [inputs, setInputs] = useState<Record<string, string>>({});
  const action = useApiMutation({
    request: ({ action, row, given }: Pending & { given: Record<string, string> }) => ({
      call: action.call,
      args: [{ ...given, [action.param]: row[action.rowKey] }],
    }),
    done: (_, { action }) => action.done,
    failed: texts.grid.actionFailed,
    onSuccess: (result, { row, action }) => {
      if (result instanceof Blob) saveFile(result, String(row[action.rowKey]));
      setPending(null);
      onDone?.();
    },
  });
  const running = action.isPending;
  const run = (pending: Pending) => {
    const given = Object.fromEntries(Object.entries(inputs).filter(([, value]) => value.trim() !== ''));
    action.mutate({ ...pending, given });
  };

  const request = (action: KeyedRowAction, row: GridRow) => {
    setInputs({});
    if (action.confirm || action.inputs?.length) setPending({ action, row });
    else run({ action, row });
  };

  const close = () => {
    if (!running) setPending(null);
  };

  const confirmation = (
    <Modal opened={pending !== null} onClose={close} title={pending?.action.label} centered>
      <Stack gap="sm" mb="lg">
        {pending?.action.confirm && <Text>{pending.action.confirm}</Text>}
        {pending?.action.inputs?.map((input) =>
          input.options ? (
            <Select
              key={input.param}
              label={input.label}
              required={input.required}
              data={Object.entries(input.options).map(([value, label]) => ({ value, label }))}
              value={inputs[input.param] ?? null}
              onChange={(value) => setInputs((old) => ({ ...old, [input.param]: value ?? '' }))}
            />
          ) : (
            <Textarea
              key={input.param}
              label={input.label}
              required={input.required}
              autosize
              minRows={2}
              value={inputs[input.param] ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setInputs((old) => ({ ...old, [input.param]: value }));
              }}
            />
          ),
        )}
      </Stack>
      <Group justify="flex-end">
        <Button variant="default" onClick={close} disabled={running}>
          {texts.grid.cancel}
        </Button>
        <Button
          color={pending?.action.tone === 'danger' ? 'red' : undefined}
          onClick={() => pending && run(pending)}
          loading={running}
          disabled={pending?.action.inputs?.some((input) => input.required && !inputs[input.param]?.trim())}
        >
          {pending?.action.label}
        </Button>
      </Group>
    </Modal>
  );

  return { request, confirmation };
}
