/**
 * Compression of what the stack sends: which encoding a request accepts (shared by the portal's
 * precompressed files and the API), and the API middleware that compresses answers on the fly.
 *
 * The API compresses an answer only when it is worth it and safe: a compressible type (JSON, text,
 * CSV; never zip, xlsx, pdf or images, which are compressed already), at least `threshold` bytes,
 * not a HEAD, 204, 206 or 304, not already encoded, not marked no-transform. Streams stay streams:
 * the body is piped through the compressor, so a long export starts at once and a client that goes
 * away cancels the source as before.
 */
import { Readable, Writable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

export type Encoding = 'br' | 'gzip';

/**
 * The preferred encoding among `offered` (in the server's order of preference) that the
 * Accept-Encoding header allows, or null for identity. Honours q-values (q=0 refuses) and `*`.
 */
export function acceptedEncoding(header: string | undefined, offered: readonly Encoding[]): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: Encoding | null = null;
  let bestWeight = 0;
  for (const encoding of offered) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

/** Adds Accept-Encoding to a Vary header value (once). */
export function varyOnEncoding(current: string | null | undefined): string {
  if (!current) return 'Accept-Encoding';
  if (current === '*' || /(^|,)\s*accept-encoding\s*(,|$)/i.test(current)) return current;
  return `${current}, Accept-Encoding`;
}

const noTransform = /(^|,)\s*no-transform\s*(,|$)/i;

/**
 * A compressor for answers made on request: brotli at quality 5 (close to gzip's speed, smaller
 * output; 11, the default, is for files compressed once at build time), gzip at its default level.
 */
function compressor(encoding: Encoding): TransformStream<Uint8Array, Uint8Array> {
  const stream =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : createGzip();
  return {
    writable: Writable.toWeb(stream) as WritableStream<Uint8Array>,
    readable: Readable.toWeb(stream) as ReadableStream<Uint8Array>,
  } as TransformStream<Uint8Array, Uint8Array>;
}

/** The API's answers compressed as the request accepts, from `threshold` bytes up. */
export function compressAnswers({ threshold = 1024 } = {}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type');
    if (
      c.req.method === 'HEAD' ||
      !res.body ||
      res.status === 204 ||
      res.status === 206 ||
      res.status === 304 ||
      res.headers.has('Content-Encoding') ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      noTransform.test(res.headers.get('Cache-Control') ?? '')
    )
      return;
    // Whether compressed or not, the answer depends on Accept-Encoding for a cache in between.
    res.headers.set('Vary', varyOnEncoding(res.headers.get('Vary')));
    const encoding = acceptedEncoding(c.req.header('Accept-Encoding'), ['br', 'gzip']);
    if (!encoding) return;
    const declared = res.headers.get('Content-Length');
    if (declared !== null && Number(declared) < threshold) return;

    // Most answers carry no length: read up to `threshold` bytes to tell a small answer (sent as
    // it is) from a large one or a stream (compressed, the bytes read first included).
    const reader = res.body.getReader();
    const head: Uint8Array[] = [];
    let size = 0;
    while (size < threshold) {
      const { done, value } = await reader.read();
      if (done) {
        const body = Buffer.concat(head);
        c.res = new Response(body, res);
        c.res.headers.set('Content-Length', String(body.byteLength));
        return;
      }
      head.push(value);
      size += value.byteLength;
    }
    const rest = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of head) controller.enqueue(chunk);
      },
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel: (reason) => reader.cancel(reason),
    });
    // Hono lays the previous answer's headers over a new one: change them after setting it.
    c.res = new Response(rest.pipeThrough(compressor(encoding)), res);
    const headers = c.res.headers;
    headers.delete('Content-Length');
    headers.set('Content-Encoding', encoding);
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
  };
}
