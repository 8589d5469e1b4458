/**
 * What can be done with the selected files: one .zip (with download progress), an e-mail with them
 * attached, or deleting them. The contract takes at most 50 files per call.
 */
import { Button, type ButtonProps, Group, Paper, Progress, Text } from '@mantine/core';
import { type Icon, IconFileZip, IconMail, IconTrash, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { blobFilenameListRequestBlobFilenameListMax as maxFiles } from '../../api/generated/model/blobFilenameListRequest.zod';
import type { FileBrowserSpec } from '../../language';
import { iconSizes } from '../../lib/iconSizes';
import { noticeFailed } from '../../lib/notices';
import { saveFile } from '../../lib/saveFile';
import { filesTexts } from './filesTexts';
import type { FileBrowserController } from './useFileBrowser';

const t = filesTexts.selection;
const zipName = 'archivos.zip';

/** A small button of the bar with its icon before the text (light unless it says otherwise). */
function BarButton({
  icon: ButtonIcon,
  variant = 'light',
  children,
  onClick,
  ...props
}: Pick<ButtonProps, 'variant' | 'color' | 'loading' | 'disabled'> & {
  icon: Icon;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      size="xs"
      variant={variant}
      leftSection={<ButtonIcon size={iconSizes.xs} aria-hidden />}
      onClick={onClick}
      {...props}
    >
      {children}
    </Button>
  );
}

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
            <BarButton
              icon={IconFileZip}
              variant="filled"
              onClick={() => void downloadZip()}
              loading={zipProgress !== null}
              disabled={tooMany}
            >
              {t.downloadZip}
            </BarButton>
          )}
          {spec.send && (
            <BarButton icon={IconMail} onClick={onSend} disabled={tooMany}>
              {t.send}
            </BarButton>
          )}
          {/* Only when the API would delete every one of them (FileItem.eliminable). */}
          {spec.removeMany && files.every((file) => file.eliminable === true) && (
            <BarButton icon={IconTrash} color="red" onClick={onRemove} disabled={tooMany}>
              {t.remove}
            </BarButton>
          )}
          <BarButton icon={IconX} variant="subtle" onClick={browser.clearSelection}>
            {t.clear}
          </BarButton>
        </Group>
      </Group>
      {zipProgress !== null && (
        <Progress mt="xs" value={Math.round(zipProgress * 100)} aria-label={t.zipProgress} animated />
      )}
    </Paper>
  );
}
