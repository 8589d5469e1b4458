/**
 * A row's documents one click from the row (GridSpec `documents`): a download button per row field
 * holding a document's path (an invoice's PDF); for rows whose documents are listed in their detail
 * (a service's albarán, DI, weight ticket), a menu that reads the detail when opened.
 */
import { ActionIcon, Loader, Menu } from '@mantine/core';
import { IconFileDownload, IconPaperclip } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { HoverTooltip, LazyMenu } from '../../components/lazyOverlays';
import type { GridSpec } from '../../language';
import { iconSizes } from '../../lib/iconSizes';
import { detailQuery } from './detailQuery';
import { gridDocuments, type KeyedDetail, keyedDetail } from './gridDefaults';
import { listTexts } from './listTexts';
import { documentName, documentPaths } from './recordFields';
import type { DownloadDocument } from './useDocumentDownload';
import type { GridRow } from './useGridController';

interface RowDocumentsProps {
  spec: GridSpec;
  row: GridRow;
  /** How people name the row ('SRV-2026-000123'). */
  label: string;
  download: DownloadDocument;
}

export function RowDocuments({ spec, row, label, download }: RowDocumentsProps) {
  const documents = gridDocuments(spec);
  if (!documents) return null;
  const detail = keyedDetail(spec);
  const paths = (documents.fields ?? []).flatMap((field) => documentPaths(row[field as string]));
  return (
    <>
      {paths.map((path) => (
        <HoverTooltip key={path} label={listTexts.records.download(documentName(path))}>
          <ActionIcon
            variant="subtle"
            aria-label={listTexts.records.download(documentName(path))}
            onClick={() => void download(path)}
          >
            <IconFileDownload size={iconSizes.sm} aria-hidden />
          </ActionIcon>
        </HoverTooltip>
      ))}
      {documents.fromDetail && detail?.query && (
        <DetailDocumentsMenu
          detail={detail}
          field={String(documents.fromDetail)}
          id={row[detail.rowKey]}
          label={label}
          download={download}
        />
      )}
    </>
  );
}

interface DetailDocumentsMenuProps {
  detail: KeyedDetail;
  field: string;
  id: unknown;
  label: string;
  download: DownloadDocument;
}

/**
 * The documents a row's detail lists, read when the menu opens (not for every row of the page). The
 * menu and its tooltip mount when first needed (src/components/lazyOverlays.tsx).
 */
function DetailDocumentsMenu({ label, ...list }: DetailDocumentsMenuProps) {
  return (
    <LazyMenu
      position="bottom-end"
      withinPortal
      tooltip={listTexts.records.documentsOf(label)}
      target={
        <ActionIcon variant="subtle" aria-label={listTexts.records.documentsOf(label)}>
          <IconPaperclip size={iconSizes.sm} aria-hidden />
        </ActionIcon>
      }
    >
      <Menu.Label>{listTexts.records.documentsOf(label)}</Menu.Label>
      <DetailDocuments {...list} />
    </LazyMenu>
  );
}

/** The open menu's items: the detail's documents, asked for when the menu first opens. */
function DetailDocuments({ detail, field, id, download }: Omit<DetailDocumentsMenuProps, 'label'>) {
  const query = useQuery(detailQuery(detail, id));
  const paths = documentPaths(query.data?.[field]);
  if (query.isPending)
    return (
      <Menu.Item disabled leftSection={<Loader size={iconSizes.xs} />}>
        {listTexts.records.findingDocuments}
      </Menu.Item>
    );
  if (query.isError) return <Menu.Item disabled>{listTexts.records.documentsFailed}</Menu.Item>;
  if (paths.length === 0) return <Menu.Item disabled>{listTexts.records.noDocuments}</Menu.Item>;
  return paths.map((path) => (
    <Menu.Item
      key={path}
      leftSection={<IconFileDownload size={iconSizes.xs} aria-hidden />}
      aria-label={listTexts.records.download(documentName(path))}
      onClick={() => void download(path)}
    >
      {documentName(path)}
    </Menu.Item>
  ));
}
