/**
 * The frame every chart and table of a report screen shares: title, description, the download of
 * its data, and the states before the data (a prompt while a filter it needs is empty, a skeleton
 * while loading, the server's Spanish error). `data-state` tells tests and styles which one shows.
 */
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import type { Fetcher } from '../../language';
import { type CallInputs, callArgs, isMissing, type RequestMapping } from '../../language/callArgs';
import { useCall } from '../../language/useCall';
import { iconSizes } from '../../lib/iconSizes';
import { saveFile } from '../../lib/saveFile';
import { csvFile, csvName } from './csv';
import { reportTexts } from './reportTexts';

const t = reportTexts;

/** Inputs the user chooses, with the prompt shown until they do. */
const prompts: Record<string, string> = { clientName: t.chooseClientFirst, userId: t.chooseUserFirst };

export type CardState = 'waiting' | 'loading' | 'error' | 'empty' | 'ready';

/** A card's call: its arguments (null while an input is missing), its query, the inputs it lacks. */
export interface ReportCall {
  args: readonly unknown[] | null;
  query: { data: unknown; isPending: boolean; isError: boolean; error: unknown };
  missing: readonly string[];
}

/** Runs a chart's or table's call with the screen's inputs. */
export function useReportCall(
  spec: { call: Fetcher; request: RequestMapping | undefined },
  inputs: CallInputs,
): ReportCall {
  const args = callArgs(spec.request, inputs);
  const query = useCall(spec.call, args);
  return { args, query, missing: missingInputs(spec.request?.requires, inputs) };
}

interface ReportCardProps {
  spec: { title: string; description?: string };
  call: ReportCall;
  /** The answer holds nothing to show. */
  empty: boolean;
  /** The CSV lines of the data shown (header first), for the download. */
  csv: () => (string | number)[][];
  /** More actions next to the download (a server export). */
  actions?: ReactNode;
  /** Content above the body (totals, unit switch). */
  header?: ReactNode;
  children: ReactNode;
}

export function ReportCard(props: ReportCardProps) {
  const titleId = useId();
  const { spec, call, empty, csv, actions, header, children } = props;
  const { title, description } = spec;
  const state = cardState(call.args, call.query, empty);
  const error = call.query.error;
  const prompt = call.missing.map((input) => prompts[input]).find(Boolean);
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component="section"
      aria-labelledby={titleId}
      data-state={state}
    >
      <Stack gap="sm">
        {/* On a phone the actions go under the title rather than squeeze it into a column. */}
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ flex: '1 1 14rem', minWidth: 0 }}>
            <Title order={2} size="h4" id={titleId}>
              {title}
            </Title>
            {description && (
              <Text size="sm" c="gray.7">
                {description}
              </Text>
            )}
          </div>
          <Group gap="xs" wrap="nowrap">
            {actions}
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconDownload size={iconSizes.xs} aria-hidden />}
              disabled={state !== 'ready'}
              onClick={() => saveFile(csvFile(csv(), csvName(title)), csvName(title))}
              aria-label={t.downloadOf(title)}
            >
              {t.download}
            </Button>
          </Group>
        </Group>
        {header}
        {state === 'waiting' && prompt ? (
          <Text c="gray.7" py="xl" ta="center">
            {prompt}
          </Text>
        ) : state === 'waiting' || state === 'loading' ? (
          <Skeleton h={240} role="status" aria-label={t.loading} />
        ) : state === 'error' ? (
          <Alert color="red" title={t.loadFailed}>
            {error instanceof Error ? error.message : String(error)}
          </Alert>
        ) : state === 'empty' ? (
          <Text c="gray.7" py="xl" ta="center">
            {t.empty}
          </Text>
        ) : (
          children
        )}
      </Stack>
    </Card>
  );
}

/** Which state a card shows, from its arguments (null: an input is missing) and its query. */
function cardState(
  args: readonly unknown[] | null,
  query: { isPending: boolean; isError: boolean },
  empty: boolean,
): CardState {
  if (args === null) return 'waiting';
  if (query.isPending) return 'loading';
  if (query.isError) return 'error';
  return empty ? 'empty' : 'ready';
}

/** The inputs of `requires` still without value. */
function missingInputs(requires: readonly string[] | undefined, inputs: Readonly<Record<string, unknown>>) {
  return (requires ?? []).filter((input) => isMissing(inputs[input]));
}
