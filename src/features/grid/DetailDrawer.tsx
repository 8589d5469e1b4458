/**
 * The detail of a row (GridSpec `detail`): the answer of the detail operation (ticketsGridDetails,
 * weightTicketsDetail, request details…) or the row itself, titled by what it is ('SRV-2026-000123'),
 * its fields named by the contract's Spanish titles with the internal ids left out, values written
 * es-ES, documents as downloads, and the forms the detail offers ('Abrir incidencia'). Its
 * `detail.links` make a field that names another list's document a link to that list showing it,
 * and add links to the rows of another list that point back ('Ver sus servicios'). On a phone the
 * drawer takes the screen and labels go above their values.
 */
import {
  Alert,
  Anchor,
  Box,
  Button,
  Drawer,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { renderCell } from '../../components/cells';
import {
  type CellRenderer,
  type DetailForm,
  type DetailLink,
  type GridSpec,
  useListHref,
} from '../../language';
import { formatDate, formatDateTime, formatNumber, formatQuantity } from '../../lib/format';
import { iconSizes } from '../../lib/iconSizes';
import { texts } from '../../lib/texts';
import { usePhone } from '../../lib/usePhone';
import { useCreateGate } from '../createGates/useCreateGate';
import { DetailLists } from './DetailLists';
import { detailQuery } from './detailQuery';
import { FormDialog } from './GridForms';
import { gridColumns } from './gridColumns';
import { detailSchema, type KeyedDetail, keyedDetail } from './gridDefaults';
import { initialGridState, writeGridState } from './gridState';
import { listTexts } from './listTexts';
import { rowLabelOf } from './RowActions';
import {
  documentName,
  documentPaths,
  type FieldLabel,
  flatValues,
  isRecord,
  labelsOf,
  lineColumns,
  type ShownField,
  shownFields,
} from './recordFields';
import type { DownloadDocument } from './useDocumentDownload';
import type { GridRow } from './useGridController';

interface DetailDrawerProps {
  spec: GridSpec;
  /** The open row's key value (from the URL), or null when closed. */
  id: string | null;
  /** The open row, when it is on the current page. */
  row: GridRow | undefined;
  download?: DownloadDocument | undefined;
  onClose: () => void;
}

export function DetailDrawer({ spec, id, row, download, onClose }: DetailDrawerProps) {
  const detail = keyedDetail(spec) as KeyedDetail;
  const phone = usePhone();
  const opened = id !== null;
  const query = useQuery(detailQuery(detail, id));
  const record = detail.query ? query.data : row;
  // The row's own fields, then the detail's (a nested record flattened): what names and prefills.
  const values: GridRow = { ...(row ?? {}), ...(record ? flatValues(record) : {}) };
  const title = rowLabelOf(spec, values) || listTexts.grid.detailTitle;

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'xl'}
      title={title}
      styles={{ title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 700 } }}
      closeButtonProps={{ 'aria-label': listTexts.records.close }}
    >
      {detail.query && query.isPending ? (
        <Stack gap="xs" aria-busy="true">
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} height={24} />
          ))}
        </Stack>
      ) : detail.query && query.isError ? (
        <Alert color="red" title={listTexts.grid.detailFailed}>
          {query.error.message}
        </Alert>
      ) : !record ? (
        <Alert color="gray">{listTexts.grid.detailFailed}</Alert>
      ) : (
        <Stack gap="md">
          {detail.forms && detail.forms.length > 0 && (
            <Group gap="xs">
              {detail.forms.map((form) => (
                <DetailFormButton key={form.label} form={form} values={values} />
              ))}
            </Group>
          )}
          <FieldList
            // The lists read from their own operations replace the record's copy of them.
            fields={shownFields(record, labelsOf(detailSchema(spec))).filter(
              (field) => !(detail.lists?.length && Array.isArray(field.value)),
            )}
            spec={spec}
            phone={phone}
            download={download}
            links={detail.links ?? []}
          />
          {detail.lists && id !== null && <DetailLists lists={detail.lists} id={id} />}
        </Stack>
      )}
    </Drawer>
  );
}

