/**
 * What can be done with the selected files: one .zip (with download progress), an e-mail with them
 * attached, or deleting them. The contract takes at most 50 files per call.
 */
import { Button, Group, Paper, Progress, Text } from '@mantine/core';
import { IconFileZip, IconMail, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { blobFilenameListRequestBlobFilenameListMax as maxFiles } from '../../api/generated/model';
import type { FileBrowserSpec } from '../../language';
import { iconSizes } from '../../lib/iconSizes';
import { noticeFailed } from '../../lib/notices';
import { saveFile } from '../../lib/saveFile';
import { filesTexts } from './filesTexts';
import type { FileBrowserController } from './useFileBrowser';

const t = filesTexts.selection;
const zipName = 'archivos.zip';

export interface SelectionBarProps {
  spec: FileBrowserSpec;
  browser: FileBrowserController;
  onSend: () => void;
  onRemove: () => void;
}

export function SelectionBar({ spec, browser, onSend, onRemove }: SelectionBarProps) {
  const [zipProgress, setZipProgress] = useState<number | null>(null);
  const files = browser.selectedFiles;
  if (files.length === 0) return null;
  const tooMany = files.length > maxFiles;
  const downloadMany = spec.downloadMany;

  const downloadZip = async () => {
    if (!downloadMany) return;
    setZipProgress(0);
    try {
      const zip = await downloadMany(
        { blobFilenameList: files.map((file) => file.blobUri) },
        { onDownloadProgress: setZipProgress },
      );
      saveFile(zip, zipName);
    } catch (failure) {
      noticeFailed(undefined, failure);
    } finally {
      setZipProgress(null);
    }
  };

  return (
    <Paper withBorder p="xs" role="region" aria-label={t.label}>
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={600} aria-live="polite">
          {t.count(files.length)}
          {tooMany && (
            <Text span c="red" size="sm" ml="xs">
              {t.tooMany(maxFiles)}
            </Text>
          )}
        </Text>
        <Group gap="xs">
          {downloadMany && (
            <Button
              size="xs"
              leftSection={<IconFileZip size={iconSizes.xs} aria-hidden />}
              onClick={() => void downloadZip()}
              loading={zipProgress !== null}
              disabled={tooMany}
            >
              {t.downloadZip}
            </Button>
          )}
          {spec.send && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconMail size={iconSizes.xs} aria-hidden />}
              onClick={onSend}
              disabled={tooMany}
            >
              {t.send}
            </Button>
          )}
          {/* Only when the API would delete every one of them (FileItem.eliminable). */}
          {spec.removeMany && files.every((file) => file.eliminable === true) && (
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconTrash size={iconSizes.xs} aria-hidden />}
              onClick={onRemove}
              disabled={tooMany}
            >
              {t.remove}
            </Button>
          )}
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconX size={iconSizes.xs} aria-hidden />}
            onClick={browser.clearSelection}
          >
            {t.clear}
          </Button>
        </Group>
      </Group>
      {zipProgress !== null && (
        <Progress mt="xs" value={Math.round(zipProgress * 100)} aria-label={t.zipProgress} animated />
      )}
    </Paper>
  );
}
