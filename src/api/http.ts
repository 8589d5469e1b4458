/**
 * The one mutator every generated call goes through (codegen/orval.config.ts).
 *
 * It owns what is common to all 157 operations: the base URL, the bearer header, the silent token
 * refresh on 401 (docs/product-rules.md#session: the original error still propagates), errors as a typed
 * ApiError carrying the server's Spanish message, and binary responses as a File named from
 * Content-Disposition. No timeout is set (docs/product-rules.md#session).
 *
 * It is framework-free on purpose: the auth layer registers the token and the refresh callback, and
 * it can be exercised against a real HTTP server in tests.
 */

import { afterZodConfig } from '../lib/afterZodConfig';
import { nextTask } from '../lib/nextTask';
import { fileNameFromContentDisposition } from './contentDisposition';
import type { ErrorResponse } from './generated/model/errorResponse.zod';

export type RefreshCallback = () => Promise<void>;

interface HttpState {
  baseUrl: string;
  accessToken: string | null;
  refresh: RefreshCallback | null;
  refreshInFlight: Promise<void> | null;
}

const state: HttpState = {
  baseUrl: '/api',
  accessToken: null,
  refresh: null,
  refreshInFlight: null,
};

/** Where the API lives: '/api' (same origin) by default, an absolute URL for a remote API. */
export function setApiBaseUrl(baseUrl: string): void {
  state.baseUrl = baseUrl.replace(/\/+$/, '');
}

/** The bearer token sent with every call; null sends none (only the public form works then). */
export function setAccessToken(token: string | null): void {
  state.accessToken = token;
}

/**
 * Registers what to do on a 401: acquire a new token silently and set it with setAccessToken.
 * Concurrent 401s share one refresh.
 */
export function onUnauthorized(refresh: RefreshCallback | null): void {
  state.refresh = refresh;
}

const statusMessages: Record<number, string> = {
  400: 'La petición no es válida.',
  401: 'Su sesión ha caducado. Vuelva a intentarlo.',
  403: 'No tiene permiso para realizar esta operación.',
  404: 'No se ha encontrado lo que busca.',
  413: 'El fichero es demasiado grande.',
};

/** A non-2xx answer of the API, with the server's message when it sent one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string | undefined;
  readonly field: string | undefined;
  readonly details: ErrorResponse['details'];

  constructor(status: number, body: ErrorResponse | null) {
    super(body?.message ?? statusMessages[status] ?? `Error del servidor (${status}).`);
    this.status = status;
    this.code = body?.code;
    this.field = body?.field;
    this.details = body?.details;
  }
}

/** Extra options a caller may pass through the generated `request` option. */
export interface ApiRequestInit extends RequestInit {
  /** Download progress, 0..1, when the server sends Content-Length. */
  onDownloadProgress?: (fraction: number) => void;
  /**
   * Upload progress, 0..1, of the request body. fetch reports none, so a call that asks for it goes
   * through XMLHttpRequest instead; everything else (bearer, 401 refresh, ApiError, File) is the same.
   */
  onUploadProgress?: (fraction: number) => void;
}

export async function apiFetch<T>(url: string, init: ApiRequestInit = {}): Promise<T> {
  const { onDownloadProgress, onUploadProgress, ...requestInit } = init;
  // Sent from a task of its own, not from the commit or effect that asked for it (nextTask.ts).
  await nextTask();
  const request = withBearer(requestInit);
  const response = onUploadProgress
    ? await sendWithUploadProgress(`${state.baseUrl}${url}`, request, onUploadProgress)
    : await fetch(`${state.baseUrl}${url}`, request);

  if (!response.ok) {
    const error = new ApiError(response.status, await readErrorBody(response));
    if (response.status === 401) await refreshOnce();
    throw error;
  }
  return (await readBody(response, onDownloadProgress)) as T;
}

function withBearer(init: RequestInit): RequestInit {
  const headers = new Headers(init.headers);
  if (state.accessToken) headers.set('Authorization', `Bearer ${state.accessToken}`);
  // Multipart bodies need the boundary fetch writes itself.
  if (init.body instanceof FormData) headers.delete('Content-Type');
  return { ...init, headers };
}

/**
 * The request through XMLHttpRequest, whose `upload` events are the only upload progress a browser
 * gives, answered as a fetch Response so the rest of apiFetch does not know the difference.
 */
function sendWithUploadProgress(
  url: string,
  init: RequestInit,
  onUploadProgress: (fraction: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    // As fetch does: a network failure is a TypeError, an abort an AbortError.
    const aborted = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (init.signal?.aborted) return aborted();
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    xhr.responseType = 'arraybuffer';
    new Headers(init.headers).forEach((value, name) => {
      xhr.setRequestHeader(name, value);
    });
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0)
        onUploadProgress(Math.min(event.loaded / event.total, 1));
    });
    xhr.addEventListener('load', () => {
      const bodyless = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
      const body = bodyless ? null : (xhr.response as ArrayBuffer);
      resolve(new Response(body, { status: xhr.status, headers: responseHeaders(xhr) }));
    });
    xhr.addEventListener('error', () => reject(new TypeError('Failed to fetch')));
    xhr.addEventListener('abort', aborted);
    init.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(init.body as XMLHttpRequestBodyInit | null | undefined);
  });
}

function responseHeaders(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr.getAllResponseHeaders().split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

async function refreshOnce(): Promise<void> {
  if (!state.refresh) return;
  state.refreshInFlight ??= state.refresh().finally(() => {
    state.refreshInFlight = null;
  });
  try {
    await state.refreshInFlight;
  } catch {
    // A failed refresh is the auth layer's to handle (it redirects to sign-in); the caller still
    // gets the original 401.
  }
}

/**
 * The server's ErrorResponse, checked against its generated schema. The schema (and zod with it)
 * loads with the first error answer, not with the signed-in home (scripts/checkHomeBundle.ts); if
 * it cannot load (the server is gone), the status's own message stands in.
 */
async function readErrorBody(response: Response): Promise<ErrorResponse | null> {
  if (!isJson(response)) return null;
  const [body, schema] = await Promise.all([
    response.json().catch(() => null),
    afterZodConfig(() => import('./generated/model/errorResponse.zod')).then(
      (module) => module.ErrorResponse,
      () => null,
    ),
  ]);
  const parsed = schema?.safeParse(body);
  return parsed?.success ? parsed.data : null;
}

async function readBody(
  response: Response,
  onDownloadProgress: ApiRequestInit['onDownloadProgress'],
): Promise<unknown> {
  if (response.status === 204) return undefined;
  if (isJson(response)) return response.json();
  const blob = await readBlob(response, onDownloadProgress);
  const name = fileNameFromContentDisposition(response.headers.get('Content-Disposition')) ?? 'descarga';
  return new File([blob], name, { type: blob.type });
}

function isJson(response: Response): boolean {
  return /^application\/(.+\+)?json\b/.test(response.headers.get('Content-Type') ?? '');
}

async function readBlob(
  response: Response,
  onDownloadProgress: ApiRequestInit['onDownloadProgress'],
): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const total = Number(response.headers.get('Content-Length'));
  if (!onDownloadProgress || !response.body || !total) return response.blob();

  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onDownloadProgress(Math.min(received / total, 1));
  }
  return new Blob(chunks, { type });
}

/** The error type orval gives every generated hook: always an ApiError. */
export type ErrorType<_ServerBody> = ApiError;
/** Request bodies are sent as the generated model describes them. */
export type BodyType<Body> = Body;