/** The fields as a description list: label beside value, or above it on a phone. */
function FieldList({
  fields,
  spec,
  phone,
  download,
  links,
}: {
  fields: ShownField[];
  spec: GridSpec;
  phone: boolean;
  download: DownloadDocument | undefined;
  links: readonly DetailLink[];
}) {
  const listHref = useListHref();
  /** A field that names another list's document opens it; `rows` lists the rows sharing its value. */
  const linked = (field: ShownField, shown: ReactNode): ReactNode => {
    const link = links.find((candidate) => candidate.field === field.key.split('.').pop());
    const value = typeof field.value === 'string' ? field.value : null;
    if (!link || !value) return shown;
    const state = link.rows ? { columnFilters: [{ field: link.field, value }] } : { text: value };
    const href = listHref(
      link.list,
      Object.fromEntries(writeGridState(new URLSearchParams(), { ...initialGridState, ...state })),
    );
    if (!href) return shown;
    return link.rows ? (
      <Group gap="xs" wrap="wrap">
        {shown}
        <Anchor component={Link} to={href} size="sm">
          {link.rows}
        </Anchor>
      </Group>
    ) : (
      <Anchor component={Link} to={href} size="sm">
        {shown}
      </Anchor>
    );
  };
  return (
    <Box
      component="dl"
      m={0}
      style={{
        display: 'grid',
        gridTemplateColumns: phone ? 'minmax(0, 1fr)' : 'minmax(8rem, 35%) minmax(0, 1fr)',
        columnGap: 16,
        rowGap: phone ? 2 : 8,
      }}
    >
      {fields.map((field) => {
        const lines = Array.isArray(field.value) && field.value.some(isRecord);
        const column = gridColumns(spec).find((c) => c.key === field.key);
        return (
          <Fragment key={field.key}>
            <Text
              component="dt"
              fw={600}
              size="sm"
              c={phone ? 'dimmed' : undefined}
              mt={phone ? 'xs' : 0}
              style={lines ? { gridColumn: '1 / -1' } : undefined}
            >
              {field.label}
            </Text>
            <Box
              component="dd"
              m={0}
              fz="sm"
              style={{ overflowWrap: 'anywhere', ...(lines ? { gridColumn: '1 / -1' } : {}) }}
            >
              {lines ? (
                <Lines
                  lines={(field.value as unknown[]).filter(isRecord)}
                  labels={field.field}
                  phone={phone}
                />
              ) : field.field?.document ? (
                <Documents paths={documentPaths(field.value)} download={download} />
              ) : (
                linked(field, formatValue(field.value, field.field, column?.cell))
              )}
            </Box>
          </Fragment>
        );
      })}
    </Box>
  );
}

/** A list of records (a service's lines, a weight ticket's weighings): a table, or cards on a phone. */
function Lines({
  lines,
  labels,
  phone,
}: {
  lines: Record<string, unknown>[];
  labels: FieldLabel | undefined;
  phone: boolean;
}) {
  const columns = lineColumns(lines, labels);
  if (phone) {
    return (
      <Stack gap="xs" mt={4}>
        {lines.map((line, index) => (
          <Paper key={index} withBorder p="xs">
            <Box
              component="dl"
              m={0}
              style={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 12 }}
            >
              {columns.map((column) => (
                <Fragment key={column.key}>
                  <Text component="dt" size="xs" c="dimmed">
                    {column.label}
                  </Text>
                  <Text component="dd" size="xs" m={0}>
                    {formatValue(line[column.key], column.field)}
                  </Text>
                </Fragment>
              ))}
            </Box>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={320} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
      <Table withTableBorder fz="xs" mt={4}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th
                key={column.key}
                ta={numeric(column.field) ? 'right' : undefined}
                style={{ whiteSpace: 'nowrap' }}
              >
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => (
            <Table.Tr key={index}>
              {columns.map((column) => (
                <Table.Td key={column.key} ta={numeric(column.field) ? 'right' : undefined}>
                  {formatValue(line[column.key], column.field)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const numeric = (field: FieldLabel | undefined) => field?.kind === 'number' || field?.kind === 'integer';

/** A record's documents: one download each, or a plain 'Sin documento'. */
function Documents({ paths, download }: { paths: string[]; download: DownloadDocument | undefined }) {
  if (paths.length === 0) return listTexts.records.noDocument;
  if (!download) return paths.map(documentName).join(', ');
  return (
    <Group gap="xs">
      {paths.map((path) => (
        <Button
          key={path}
          size="compact-sm"
          variant="light"
          leftSection={<IconFileDownload size={iconSizes.xs} aria-hidden />}
          aria-label={listTexts.records.download(documentName(path))}
          onClick={() => void download(path)}
        >
          {documentName(path)}
        </Button>
      ))}
    </Group>
  );
}

/**
 * A value as people read it: the grid's renderer for a field the grid shows (estado chips, euros),
 * else by what the contract says it is (dates, numbers with their unit, yes/no), es-ES.
 */
function formatValue(value: unknown, field: FieldLabel | undefined, cell?: CellRenderer) {
  // A number the contract gives a unit to reads with it ('15.203 kg'), whatever the column says.
  if (typeof value === 'number' && field?.unit) return formatQuantity(value, field.unit);
  if (cell && cell !== 'text') return renderCell(cell, value);
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(String).join(', ');
  if (isRecord(value)) return JSON.stringify(value);
  if (typeof value === 'boolean') return value ? texts.grid.yes : texts.grid.no;
  if (typeof value === 'number') return formatNumber(value);
  const text = String(value);
  if (field?.kind === 'date') return formatDate(text);
  if (field?.kind === 'dateTime') return formatDateTime(text);
  // Without a contract schema: ISO dates still read as dates.
  if (!field && /^\d{4}-\d{2}-\d{2}(T|$)/.test(text))
    return text.length > 10 ? formatDateTime(text) : formatDate(text);
  return text;
}

/** A form the detail offers (its gate allowing), opened with fields filled from the record. */
function DetailFormButton({ form, values }: { form: DetailForm<GridRow>; values: GridRow }) {
  const gate = useCreateGate(form.gate);
  const [opened, setOpened] = useState(false);
  if (!gate.allowed) return null;
  const initial = Object.fromEntries(
    Object.entries(form.prefill).map(([field, from]) => [field, values[from as string]]),
  );
  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)}>
        {form.label}
      </Button>
      <FormDialog
        title={form.label}
        form={opened ? form.form : null}
        initialValue={initial}
        onClose={() => setOpened(false)}
        onDone={() => setOpened(false)}
      />
    </>
  );
}
