/**
 * Declared row actions (delete, reopen, accept, reject...): `request(action, row)` asks the action's
 * confirmation first when it has one or inputs (the dialog lives at grid level, outside the row's
 * menu, which closes on click), calls the operation with the row's key, the action's fixed
 * parameters and what was typed, saves a returned file, reports success (src/api/useApiMutation.ts,
 * which also reloads the queries of the operation's tag), and then `onDone`.
 *
 * The dialog names the row it acts on (its label and key fields, `summaryOf`) and keeps a refusal
 * in view: the server's Spanish message under the field it names (a missing reason), or above the
 * buttons (a pro-forma someone answered meanwhile: the list reloads to show it). An action without
 * a dialog reports a refusal as a notice.
 */
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/http';
import { invalidateTagOf } from '../../api/queryPolicy';
import { useApiMutation } from '../../api/useApiMutation';
import { Select } from '../../components/Select';
import type { KeyedRowAction } from '../../language';
import { noticeFailed } from '../../lib/notices';
import { saveFile } from '../../lib/saveFile';
import { listTexts } from './listTexts';
import { RowSummary, type RowSummaryOf } from './RowSummary';
import type { GridRow } from './useGridController';

interface Pending {
  action: KeyedRowAction;
  row: GridRow;
}

const hasDialog = (action: KeyedRowAction) => Boolean(action.confirm || action.inputs?.length);

export function useRowActions(options: { onDone?: () => void; summaryOf?: RowSummaryOf } = {}) {
  const { onDone, summaryOf } = options;
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const [inputs, setInputs] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<ApiError | Error | null>(null);
  /** Required inputs left blank at the last try: said under each, nothing sent. */
  const [blank, setBlank] = useState<readonly string[]>([]);
  const action = useApiMutation({
    request: ({ action, row, given }: Pending & { given: Record<string, string> }) => ({
      call: action.call,
      args: [{ ...action.fixed, ...given, [action.param]: row[action.rowKey] }],
    }),
    done: (_, { action }) => action.done,
    onSuccess: (result, { row, action }) => {
      if (result instanceof Blob) saveFile(result, String(row[action.rowKey]));
      setPending(null);
      onDone?.();
    },
  });
  const running = action.isPending;
  const run = (pending: Pending) => {
    const given = Object.fromEntries(Object.entries(inputs).filter(([, value]) => value.trim() !== ''));
    setRefusal(null);
    const missing = (pending.action.inputs ?? []).filter((input) => input.required && !given[input.param]);
    setBlank(missing.map((input) => input.param));
    if (missing.length > 0) return;
    action.mutate(
      { ...pending, given },
      {
        onError: (error) => {
          if (!hasDialog(pending.action)) return noticeFailed(listTexts.grid.actionFailed, error);
          setRefusal(error);
          // The record changed under the person (answered, deleted): show it as it now is.
          if (error instanceof ApiError && error.status === 409)
            void invalidateTagOf(queryClient, pending.action.call);
        },
      },
    );
  };

  const request = (action: KeyedRowAction, row: GridRow) => {
    setInputs({});
    setRefusal(null);
    setBlank([]);
    if (hasDialog(action)) setPending({ action, row });
    else run({ action, row });
  };

  const close = () => {
    if (!running) setPending(null);
  };

  /** What is wrong with an input, under it: left blank, or the refusal's message when it names it. */
  const fieldError = (param: string) =>
    blank.includes(param)
      ? listTexts.grid.inputRequired
      : refusal instanceof ApiError && refusal.field === param
        ? refusal.message
        : undefined;
  const generalError =
    refusal &&
    !(refusal instanceof ApiError && pending?.action.inputs?.some((i) => i.param === refusal.field))
      ? refusal.message
      : null;
  const summary = pending && summaryOf ? summaryOf(pending.row) : null;
  const title = pending ? (summary ? `${pending.action.label} ${summary.label}` : pending.action.label) : '';

  const confirmation = (
    <Modal opened={pending !== null} onClose={close} title={title} centered>
      <Stack gap="sm" mb="lg">
        {summary && summary.fields.length > 0 && <RowSummary summary={summary} />}
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
              error={fieldError(input.param)}
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
              error={fieldError(input.param)}
            />
          ),
        )}
        {generalError && (
          <Alert color="red" role="alert" title={listTexts.grid.actionFailed}>
            {generalError}
          </Alert>
        )}
      </Stack>
      <Group justify="flex-end">
        <Button variant="default" onClick={close} disabled={running}>
          {listTexts.grid.cancel}
        </Button>
        <Button
          color={pending?.action.tone === 'danger' ? 'red' : undefined}
          onClick={() => pending && run(pending)}
          loading={running}
        >
          {pending?.action.label}
        </Button>
      </Group>
    </Modal>
  );

  return { request, confirmation };
}
