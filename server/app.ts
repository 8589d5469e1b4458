/**
 * The reference API: the generated Hono routes (one per contract operation, each validating its
 * input and output with the generated zod schemas) wrapped in what every operation shares:
 * dependencies, authentication and role checks, the body's media type, then body limits (upload
 * bodies streamed to disk), the text rules of every field (lib/inputText.ts), and errors as the
 * contract's ErrorResponse in Spanish.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { authenticate } from './auth/authenticate';
import type { ApiDeps, AppEnv } from './context';
import { routeInfo } from './contract';
import { clearTemporaryFolder } from './features/files/atomicWrite';
import { createDownloadSlots } from './features/files/downloadSlots';
import { isUploadOperation, streamUploadBody } from './features/files/uploadBody';
import generatedRoutes from './generated/app';
import { requireContractMediaType } from './lib/bodyMediaType';
import { badRequest, HttpError, tooLarge } from './lib/errors';
import { requirePlainText } from './lib/inputText';
import { validationErrorsInSpanish } from './lib/validationErrors';
import { processLogger } from './operations/logger';
import { requestRecordOf } from './operations/requestLog';

// Validation messages (zod's own) in Spanish, as every other message of the API.
z.config(z.locales.es());

const KB = 1024;

/** Request body limits by operation; every other operation gets `defaultBodyLimit`. */
function bodyLimitFor(operationId: string | undefined, uploadLimitBytes: number): number {
  switch (operationId) {
    case 'uploadFile':
    case 'uploadFileWeb':
      return uploadLimitBytes + 64 * KB;
    case 'uploadMultipleFiles':
      return 20 * uploadLimitBytes + 64 * KB;
    case 'externalComercialProposal':
      return 16 * KB;
    default:
      return 2 * 1024 * KB;
  }
}

export interface ApiAppOptions {
  /** Prefix the app is mounted under (e.g. '/api'); routes are matched without it. */
  basePath?: string;
}

export function createApiApp(given: Omit<ApiDeps, 'downloads'>, options: ApiAppOptions = {}) {
  const basePath = options.basePath ?? '';
  const deps: ApiDeps = { ...given, downloads: createDownloadSlots(given.config.limits.downloads) };
  const app = new Hono<AppEnv>();
  // Uploads a crash cut short left their temporary files behind: none is a stored file. (Azure
  // sweeps its own staged blobs, by age: storage/azureBlobStorage.ts.)
  if (deps.storage.kind === 'disco') clearTemporaryFolder(deps.config.storageRoot);

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('handled', false);
    // Served by the stack, the address its request log read (TRUST_PROXY's hops); in-process, none.
    c.set('clientAddress', requestRecordOf(c)?.address ?? 'unknown');
    await next();
  });
  app.use('*', validationErrorsInSpanish);
  // Who asks comes first: no body is read for a request that will be refused anyway (an anonymous
  // upload is a 401 before its first byte is read).
  app.use('*', authenticate(basePath));
  // A body in a media type the operation does not take is refused before it is read.
  app.use('*', async (c, next) => {
    const route = routeInfo(c.req.method, c.req.path.slice(basePath.length));
    if (route)
      requireContractMediaType(route, {
        contentType: c.req.header('Content-Type'),
        contentLength: c.req.header('Content-Length'),
        transferEncoding: c.req.header('Transfer-Encoding'),
      });
    await next();
  });
  app.use('*', async (c, next) => {
    // The request's log line names who asked, by id only.
    const record = requestRecordOf(c);
    const user = c.get('user');
    if (record && user) record.userId = user.oid;
    await next();
  });
  app.use('*', async (c, next) => {
    const path = c.req.path.slice(basePath.length);
    const operationId = routeInfo(c.req.method, path)?.operationId;
    const maxSize = bodyLimitFor(operationId, deps.config.uploadLimitBytes);
    const overLimit = () =>
      tooLarge(
        operationId?.startsWith('upload')
          ? `El fichero supera el tamaño máximo de ${Math.round(deps.config.uploadLimitBytes / 1024 / 1024)} MB.`
          : 'La petición es demasiado grande.',
      );
    if (isUploadOperation(operationId)) {
      // A declared length over the limit is refused unread; otherwise the multipart reader streams
      // the body to disk and stops at the limit.
      if (Number(c.req.header('Content-Length') ?? 0) > maxSize) throw overLimit();
      return streamUploadBody(c, next, operationId, { maxBodyBytes: maxSize, bodyTooLarge: overLimit });
    }
    // Every other body is small: bodyLimit refuses a declared length over the limit unread, and
    // reads one without Content-Length (chunked) into memory only up to the limit. A body stream
    // that fails there (the client went away mid-upload) is a bad request, not a server error.
    // Errors raised once the request has moved on (`next`) are left as they are.
    let passedOn = false;
    try {
      return await bodyLimit({
        maxSize,
        onError: () => {
          throw overLimit();
        },
      })(c, () => {
        passedOn = true;
        return next();
      });
    } catch (error) {
      if (passedOn || error instanceof HttpError || error instanceof HTTPException) throw error;
      throw badRequest('El cuerpo de la petición se interrumpió antes de terminar.');
    }
  });
  // Text the fields may not hold is refused before the validators (and any lookup) run. A body that
  // is not JSON is left to them: they answer it.
  app.use('*', async (c, next) => {
    const route = routeInfo(c.req.method, c.req.path.slice(basePath.length));
    if (route) {
      const json = /^application\/json\b/i.test(c.req.header('Content-Type') ?? '');
      const jsonBody = json ? await c.req.json().catch(() => undefined) : undefined;
      requirePlainText(route, { query: c.req.queries(), jsonBody });
    }
    await next();
  });
  app.route(basePath || '/', generatedRoutes);

  app.notFound((c) => c.json({ message: 'La operación solicitada no existe.', code: 'NOT_FOUND' }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json(error.body, error.status, { ...error.headers });
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's own 4xx (e.g. a body that is not JSON).
      const message = /json/i.test(error.message)
        ? 'El cuerpo de la petición no es JSON válido.'
        : 'La petición no es válida.';
      return c.json({ message, code: 'VALIDATION' }, error.status);
    }
    // The stack and its message in the log only, under the request's id; the client gets the id.
    (requestRecordOf(c)?.log ?? processLogger).error({ err: error }, 'unhandled error');
    return c.json(
      { message: 'Error interno del servidor. Inténtelo de nuevo más tarde.', code: 'INTERNAL' },
      500,
    );
  });
  return app;
}
