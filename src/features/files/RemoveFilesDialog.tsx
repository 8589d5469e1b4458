/** The confirmation before deleting files: one (deleteFile) or the selection (deleteMultipleFiles). */
import { Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { FileItem } from '../../api/generated/model';
import { DialogActions } from '../../components/DialogActions';
import type { FileBrowserSpec } from '../../language';
import { noticeDone } from '../../lib/notices';
import { filesTexts } from './filesTexts';

const t = filesTexts.confirm;

export interface RemoveFilesDialogProps {
  spec: FileBrowserSpec;
  /** The files to delete; null keeps the dialog closed. */
  files: readonly FileItem[] | null;
  onClose: () => void;
  onRemoved: () => void;
}

export function RemoveFilesDialog({ spec, files, onClose, onRemoved }: RemoveFilesDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [only] = files ?? [];

  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };

  const remove = async () => {
    if (!files || files.length === 0) return;
    setBusy(true);
    setError(null);
    try {
      if (files.length === 1 && only && spec.remove) await spec.remove({ blobUri: only.blobUri });
      else if (spec.removeMany) await spec.removeMany({ blobFilenameList: files.map((f) => f.blobUri) });
      noticeDone(t.done(files.length));
      onRemoved();
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={files !== null} onClose={close} title={t.title}>
      <Stack gap="sm">
        <Text>{files?.length === 1 && only ? t.one(only.name) : t.many(files?.length ?? 0)}</Text>
        <DialogActions
          error={error}
          cancel={{ label: t.cancel, onClick: close }}
          action={{ label: t.accept, busy, color: 'red', onClick: () => void remove() }}
        />
      </Stack>
    </Modal>
  );
}
