/**
 * The file explorer screen (screens.config.ts `defineFileBrowser`): /files and /digitalized/dfiles.
 * Loaded on demand (ScreenBody); what each screen may do comes from the operations its config
 * declares, so the digitalized variant simply declares fewer.
 */

import { Button, Group, Stack } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { FileItem } from '../../api/generated/model';
import type { FileBrowserSpec } from '../../language';
import { iconSizes } from '../../lib/iconSizes';
import { noticeFailed } from '../../lib/notices';
import { saveFile } from '../../lib/saveFile';
import { SendMailDialogOnOpen } from '../mail/SendMailDialogOnOpen';
import { FileFinders } from './FileFinders';
import { FileTable } from './FileTable';
import { FolderBreadcrumbs } from './FolderBreadcrumbs';
import { filesTexts } from './filesTexts';
import { RemoveFilesDialog } from './RemoveFilesDialog';
import { SelectionBar } from './SelectionBar';
import { UploadDialog } from './UploadDialog';
import { useFileBrowser } from './useFileBrowser';

export interface FileBrowserScreenProps {
  spec: FileBrowserSpec;
}

export default function FileBrowserScreen({ spec }: FileBrowserScreenProps) {
  const browser = useFileBrowser(spec);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [sendOpen, setSendOpen] = useState(false);
  const [toRemove, setToRemove] = useState<readonly FileItem[] | null>(null);
  const [downloading, setDownloading] = useState<ReadonlySet<string>>(new Set());
  const canUpload = Boolean(spec.upload || spec.uploadMany);
  const send = spec.send;

  const download = async (item: FileItem) => {
    setDownloading((current) => new Set(current).add(item.blobUri));
    try {
      saveFile(await spec.download({ filename: item.blobUri }), item.name);
    } catch (failure) {
      noticeFailed(filesTexts.downloadFailed, failure);
    } finally {
      setDownloading((current) => {
        const next = new Set(current);
        next.delete(item.blobUri);
        return next;
      });
    }
  };

  const body = (
    <Stack gap="md">
      <FileFinders spec={spec} browser={browser} />
      <Group justify="space-between" align="center">
        <FolderBreadcrumbs
          path={browser.path}
          view={browser.view}
          onOpen={browser.openFolder}
          onBack={() => browser.find({})}
        />
        {canUpload && (
          <Button
            leftSection={<IconUpload size={iconSizes.xs} aria-hidden />}
            onClick={() => setUploadOpen(true)}
            disabled={!browser.uploadFolder}
            title={browser.uploadFolder ? undefined : filesTexts.upload.needsFolder}
          >
            {filesTexts.upload.open}
          </Button>
        )}
      </Group>
      <SelectionBar
        spec={spec}
        browser={browser}
        onSend={() => setSendOpen(true)}
        onRemove={() => setToRemove(browser.selectedFiles)}
      />
      <FileTable
        spec={spec}
        browser={browser}
        downloading={downloading}
        onDownload={(item) => void download(item)}
        onRemove={(item) => setToRemove([item])}
      />
      {canUpload && browser.uploadFolder && (
        <UploadDialog
          spec={spec}
          opened={uploadOpen}
          onClose={() => setUploadOpen(false)}
          folder={browser.uploadFolder}
          onUploaded={() => void browser.refresh()}
        />
      )}
      <RemoveFilesDialog
        spec={spec}
        files={toRemove}
        onClose={() => setToRemove(null)}
        onRemoved={() => void browser.refresh()}
      />
      {send && (
        <SendMailDialogOnOpen
          opened={sendOpen}
          onClose={() => setSendOpen(false)}
          title={filesTexts.selection.sendTitle}
          onSend={(mail) =>
            send({ blobFilenameList: browser.selectedFiles.map((file) => file.blobUri), ...mail })
          }
        />
      )}
    </Stack>
  );

  return body;
}
