/**
 * Upload one or several files, with tags, into the open folder, with a real progress bar (the
 * mutator's onUploadProgress). Limits are checked before sending; a refusal shows the server's
 * Spanish message and keeps the chosen files.
 */
import { FileInput, Modal, Progress, Stack, TagsInput, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { DialogActions } from '../../components/DialogActions';
import { folderLabel } from '../../components/documentLabels';
import type { FileBrowserSpec } from '../../language';
import { iconSizes } from '../../lib/iconSizes';
import { noticeDone } from '../../lib/notices';
import { filesTexts } from './filesTexts';
import {
  acceptedUploadTypes,
  uploadErrorMessage,
  uploadFiles,
  uploadProblem,
  uploadRules,
} from './uploadFiles';

const t = filesTexts.upload;

export interface UploadDialogProps {
  spec: FileBrowserSpec;
  opened: boolean;
  onClose: () => void;
  /** Storage folder the files go to (`{clientId}/...`). */
  folder: string;
  onUploaded: () => void;
}

export function UploadDialog({ spec, opened, onClose, folder, onUploaded }: UploadDialogProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [tags, setTags] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const uploading = progress !== null;

  const reset = () => {
    setFiles([]);
    setTags([]);
    setProgress(null);
    setError(null);
  };
  const close = () => {
    if (uploading) return;
    reset();
    onClose();
  };

  const submit = async () => {
    const problem = uploadProblem(files);
    if (problem) return setError(problem);
    setError(null);
    setProgress(0);
    try {
      const stored = await uploadFiles(spec, { files, folder, tags }, setProgress);
      noticeDone(t.done(stored));
      reset();
      onUploaded();
      onClose();
    } catch (failure) {
      setProgress(null);
      setError(uploadErrorMessage(failure));
    }
  };

  // The folder as the explorer shows it, without the client's own folder (its id).
  const shownFolder = folderLabel(folder.split('/').slice(1).join('/'), true);
  const percent = Math.round((progress ?? 0) * 100);

  return (
    <Modal opened={opened} onClose={close} title={t.title} size="lg" closeOnClickOutside={!uploading}>
      <Stack gap="sm">
        <Text size="sm">{t.target(shownFolder)}</Text>
        <FileInput
          label={t.files}
          description={uploadRules}
          placeholder={t.filesPlaceholder}
          accept={acceptedUploadTypes}
          multiple
          clearable
          clearButtonProps={{ 'aria-label': t.clearFiles }}
          withAsterisk
          value={files}
          onChange={(chosen) => {
            setFiles(chosen);
            setError(chosen.length > 0 ? uploadProblem(chosen) : null);
          }}
          disabled={uploading}
          leftSection={<IconUpload size={iconSizes.xs} aria-hidden />}
        />
        <TagsInput
          label={t.tags}
          description={t.tagsHelp}
          value={tags}
          onChange={setTags}
          disabled={uploading}
          clearable
        />
        {uploading && (
          <Stack gap={4}>
            <Progress value={percent} aria-label={t.progress} animated={percent < 100} size="lg" />
            <Text size="sm" ta="right" aria-live="polite">
              {percent} %
            </Text>
          </Stack>
        )}
        <DialogActions
          error={error}
          cancel={{ label: t.cancel, onClick: close }}
          action={{
            label: t.submit,
            busy: uploading,
            onClick: () => void submit(),
            disabled: files.length === 0,
          }}
        />
      </Stack>
    </Modal>
  );
}
