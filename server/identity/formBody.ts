/** Reads a small urlencoded form body; the identity pages post nothing else. */
import type { IncomingMessage } from 'node:http';

const limitBytes = 16 * 1024;

export class FormBodyError extends Error {}

/** The request says its body is a urlencoded form. */
export function isForm(req: IncomingMessage): boolean {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  return type === 'application/x-www-form-urlencoded';
}

export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  if (!isForm(req)) throw new FormBodyError(`unexpected content type ${req.headers['content-type']}`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limitBytes) throw new FormBodyError('form body too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
