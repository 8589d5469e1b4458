/**
 * Uploading into the open folder: one file through `upload` (uploadFileWeb), several through
 * `uploadMany` (uploadMultipleFiles), both reporting progress. The contract's limits are checked
 * before anything is sent, with the server's own wording.
 */
import { UploadFileExtension } from '../../api/generated/model/uploadFileExtension.zod';
import { uploadMultipleFilesRequestFilesMax } from '../../api/generated/model/uploadMultipleFilesRequest.zod';
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

/** The contract's accepted extensions, as the file picker's `accept` (.pdf,.doc,...). */
export const acceptedUploadTypes = UploadFileExtension.options.map((extension) => `.${extension}`).join(',');

/** What may be uploaded, said before choosing: the types and the limits. */
export const uploadRules = filesTexts.upload.rules(maxUploadMb, uploadMultipleFilesRequestFilesMax);

const hasAcceptedType = (name: string) =>
  UploadFileExtension.safeParse(/\.([^.]+)$/.exec(name)?.[1]?.toLowerCase()).success;

/** Why the files cannot be sent as they are, in Spanish; null when they can. Same rules as the server's. */
export function uploadProblem(files: readonly File[]): string | null {
  const t = filesTexts.upload;
  if (files.length === 0) return t.noFiles;
  if (files.length > uploadMultipleFilesRequestFilesMax) return t.tooMany(uploadMultipleFilesRequestFilesMax);
  const refused = files.find((file) => !hasAcceptedType(file.name));
  if (refused) return t.refusedType(refused.name);
  const empty = files.find((file) => file.size === 0);
  if (empty) return t.empty(empty.name);
  const large = files.find((file) => file.size > maxUploadBytes);
  return large ? t.tooLargeNamed(large.name, maxUploadMb) : null;
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
