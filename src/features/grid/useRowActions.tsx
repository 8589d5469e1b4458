/**
 * Declared row actions (delete, reopen, ...): `request(action, row)` asks the action's confirmation
 * question first when it has one (the dialog lives at grid level, outside the row's menu, which
 * closes on click), calls the operation with the row's key, saves a returned file, reports success
 * or the server's Spanish error, and reloads the grid.
 */
import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { saveFile } from '../../lib/saveFile';
import { texts } from '../../lib/texts';
import type { GridRowAction } from '../../screens/define';
import type { GridRow } from './useGridController';

interface Pending {
  action: GridRowAction;
  row: GridRow;
}

export function useRowActions(onDone: () => void) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [running, setRunning] = useState(false);
  const [inputs, setInputs] = useState<Record<string, string>>({});

  const run = async ({ action, row }: Pending) => {
    setRunning(true);
    try {
      const given = Object.fromEntries(Object.entries(inputs).filter(([, value]) => value.trim() !== ''));
      const result = await action.call({ ...given, [action.param]: row[action.rowKey] });
      if (result instanceof Blob) saveFile(result, String(row[action.rowKey]));
      notifications.show({ color: 'green', message: action.done });
      setPending(null);
      onDone();
    } catch (error) {
      notifications.show({
        color: 'red',
        title: texts.grid.actionFailed,
        message: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setRunning(false);
    }
  };

  const request = (action: GridRowAction, row: GridRow) => {
    setInputs({});
    if (action.confirm || action.inputs?.length) setPending({ action, row });
    else void run({ action, row });
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
