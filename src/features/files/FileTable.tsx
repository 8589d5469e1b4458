/**
 * The explorer's list: folders open on click or Enter, files download on click, each file has its
 * checkbox (for the selection's zip, send and delete) and its own download and delete buttons.
 * Outside the folder view (finder results) a 'Carpeta' column says where each file is.
 */
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Skeleton,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import type { FileItem } from '../../api/generated/model';
import { categoryLabel, folderLabel, groupLabel } from '../../components/documentLabels';
import type { FileBrowserSpec } from '../../language';
import { formatDateTime, formatFileSize } from '../../lib/format';
import { iconSizes } from '../../lib/iconSizes';
import { FileIcon } from './fileIcons';
import { filesTexts } from './filesTexts';
import { isFolder, parentPath } from './fileViews';
import type { FileBrowserController } from './useFileBrowser';

const t = filesTexts;
const skeletonRows = 6;

export interface FileTableProps {
  spec: FileBrowserSpec;
  browser: FileBrowserController;
  /** Files being downloaded one by one (their buttons show a loader). */
  downloading: ReadonlySet<string>;
  onDownload: (item: FileItem) => void;
  onRemove: (item: FileItem) => void;
}

export function FileTable({ spec, browser, downloading, onDownload, onRemove }: FileTableProps) {
  const { listing, items, view, path } = browser;
  const selectable = Boolean(spec.downloadMany || spec.send || spec.removeMany);
  const inFolder = view.kind === 'folder';
  // The root's folders are the document groups: shown by their Spanish names.
  const atGroups = inFolder && path === '';

  if (listing.isError) {
    return (
      <Alert color="red" title={t.loadFailed}>
        <Group justify="space-between">
          <Text size="sm">{listing.error.message}</Text>
          <Button size="xs" variant="light" onClick={() => void listing.refetch()}>
            {t.retry}
          </Button>
        </Group>
      </Alert>
    );
  }

  const name = (item: FileItem) =>
    item.type === 'BACKFOLDER'
      ? t.up
      : atGroups && item.type === 'FOLDER'
        ? groupLabel(item.name)
        : item.name;

  return (
    <Table.ScrollContainer minWidth={720} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
      <Table highlightOnHover aria-label={t.table} aria-busy={listing.isFetching}>
        <Table.Thead>
          <Table.Tr>
            {selectable && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t.selectAll}
                  checked={browser.allSelected}
                  indeterminate={!browser.allSelected && browser.selected.size > 0}
                  disabled={browser.files.length === 0}
                  onChange={browser.toggleAll}
                />
              </Table.Th>
            )}
            <Table.Th>{t.columns.name}</Table.Th>
            {!inFolder && <Table.Th>{t.columns.folder}</Table.Th>}
            <Table.Th>{t.columns.category}</Table.Th>
            <Table.Th ta="right">{t.columns.size}</Table.Th>
            <Table.Th>{t.columns.modified}</Table.Th>
            <Table.Th>{t.columns.tags}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t.columns.actions}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {listing.isPending
            ? Array.from({ length: skeletonRows }, (_, i) => (
                <Table.Tr key={i}>
                  <Table.Td colSpan={8}>
                    <Skeleton height={20} />
                  </Table.Td>
                </Table.Tr>
              ))
            : items.map((item) => (
                <Table.Tr key={`${item.type}:${item.blobUri}`} data-type={item.type}>
                  {selectable && (
                    <Table.Td>
                      {!isFolder(item) && (
                        <Checkbox
                          aria-label={t.select(item.name)}
                          checked={browser.selected.has(item.blobUri)}
                          onChange={() => browser.toggle(item.blobUri)}
                        />
                      )}
                    </Table.Td>
                  )}
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <FileIcon type={item.type} />
                      <Anchor
                        component="button"
                        type="button"
                        fw={isFolder(item) ? 600 : undefined}
                        // A file's name is its own download link; folders say where they lead.
                        aria-label={
                          item.type === 'BACKFOLDER'
                            ? t.up
                            : item.type === 'FOLDER'
                              ? t.openFolder(name(item))
                              : undefined
                        }
                        onClick={() => (isFolder(item) ? browser.openFolder(item.path) : onDownload(item))}
                      >
                        {name(item)}
                      </Anchor>
                    </Group>
                  </Table.Td>
                  {!inFolder && <Table.Td>{folderLabel(parentPath(item.path), true)}</Table.Td>}
                  <Table.Td>{categoryLabel(item.category)}</Table.Td>
                  <Table.Td ta="right">{item.size === null ? '' : formatFileSize(item.size)}</Table.Td>
                  <Table.Td>{item.lastModified ? formatDateTime(item.lastModified) : ''}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {item.tags.map((tag) => (
                        <Badge key={tag} variant="light" size="sm" tt="none">
                          {tag}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    {!isFolder(item) && (
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        <Tooltip label={t.download}>
                          <ActionIcon
                            variant="subtle"
                            aria-label={t.downloadNamed(item.name)}
                            loading={downloading.has(item.blobUri)}
                            onClick={() => onDownload(item)}
                          >
                            <IconDownload size={iconSizes.sm} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                        {spec.remove && item.eliminable === true && (
                          <Tooltip label={t.remove}>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={t.removeNamed(item.name)}
                              onClick={() => onRemove(item)}
                            >
                              <IconTrash size={iconSizes.sm} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        )}
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
      {!listing.isPending && items.length === 0 && (
        <Text c="gray.7" ta="center" py="lg">
          {inFolder ? t.empty : t.noMatches}
        </Text>
      )}
    </Table.ScrollContainer>
  );
}
