/**
 * Compression of what the stack sends: which encoding a request accepts (shared by the portal's
 * precompressed files and the API), and the wrapper of the API's HTTP listener (server/stack.ts)
 * that compresses its answers on the fly.
 *
 * An API answer is compressed only when it is worth it and safe: a compressible type (JSON, text,
 * CSV; never zip, xlsx, pdf or images, which are compressed already), at least `threshold` bytes,
 * not a HEAD, 204, 206 or 304, not already encoded, not marked no-transform. Streams stay streams:
 * the body is piped through the compressor, so a long export starts at once and a client that goes
 * away cancels the source as before.
 */
import { Readable, Writable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
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
function varyOnEncoding(current: string | null | undefined): string {
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

/**
 * A fetch handler whose answers are compressed as the request accepts, from `threshold` bytes up.
 * Applied where the API meets HTTP (server/stack.ts), so in-process callers of the app (tests,
 * the contract checks of server/testing) read plain answers.
 */
export function withCompression<Args extends unknown[]>(
  handler: (request: Request, ...rest: Args) => Response | Promise<Response>,
  { threshold = 1024 } = {},
): (request: Request, ...rest: Args) => Promise<Response> {
  return async (request, ...rest) => compressed(request, await handler(request, ...rest), threshold);
}

async function compressed(request: Request, res: Response, threshold: number): Promise<Response> {
  const type = res.headers.get('Content-Type');
  if (
    request.method === 'HEAD' ||
    !res.body ||
    res.status === 204 ||
    res.status === 206 ||
    res.status === 304 ||
    res.headers.has('Content-Encoding') ||
    !type ||
    !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
    noTransform.test(res.headers.get('Cache-Control') ?? '')
  )
    return res;
  const headers = new Headers(res.headers);
  // Whether compressed or not, the answer depends on Accept-Encoding for a cache in between.
  headers.set('Vary', varyOnEncoding(headers.get('Vary')));
  const answer = (body: BodyInit | null) =>
    new Response(body, { status: res.status, statusText: res.statusText, headers });
  const encoding = acceptedEncoding(request.headers.get('Accept-Encoding') ?? undefined, ['br', 'gzip']);
  const declared = headers.get('Content-Length');
  if (!encoding || (declared !== null && Number(declared) < threshold)) return answer(res.body);

  // Most answers carry no length: read up to `threshold` bytes to tell a small answer (sent as
  // it is) from a large one or a stream (compressed, the bytes read first included).
  const reader = res.body.getReader();
  const head: Uint8Array[] = [];
  let size = 0;
  while (size < threshold) {
    const { done, value } = await reader.read();
    if (done) {
      const body = Buffer.concat(head);
      headers.set('Content-Length', String(body.byteLength));
      return answer(body);
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
  headers.delete('Content-Length');
  headers.set('Content-Encoding', encoding);
  const etag = headers.get('ETag');
  if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
  return answer(rest.pipeThrough(compressor(encoding)));
}
