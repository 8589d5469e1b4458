/** Files put in place through the stack's own upload operation, as a user would. */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { UploadMultipleFilesResponse } from '../../../server/generated/files/files.zod';
import type { DemoEmail } from '../../../server/seed/demoAccounts';
import type { StartedStack } from '../../../server/testing/startedStack';

/** Uploads `contents` (name to bytes) into `folder` as `as`; answers their blobUris. */
export async function uploadFiles(
  stack: StartedStack,
  as: DemoEmail,
  folder: string,
  contents: Record<string, Buffer>,
): Promise<string[]> {
  const boundary = `b${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="folder"\r\n\r\n${folder}\r\n`),
  ];
  for (const [name, bytes] of Object.entries(contents)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const answer = await stack.call('POST', '/api/uploadMultipleFiles', {
    as,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat(parts),
  });
  expect(answer.status, answer.text()).toBe(200);
  return UploadMultipleFilesResponse.parse(answer.json()).items.map((item) => item.blobUri);
}
