/**
 * Uploading into the open folder: one file through `upload` (uploadFileWeb), several through
 * `uploadMany` (uploadMultipleFiles), both reporting progress. The contract's limits are checked
 * before anything is sent, with the server's own wording.
 */
import { uploadMultipleFilesRequestFilesMax } from '../../api/generated/model';
import { ApiError } from '../../api/http';
import type { FileBrowserSpec } from '../../language';
import { filesTexts } from './filesTexts';

/** The contract's limit per file (uploadFile, uploadFileWeb, uploadMultipleFiles: 25 MB). */
const maxUploadMb = 25;
const maxUploadBytes = maxUploadMb * 1024 * 1024;

export interface UploadRequest {
  readonly files: readonly File[];
  /** Storage folder (`{clientId}/...`). */
  readonly folder: string;
  readonly tags: readonly string[];
}

/** Why the files cannot be sent as they are, in Spanish; null when they can. */
export function uploadProblem(files: readonly File[]): string | null {
  if (files.length === 0) return filesTexts.upload.noFiles;
  if (files.length > uploadMultipleFilesRequestFilesMax)
    return filesTexts.upload.tooMany(uploadMultipleFilesRequestFilesMax);
  const large = files.find((file) => file.size > maxUploadBytes);
  return large ? filesTexts.upload.tooLargeNamed(large.name, maxUploadMb) : null;
}

/** Sends the files; answers how many were stored. */
export async function uploadFiles(
  spec: Pick<FileBrowserSpec, 'upload' | 'uploadMany'>,
  request: UploadRequest,
  onUploadProgress: (fraction: number) => void,
): Promise<number> {
  const tags = request.tags.length > 0 ? request.tags.join(',') : undefined;
  const [only] = request.files;
  if (request.files.length === 1 && only && spec.upload) {
    await spec.upload({ file: only }, { folder: request.folder, tags }, { onUploadProgress });
    return 1;
  }
  if (spec.uploadMany) {
    const page = await spec.uploadMany(
      { files: [...request.files], folder: request.folder, tags },
      { onUploadProgress },
    );
    return page.items.length;
  }
  throw new Error('screens.config.ts: this file browser declares neither `upload` nor `uploadMany`.');
}

/** A failed upload in Spanish: the server's message, or the size limit for a bare 413 (a proxy's). */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 413 && error.code === undefined)
    return `${filesTexts.upload.tooLarge(maxUploadMb)}.`;
  return error instanceof Error ? error.message : String(error);
}
