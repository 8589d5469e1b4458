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
import { usePhone } from '../../lib/usePhone';
import { FileIcon } from './fileIcons';
import { filesTexts } from './filesTexts';
import { isFolder, parentPath } from './fileViews';
import type { FileBrowserController } from './useFileBrowser';

const t = filesTexts;
const skeletonRows = 6;

/**
 * The name column takes the width the others leave (a zero max-width lets a table cell shrink below
 * its text), so that a long name is cut with an ellipsis instead of pushing size, date and the
 * buttons off-screen; the other columns keep their text on one line.
 */
const nameCell = { maxWidth: 0, width: '100%' } as const;
const oneLine = { whiteSpace: 'nowrap' } as const;

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
  // A phone keeps the name, its size and date (under it) and the buttons within the screen.
  const phone = usePhone();
  const columns = 3 + (selectable ? 1 : 0) + (phone ? 0 : 4 + (inFolder ? 0 : 1));

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

  const size = (item: FileItem) => (item.size === null ? '' : formatFileSize(item.size));
  const modified = (item: FileItem) => (item.lastModified ? formatDateTime(item.lastModified) : '');

  return (
    <Table.ScrollContainer minWidth={phone ? 0 : 720} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
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
            <Table.Th style={nameCell}>{t.columns.name}</Table.Th>
            {!phone && (
              <>
                {!inFolder && <Table.Th style={oneLine}>{t.columns.folder}</Table.Th>}
                <Table.Th style={oneLine}>{t.columns.category}</Table.Th>
                <Table.Th ta="right" style={oneLine}>
                  {t.columns.size}
                </Table.Th>
                <Table.Th style={oneLine}>{t.columns.modified}</Table.Th>
                <Table.Th style={oneLine}>{t.columns.tags}</Table.Th>
              </>
            )}
            <Table.Th>
              <VisuallyHidden>{t.columns.actions}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {listing.isPending
            ? Array.from({ length: skeletonRows }, (_, i) => (
                <Table.Tr key={i}>
                  <Table.Td colSpan={columns}>
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
                  <Table.Td style={nameCell}>
                    <Group gap="xs" wrap="nowrap">
                      <FileIcon type={item.type} />
                      <Anchor
                        component="button"
                        type="button"
                        fw={isFolder(item) ? 600 : undefined}
                        // Cut to the column with an ellipsis: the whole name is its tooltip, and
                        // stays the text screen readers read.
                        truncate="end"
                        maw="100%"
                        title={name(item)}
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
                    {phone && !isFolder(item) && (
                      <Text size="xs" c="gray.7" mt={2}>
                        {[size(item), modified(item)].filter(Boolean).join(' · ')}
                      </Text>
                    )}
                  </Table.Td>
                  {!phone && (
                    <>
                      {!inFolder && (
                        <Table.Td style={oneLine}>{folderLabel(parentPath(item.path), true)}</Table.Td>
                      )}
                      <Table.Td style={oneLine}>{categoryLabel(item.category)}</Table.Td>
                      <Table.Td ta="right" style={oneLine}>
                        {size(item)}
                      </Table.Td>
                      <Table.Td style={oneLine}>{modified(item)}</Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          {item.tags.map((tag) => (
                            <Badge key={tag} variant="light" size="sm" tt="none">
                              {tag}
                            </Badge>
                          ))}
                        </Group>
                      </Table.Td>
                    </>
                  )}
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
