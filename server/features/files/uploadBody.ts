/**
 * The body of an upload operation, streamed to the storage instead of parsed in memory. The generated
 * routes validate the form with the contract's zod schema through Hono's validator, which reads
 * `bodyCache.formData` when present: this hands it a staged form (stageMultipart) instead of the
 * raw body, so the contract's validation of every field stays as generated.
 *
 * The form is staged lazily, when the validator first asks for it: a request the query validator
 * already refused is answered without reading its body. Whatever the outcome, the temporary files
 * the request staged and did not store are removed once it is answered.
 */
import type { Context, Next } from 'hono';
import type { AppEnv } from '../../context';
import { uploadMultipleFilesBodyFilesMax } from '../../generated/files/files.zod';
import type { HttpError } from '../../lib/errors';
import { discardStaged, type StagedForm, stageMultipart } from './multipartStaging';

/** The upload operations and how many files each takes (the contract's maximum). */
const maxFilesByOperation: Readonly<Record<string, number>> = {
  uploadFile: 1,
  uploadFileWeb: 1,
  uploadMultipleFiles: uploadMultipleFilesBodyFilesMax,
};

export const isUploadOperation = (operationId: string | undefined): operationId is string =>
  operationId !== undefined && Object.hasOwn(maxFilesByOperation, operationId);

export async function streamUploadBody(
  c: Context<AppEnv>,
  next: Next,
  operationId: string,
  limits: { maxBodyBytes: number; bodyTooLarge: () => HttpError },
): Promise<void> {
  const { config, storage } = c.get('deps');
  let staging: Promise<StagedForm> | undefined;
  const stage = () => {
    staging ??= stageMultipart(c.req.raw.body, c.req.header('Content-Type') ?? '', {
      storage,
      maxFileBytes: config.uploadLimitBytes,
      maxFiles: maxFilesByOperation[operationId] ?? 1,
      ...limits,
    });
    return staging;
  };
  // A thenable, not a promise: nothing is read until the validator awaits it.
  const lazyForm: PromiseLike<FormData> = {
    // biome-ignore lint/suspicious/noThenProperty: a lazy thenable is the point
    then: (onFulfilled, onRejected) =>
      stage()
        .then((staged) => staged.form)
        .then(onFulfilled, onRejected),
  };
  // Typed as the value, but Hono keeps the pending read there and awaits it (hono/validator).
  c.req.bodyCache.formData = lazyForm as unknown as FormData;
  try {
    await next();
  } finally {
    if (staging)
      await staging.then(
        (staged) => discardStaged(storage, staged.files),
        () => undefined,
      );
  }
}
