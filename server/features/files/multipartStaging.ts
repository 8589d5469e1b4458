/**
 * A multipart upload body read as a stream (busboy): each file part goes straight into a staged
 * object of the document storage (a temporary file on disk, staged blocks in Azure), its size limit
 * enforced while it streams, so a request never holds a whole file in memory, however large and
 * however many run at once.
 *
 * The result is a FormData as the contract's validator expects it: the non-file fields as strings
 * and each file as a File standing for its staged object (on disk backed by it: fs.openAsBlob),
 * remembered here so that storing it commits that object (a rename on disk), not a copy in memory.
 */

import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import busboy from 'busboy';
import { badRequest, HttpError, tooLarge } from '../../lib/errors';
import type { DocumentStorage, StagedObject } from '../../storage/documentStorage';

export interface StagedFile {
  /** The form field the part came in. */
  field: string;
  /** The part's file name as sent ('' when it had none); checked by whoever stores it. */
  name: string;
  /** The part's declared content type. */
  type: string;
  /** Its complete staged object. */
  staged: StagedObject;
  size: number;
}

const stagedFiles = new WeakMap<Blob, StagedFile>();

/** The staged file behind a File of a staged form. */
export function stagedFileOf(blob: Blob): StagedFile {
  const staged = stagedFiles.get(blob);
  // A handler got a File that did not come from stageMultipart: the app's wiring is wrong.
  if (!staged) throw new Error('upload not staged: the multipart reader did not run for this operation');
  return staged;
}

export interface MultipartLimits {
  /** Where the parts are staged. */
  storage: DocumentStorage;
  maxFileBytes: number;
  maxFiles: number;
  maxBodyBytes: number;
  /** The 413 for a body past `maxBodyBytes`. */
  bodyTooLarge: () => HttpError;
}

/** Text fields are few and short in every upload operation (folder, tags). */
const maxFields = 20;
const maxFieldBytes = 16 * 1024;

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/**
 * Browsers (and fetch's FormData) escape '"', CR and LF in a part's name and file name as %22,
 * %0D and %0A; read them back as the characters they stand for, as a FormData parser does, so
 * the file-name checks see the name the user gave.
 */
const formEscapes: Record<string, string> = { '%22': '"', '%0a': '\n', '%0d': '\r' };
const unescapeFormName = (name: string) =>
  name.replace(/%(22|0a|0d)/gi, (code) => formEscapes[code.toLowerCase()] ?? code);

/**
 * Writes the body into the parser, honouring its backpressure, counting bytes against the body
 * limit. Once `stopped` aborts it reads no further: the rest of the body is left unread, not
 * cancelled (the server discards it when the answer is sent), and never buffered.
 */
async function feedBody(
  body: ReadableStream<Uint8Array> | null,
  parser: Writable,
  limits: MultipartLimits,
  stopped: AbortSignal,
): Promise<void> {
  if (body) {
    const reader = body.getReader();
    const stop = new Promise<undefined>((resolve) =>
      stopped.addEventListener('abort', () => resolve(undefined), { once: true }),
    );
    let size = 0;
    for (;;) {
      const next = await Promise.race([reader.read(), stop]);
      if (!next) return;
      if (next.done) break;
      size += next.value.byteLength;
      if (size > limits.maxBodyBytes) throw limits.bodyTooLarge();
      if (!parser.write(next.value)) await Promise.race([once(parser, 'drain'), stop]);
      if (stopped.aborted) return;
    }
  }
  parser.end();
  await finished(parser);
}

export interface StagedForm {
  form: FormData;
  files: StagedFile[];
}

/**
 * Reads a multipart (or urlencoded) body to its end. Any failure (a file or the body over its limit:
 * 413; a malformed or cut body: 400) stops reading at once, removes every temporary file written
 * and rejects with that error.
 */
export async function stageMultipart(
  body: ReadableStream<Uint8Array> | null,
  contentType: string,
  limits: MultipartLimits,
): Promise<StagedForm> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // The raw name reaches the checks, which refuse a path; busboy would silently keep its last segment.
      preservePath: true,
      // Browsers send the file name in UTF-8 without saying so.
      defParamCharset: 'utf8',
      limits: {
        files: limits.maxFiles,
        fields: maxFields,
        fieldSize: maxFieldBytes,
        parts: limits.maxFiles + maxFields,
      },
    });
  } catch {
    throw badRequest('El cuerpo de la petición no es un formulario multipart válido.');
  }

  const fields: [string, string][] = [];
  const files: (StagedFile | undefined)[] = [];
  const writes: Promise<void>[] = [];
  const stop = new AbortController();
  let failure: unknown;
  /** The first failure wins; reading stops and the file being written is cut (its write removes it). */
  const fail = (error: unknown) => {
    if (failure !== undefined) return;
    failure = error;
    stop.abort(error);
    parser.destroy();
  };

  parser.on('field', (name, value, info) => {
    if (info.nameTruncated || info.valueTruncated)
      fail(badRequest(`El campo "${name}" es demasiado largo.`, name));
    else fields.push([unescapeFormName(name), value]);
  });
  parser.on('file', (field, stream, info) => {
    const index = files.push(undefined) - 1;
    const name = unescapeFormName(info.filename ?? '');
    writes.push(
      limits.storage
        .stage(stream, {
          label: name.replace(/[^\p{L}\p{N}._ -]/gu, '_') || 'fichero',
          maxBytes: limits.maxFileBytes,
          // Failing here, not when the write settles, so that this 413 is the answer.
          overLimit: () => {
            const error = tooLarge(
              `El fichero "${name.slice(0, 100)}" supera el tamaño máximo de ${megabytes(limits.maxFileBytes)} MB.`,
            );
            fail(error);
            return error;
          },
        })
        .then(
          (staged) => {
            files[index] = {
              field: unescapeFormName(field),
              name,
              type: info.mimeType,
              staged,
              size: staged.size,
            };
          },
          (error: unknown) => fail(error),
        ),
    );
  });
  parser.on('filesLimit', () =>
    fail(
      badRequest(
        limits.maxFiles === 1
          ? 'Envíe un solo fichero.'
          : `Envíe como máximo ${limits.maxFiles} ficheros en una petición.`,
      ),
    ),
  );
  parser.on('fieldsLimit', () => fail(badRequest('El formulario lleva demasiados campos.')));
  parser.on('partsLimit', () => fail(badRequest('El formulario lleva demasiadas partes.')));

  parser.on('error', (error) =>
    fail(
      error instanceof HttpError
        ? error
        : badRequest('El cuerpo de la petición no es un formulario multipart válido.'),
    ),
  );
  try {
    await feedBody(body, parser, limits, stop.signal);
  } catch (error) {
    // A body that fails while read is a connection cut midway; the parser's own errors came above.
    fail(
      error instanceof HttpError
        ? error
        : badRequest('El cuerpo de la petición se interrumpió antes de terminar.'),
    );
  }
  // Writes settle either way (their errors went to `fail`); after them no temporary file is open.
  await Promise.all(writes);
  const staged = files.filter((file): file is StagedFile => file !== undefined);
  if (failure !== undefined) {
    await discardStaged(limits.storage, staged);
    throw failure;
  }

  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  for (const file of staged) {
    const blob = new File([await file.staged.asBlob()], file.name, { type: file.type });
    stagedFiles.set(blob, file);
    form.append(file.field, blob);
  }
  return { form, files: staged };
}

/** Removes staged files (a stored one was committed: nothing to remove). */
export async function discardStaged(storage: DocumentStorage, files: readonly StagedFile[]): Promise<void> {
  await Promise.all(files.map((file) => storage.discard(file.staged)));
}
