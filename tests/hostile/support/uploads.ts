/** Files put in place through the stack's own upload operations, as a user would. */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { UploadMultipleFilesResponse } from '../../../server/generated/files/files.zod';
import type { DemoEmail } from '../../../server/seed/demoAccounts';
import type { HttpAnswer, StartedStack } from '../../../server/testing/startedStack';

/**
 * A multipart upload to `path` as `as`: text `fields`, then each of `files` (name to bytes) as a
 * part named `partName`. The answer as it comes, whatever its status.
 */
export function upload(
  stack: StartedStack,
  as: DemoEmail,
  path: string,
  fields: Record<string, string>,
  files: Record<string, Buffer>,
  partName = 'files',
): Promise<HttpAnswer> {
  const boundary = `b${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  for (const [name, bytes] of Object.entries(files)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${partName}"; filename="${name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return stack.call('POST', path, {
    as,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat(parts),
  });
}

/** Uploads `contents` (name to bytes) into `folder` as `as`; answers their blobUris. */
export async function uploadFiles(
  stack: StartedStack,
  as: DemoEmail,
  folder: string,
  contents: Record<string, Buffer>,
): Promise<string[]> {
  const answer = await upload(stack, as, '/api/uploadMultipleFiles', { folder }, contents);
  expect(answer.status, answer.text()).toBe(200);
  return UploadMultipleFilesResponse.parse(answer.json()).items.map((item) => item.blobUri);
}
