/**
 * The generic grid screen: whatever screens.config.ts declares with `defineGrid` — filters, the
 * table, export, send, send selected, detail and row actions — with no code per screen. Loaded on
 * demand (ScreenBody), so the table library never travels with the signed-in home.
 */
import { Button, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMail, IconMailForward } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSession } from '../../auth/session';
import { ExportButton } from '../../components/ExportButton';
import { OnceOpened } from '../../components/OnceOpened';
import { RowsFirst } from '../../components/rowsFirst';
import { useScreenTitle } from '../../components/ScreenFrame';
import type { GridSpec } from '../../language';
import { offeredRowActions } from '../../language/access';
import { iconSizes } from '../../lib/iconSizes';
import { SpanishDates } from '../../lib/SpanishDates';
import { useUrlState } from '../../lib/urlState';
import { useSelectedClient } from '../../session/SelectedClientProvider';
import { SendMailDialogOnOpen } from '../mail/SendMailDialogOnOpen';
import { DetailDrawer } from './DetailDrawer';
import { GridFilters } from './GridFilters';
import { CreateButton, FormDialog } from './GridForms';
import { GridPanels } from './GridPanels';
import { GridView } from './GridView';
import { exportFilename, keyedAction, keyedDetail } from './gridDefaults';
import { gridFilters } from './gridFilterDefaults';
import { gridRequests, readsSelectedClient } from './gridRequest';
import { detailParam } from './gridState';
import { listTexts } from './listTexts';
import { QuickFilterChips } from './QuickFilterChips';
import { rowSummaryOf } from './RowSummary';
import { SavedViewsMenu } from './SavedViewsMenu';
import { listAttachment, listSubject, selectedAttachment } from './sendContext';
import { useDocumentDownload } from './useDocumentDownload';
import { type GridRow, useGridController } from './useGridController';
import { useListViews, useRememberedView } from './useListViews';
import { useRowActions } from './useRowActions';

const GridPick = lazy(() => import('./GridPick'));

interface GridScreenProps {
  /** The screen's title, or the tab's label inside another screen. */
  title: string;
  spec: GridSpec;
}

const detailUrlParams = { detail: detailParam };

