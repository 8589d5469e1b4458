/**
 * Export of the whole filtered list to .xlsx: the download shows its progress (from Content-Length)
 * on the button, is saved under the server's file name (or the screen's), and a failure says why
 * in Spanish.
 */
import { Button, Group, Progress } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import type { ApiRequestInit } from '../api/http';
import { iconSizes } from '../lib/iconSizes';
import { noticeDone, noticeFailed } from '../lib/notices';
import { saveFile } from '../lib/saveFile';
import { exportTexts } from './exportTexts';

interface ExportButtonProps {
  run: (options: ApiRequestInit) => Promise<Blob>;
  filename: string;
  disabled?: boolean;
}

export function ExportButton({ run, filename, disabled }: ExportButtonProps) {
  /** null: not exporting; -1: exporting, size unknown; 0..100: percent received. */
  const [progress, setProgress] = useState<number | null>(null);

  const start = async () => {
    setProgress(-1);
    try {
      const file = await run({ onDownloadProgress: (fraction) => setProgress(Math.round(fraction * 100)) });
      saveFile(file, filename);
      noticeDone(exportTexts.done(file instanceof File ? file.name : filename));
    } catch (error) {
      noticeFailed(exportTexts.failed, error);
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={iconSizes.sm} aria-hidden />}
        onClick={start}
        disabled={disabled || busy}
        aria-busy={busy}
      >
        {busy ? exportTexts.running(progress < 0 ? null : progress) : exportTexts.button}
      </Button>
      {busy && (
        <Progress
          w={120}
          value={progress < 0 ? 100 : progress}
          animated={progress < 0}
          striped={progress < 0}
          aria-label={exportTexts.running(progress < 0 ? null : progress)}
        />
      )}
    </Group>
  );
}
