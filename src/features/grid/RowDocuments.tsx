/**
 * A row's documents one click from the row (GridSpec `documents`): a download button per row field
 * holding a document's path (an invoice's PDF); for rows whose documents are listed in their detail
 * (a service's albarán, DI, weight ticket), a menu that reads the detail when opened.
 */
import { ActionIcon, Loader, Menu, Tooltip } from '@mantine/core';
import { IconFileDownload, IconPaperclip } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { GridSpec } from '../../language';
import { iconSizes } from '../../lib/iconSizes';
import { texts } from '../../lib/texts';
import { detailQuery } from './detailQuery';
import { gridDocuments, type KeyedDetail, keyedDetail } from './gridDefaults';
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
        <Tooltip key={path} label={texts.records.download(documentName(path))}>
          <ActionIcon
            variant="subtle"
            aria-label={texts.records.download(documentName(path))}
            onClick={() => void download(path)}
          >
            <IconFileDownload size={iconSizes.sm} aria-hidden />
          </ActionIcon>
        </Tooltip>
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

/** The documents a row's detail lists, read when the menu opens (not for every row of the page). */
function DetailDocumentsMenu({ detail, field, id, label, download }: DetailDocumentsMenuProps) {
  const [opened, setOpened] = useState(false);
  const query = useQuery({ ...detailQuery(detail, id), enabled: opened });
  const paths = documentPaths(query.data?.[field]);
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <Tooltip label={texts.records.documentsOf(label)} disabled={opened}>
          <ActionIcon variant="subtle" aria-label={texts.records.documentsOf(label)}>
            <IconPaperclip size={iconSizes.sm} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{texts.records.documentsOf(label)}</Menu.Label>
        {query.isPending ? (
          <Menu.Item disabled leftSection={<Loader size={iconSizes.xs} />}>
            {texts.records.findingDocuments}
          </Menu.Item>
        ) : query.isError ? (
          <Menu.Item disabled>{texts.records.documentsFailed}</Menu.Item>
        ) : paths.length === 0 ? (
          <Menu.Item disabled>{texts.records.noDocuments}</Menu.Item>
        ) : (
          paths.map((path) => (
            <Menu.Item
              key={path}
              leftSection={<IconFileDownload size={iconSizes.xs} aria-hidden />}
              aria-label={texts.records.download(documentName(path))}
              onClick={() => void download(path)}
            >
              {documentName(path)}
            </Menu.Item>
          ))
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
