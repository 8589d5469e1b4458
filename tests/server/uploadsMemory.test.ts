/**
 * Upload bodies are streamed to disk: memory does not grow with the size of what is being
 * uploaded. Eight uploads of 20 MB at once (160 MB in flight) must keep the process's resident
 * memory growth well under their total; a parser that reads bodies whole (as Hono's form parsing
 * does) grows by more than the total, since each body is held and then copied into its parts.
 *
 * The bodies are generated as they are read (one shared 64 KB chunk), so the test itself holds
 * none of the 160 MB.
 */
import { readdir } from 'node:fs/promises';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { files } from '../../server/db/schema';
import { temporaryFolderOf } from '../../server/features/files/atomicWrite';
import { createTestApi, type TestApi } from '../../server/testing/testApi';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ tickets: 50 });
}, 120_000);
afterAll(() => api?.close());

const MB = 1024 * 1024;
const boundary = 'limite-de-memoria';
const shared = Buffer.alloc(64 * 1024, 0x61);

/** A multipart body with one file part of `size` bytes, produced as it is read. */
function generatedUpload(name: string, size: number): ReadableStream<Uint8Array> {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  let sent = -1;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent < 0) {
        controller.enqueue(head);
        sent = 0;
      } else if (sent >= size) {
        controller.enqueue(tail);
        controller.close();
      } else {
        const length = Math.min(shared.length, size - sent);
        controller.enqueue(shared.subarray(0, length));
        sent += length;
      }
    },
  });
}

it('keeps memory flat under 8 concurrent 20 MB uploads, storing every byte', async () => {
  const size = 20 * MB;
  const count = 8;
  const token = await api.tokenFor('gestor@demo.es');
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  try {
    const answers = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        api.app.request(`/uploadFileWeb?folder=${encodeURIComponent('1/MISDOCUMENTOS/Memoria')}`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${token}`,
            'Content-Type': `multipart/form-data; boundary=${boundary}`,
          },
          body: generatedUpload(`grande-${i}.pdf`, size),
          duplex: 'half',
        } as RequestInit),
      ),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
  } finally {
    clearInterval(sampler);
  }
  const growth = peak - baseline;
  console.info(
    `${count} concurrent uploads of ${size / MB} MB: peak RSS growth ${Math.round(growth / MB)} MB (${(count * size) / MB} MB uploaded)`,
  );
  expect(growth).toBeLessThan((count * size) / 2);

  const stored = await api.db
    .select({ size: files.size })
    .from(files)
    .where(and(eq(files.clientId, 1), like(files.blobUri, '1/MISDOCUMENTOS/Memoria/%')));
  expect(stored.map((row) => row.size)).toEqual(Array(count).fill(size));
  expect(await readdir(temporaryFolderOf(api.storageRoot))).toEqual([]);
}, 120_000);