export default function GridScreen({ title, spec }: GridScreenProps) {
  const controller = useGridController(spec);
  // Views are the user's per client: only lists whose rows follow the selected client have them.
  const list = useListViews(readsSelectedClient(gridRequests(spec).list));
  const restoring = useRememberedView(list);
  // A list in a tab is sent under its screen's name ('Servicios', not 'Listado').
  const screenTitle = useScreenTitle() ?? title;
  const summaryOf = useMemo(() => rowSummaryOf(spec), [spec]);
  const rowActions = useRowActions({ onDone: controller.reload, summaryOf });
  const documents = useDocumentDownload(spec);
  const [url, setUrl] = useUrlState(detailUrlParams);
  const [sendOpened, send] = useDisclosure(false);
  const [selectedToSend, setSelectedToSend] = useState<GridRow[] | null>(null);
  const [editing, setEditing] = useState<GridRow | null>(null);
  const detail = keyedDetail(spec);
  const filters = gridFilters(spec);
  // The open detail is in the URL, so a notification's link opens it (src/shell/notificationTargets.ts).
  // Opening one is a step Back undoes (it closes it again); closing it replaces that step.
  const detailOf = detail ? (url.detail ?? null) : null;
  const setDetailOf = (id: unknown) =>
    setUrl({ detail: id === null || id === undefined ? undefined : String(id) }, { push: id !== null });
  const { role } = useSession().claims;
  const { selection } = useSelectedClient();
  const sendSubject = listSubject(screenTitle, selection?.client.client ?? null, controller.state);
  // The lookups wait for the first page, and for the client's directions the page waits for.
  const rowsFirst = controller.loading;
  // The table offers only the row actions the user may run (reopening a certificate is for staff).
  const viewSpec = useMemo(() => {
    const offered = offeredRowActions(spec.rowActions ?? [], { role, selection });
    return offered.length === (spec.rowActions?.length ?? 0) ? spec : { ...spec, rowActions: offered };
  }, [spec, role, selection]);

  const toolbar = (selected: GridRow[] | null) => (
    <Group gap="xs" wrap="wrap">
      {list && <SavedViewsMenu list={list} />}
      {spec.create && (!spec.pick || controller.picked !== null) && (
        <CreateButton
          create={spec.create}
          onCreated={controller.reload}
          initialValue={spec.pick ? { [spec.pick.field]: controller.picked } : undefined}
        />
      )}
      {controller.exportAll && spec.export && (
        <ExportButton
          run={controller.exportAll}
          filename={exportFilename(spec)}
          disabled={!controller.ready}
        />
      )}
      {controller.send && (
        <Button
          variant="default"
          leftSection={<IconMail size={iconSizes.sm} aria-hidden />}
          onClick={send.open}
          disabled={!controller.ready}
        >
          {listTexts.grid.send}
        </Button>
      )}
      {controller.sendSelected && selected && (
        <Button
          variant="default"
          leftSection={<IconMailForward size={iconSizes.sm} aria-hidden />}
          onClick={() => setSelectedToSend(selected)}
          disabled={selected.length === 0}
        >
          {listTexts.grid.sendSelected(selected.length)}
        </Button>
      )}
    </Group>
  );

  const content = (
    <SpanishDates>
      {/* The filters' and KPIs' lookups ask once the first page has answered (rowsFirst.ts). */}
      <RowsFirst value={!rowsFirst}>
        <Stack gap="md">
          <GridPanels spec={spec} />
          {spec.pick && (
            <Suspense fallback={null}>
              <GridPick pick={spec.pick} value={controller.picked} onChange={controller.setPicked} />
            </Suspense>
          )}
          {spec.quickFilters && spec.quickFilters.length > 0 && (
            <QuickFilterChips filters={spec.quickFilters} controller={controller} />
          )}
          {Boolean(filters.length || spec.choices?.length) && (
            <GridFilters
              filters={filters}
              choices={spec.choices ?? []}
              controller={controller}
              regenera={spec.regenera === true}
            />
          )}
          <GridView
            spec={viewSpec}
            controller={controller}
            toolbar={toolbar}
            onOpenDetail={detail ? (row) => setDetailOf(row[detail.rowKey]) : undefined}
            onRowAction={(action, row) => rowActions.request(keyedAction(spec, action), row)}
            onEdit={spec.edit ? setEditing : undefined}
            download={documents.download}
          />
        </Stack>
      </RowsFirst>
      {detail && (
        <OnceOpened opened={detailOf !== null}>
          <DetailDrawer
            spec={spec}
            id={detailOf}
            row={controller.rows.find((row) => String(row[detail.rowKey]) === detailOf)}
            download={documents.download}
            onClose={() => setDetailOf(null)}
          />
        </OnceOpened>
      )}
      {documents.overlay}
      {controller.send && (
        <SendMailDialogOnOpen
          opened={sendOpened}
          onClose={send.close}
          title={listTexts.grid.sendTitle}
          onSend={controller.send}
          subject={sendSubject}
          attachment={listAttachment(
            controller.state,
            controller.totalKnown ? controller.total : null,
            spec.quickFilters ?? [],
          )}
        />
      )}
      {controller.sendSelected && (
        <SendMailDialogOnOpen
          opened={selectedToSend !== null}
          onClose={() => setSelectedToSend(null)}
          title={listTexts.grid.sendSelectedTitle}
          subject={sendSubject}
          attachment={selectedAttachment(selectedToSend?.length ?? 0)}
          onSend={(mail) =>
            (controller.sendSelected as NonNullable<typeof controller.sendSelected>)(
              selectedToSend ?? [],
              mail,
            )
          }
        />
      )}
      {rowActions.confirmation}
      {spec.edit && (
        <OnceOpened opened={editing !== null}>
          <FormDialog
            title={spec.edit.label}
            form={editing ? spec.edit.form : null}
            initialValue={editing ?? undefined}
            onClose={() => setEditing(null)}
            onDone={() => {
              setEditing(null);
              controller.reload();
            }}
          />
        </OnceOpened>
      )}
    </SpanishDates>
  );

  return restoring ? null : content;
}
