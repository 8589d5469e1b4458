/**
 * What can be done with one row, named by the row's label ('Ver detalle SRV-2026-000123'): open
 * its detail, download its documents, edit it, and its declared actions — each offered only on the
 * rows where the contract says it applies (`when`, e.g. `eliminable`).
 */
import { ActionIcon, Group, Menu } from '@mantine/core';
import { IconDotsVertical, IconEye, IconPencil } from '@tabler/icons-react';
import { LazyMenu } from '../../components/lazyOverlays';
import type { GridSpec } from '../../language';
import { iconSizes } from '../../lib/iconSizes';
import { gridColumns } from './gridColumns';
import { gridDocuments, gridRowKey } from './gridDefaults';
import { listTexts } from './listTexts';
import { RowDocuments } from './RowDocuments';
import type { DownloadDocument } from './useDocumentDownload';
import type { GridRow } from './useGridController';

type RowAction = NonNullable<GridSpec['rowActions']>[number];

export interface RowActionsProps {
  spec: GridSpec;
  row: GridRow;
  label: string;
  onOpenDetail?: ((row: GridRow) => void) | undefined;
  onEdit?: ((row: GridRow) => void) | undefined;
  onRowAction: (action: RowAction, row: GridRow) => void;
  download?: DownloadDocument | undefined;
}

/** The declared actions that apply to this row. */
function actionsFor(spec: GridSpec, row: GridRow): RowAction[] {
  return (spec.rowActions ?? []).filter(
    (action) => action.when === undefined || row[action.when as string] === true,
  );
}

/** How many icons a row's actions show at most (none: the table has no actions column). */
export function rowActionIcons(
  spec: GridSpec,
  canOpenDetail: boolean,
  canEdit: boolean,
  canDownload: boolean,
): number {
  const documents = canDownload && Boolean(gridDocuments(spec));
  return [canOpenDetail, documents, canEdit, (spec.rowActions?.length ?? 0) > 0].filter(Boolean).length;
}

export function RowActions({
  spec,
  row,
  label,
  onOpenDetail,
  onEdit,
  onRowAction,
  download,
}: RowActionsProps) {
  const actions = actionsFor(spec, row);
  return (
    <Group gap={4} wrap="nowrap">
      {onOpenDetail && (
        <ActionIcon
          variant="subtle"
          aria-label={listTexts.records.details(label)}
          onClick={() => onOpenDetail(row)}
        >
          <IconEye size={iconSizes.sm} aria-hidden />
        </ActionIcon>
      )}
      {download && <RowDocuments spec={spec} row={row} label={label} download={download} />}
      {onEdit && spec.edit && (
        <ActionIcon variant="subtle" aria-label={`${spec.edit.label} ${label}`} onClick={() => onEdit(row)}>
          <IconPencil size={iconSizes.sm} aria-hidden />
        </ActionIcon>
      )}
      {actions.length > 0 && (
        // Mounted when first needed (src/components/lazyOverlays.tsx): one per row.
        <LazyMenu
          position="bottom-end"
          withinPortal
          target={
            <ActionIcon variant="subtle" aria-label={listTexts.records.actions(label)}>
              <IconDotsVertical size={iconSizes.sm} aria-hidden />
            </ActionIcon>
          }
        >
          {actions.map((action) => (
            <Menu.Item
              key={action.label}
              color={action.tone === 'danger' ? 'red' : undefined}
              onClick={() => onRowAction(action, row)}
            >
              {action.label}
            </Menu.Item>
          ))}
        </LazyMenu>
      )}
    </Group>
  );
}

/** The field that names a row: its `rowLabel` (the first column by default). */
export function rowLabelKey(spec: GridSpec): string {
  return (spec.rowLabel as string | undefined) ?? gridColumns(spec)[0]?.key ?? gridRowKey(spec);
}

/** How people name a row: its `rowLabel` field (the first column by default). */
export function rowLabelOf(spec: GridSpec, row: GridRow): string {
  const value = row[rowLabelKey(spec)] ?? row[gridRowKey(spec)];
  return value === null || value === undefined ? '' : String(value);
}
