/**
 * What a signed-in user can make the server hold, over real sockets against the started stack (in
 * this process, so its open files are this process's). Downloads nobody reads: one user asks for
 * 200 zips of 10 files each and reads none.
 * The server answers the user's first few (DOWNLOADS_PER_USER) and refuses the rest with a 429;
 * each zip it streams opens its files one at a time, so the stalled ones hold one document each;
 * a second user finds the total cap (DOWNLOADS_TOTAL) and another user's API call is answered
 * within a second meanwhile. When the readers go, every document is closed and every place freed.
 *
 * Bound stated and checked: documents open <= DOWNLOADS_PER_USER (4) throughout, and the
 * process's descriptors stay within its baseline plus the 200 connections' two ends (client and
 * server are both here) plus those documents and a small margin.
 *
 * Usage events: one user posting events in a loop records its hourly quota and no more.
 */
import { randomBytes } from 'node:crypto';
import { readdir, readlink } from 'node:fs/promises';
import { connect as tcpConnect } from 'node:net';
import { type TLSSocket, connect as tlsConnect } from 'node:tls';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { usageEvents } from '../../server/db/schema';
import { type DemoEmail, demoAccount } from '../../server/seed/demoAccounts';
import { type StartedStack, startStackForTests } from '../../server/testing/startedStack';
import { unzip } from '../support/unzip';
import { uploadFiles } from './support/uploads';

let stack: StartedStack;
let uris: string[];
const perUser = 4;
const total = 6;
const zips = 200;
const filesPerZip = 10;
const MB = 1024 * 1024;
const GESTOR = 'gestor@demo.es';
const ADMIN = 'admin@demo.es';
const eventsPerHour = 20;

beforeAll(async () => {
  stack = await startStackForTests({
    env: {
      DOWNLOADS_PER_USER: String(perUser),
      DOWNLOADS_TOTAL: String(total),
      USAGE_EVENTS_PER_USER_PER_HOUR: String(eventsPerHour),
    },
  });
  // Each larger than what the sockets' buffers take, so that an unread zip stalls on it.
  const contents = Object.fromEntries(
    Array.from({ length: filesPerZip }, (_, i) => [`parte-${i}.pdf`, randomBytes(Math.round(1.9 * MB))]),
  );
  uris = await uploadFiles(stack, GESTOR, '1/MISDOCUMENTOS/HostilDescargas', contents);
}, 240_000);

afterAll(async () => {
  await stack?.close();
});

const openDescriptors = async () => (await readdir('/proc/self/fd')).length;

/** Descriptors of this process open on a document of the stack's storage. */
async function openDocuments(): Promise<number> {
  const targets = await Promise.all(
    (await readdir('/proc/self/fd')).map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => '')),
  );
  return targets.filter((target) => target.startsWith(stack.config.storageRoot)).length;
}

interface UnreadAnswer {
  status: number;
  /** The head, with the whole body of a refusal. */
  text: string;
  socket: TLSSocket;
}

/**
 * Asks for the zip of `uris` as `as` on a connection of its own from `localAddress`, reads the
 * answer's head and then stops reading, as a client that never reads the body.
 */
async function zipUnread(as: DemoEmail, localAddress: string): Promise<UnreadAnswer> {
  const body = JSON.stringify({ blobFilenameList: uris });
  const tcp = tcpConnect({ host: '127.0.0.1', port: stack.port, localAddress });
  tcp.on('error', () => undefined);
  const socket = tlsConnect({ socket: tcp, servername: 'localhost', rejectUnauthorized: false });
  socket.on('error', () => undefined);
  socket.write(
    `POST /api/downloadMultipleFiles HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${await stack.tokenFor(as)}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  return new Promise((resolve, reject) => {
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const headEnd = received.indexOf('\r\n\r\n');
      if (headEnd === -1) return;
      // A refusal is read whole (its Spanish message); a zip no further than its head.
      const body = received.slice(headEnd + 4);
      const length = /^Content-Length: (\d+)/im.exec(received)?.[1];
      const whole = length === undefined ? body.endsWith('0\r\n\r\n') : body.length >= Number(length);
      if (!received.startsWith('HTTP/1.1 200') && !whole) return;
      socket.off('data', onData);
      socket.pause();
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1]), text: received, socket });
    };
    socket.on('data', onData);
    socket.once('close', () => reject(new Error(`closed before an answer: ${received.slice(0, 200)}`)));
  });
}

const statuses = (answers: UnreadAnswer[]) =>
  answers.reduce<Record<number, number>>((counts, { status }) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

describe('downloads nobody reads', () => {
  it(`${zips} zips of ${filesPerZip} files by one user, never read: a few streamed, one document open each`, async () => {
    const descriptorsBefore = await openDescriptors();
    expect(await openDocuments()).toBe(0);
    const held: TLSSocket[] = [];
    try {
      // Ten from each of twenty addresses: the per-address connection cap is not what refuses them.
      const answers = await Promise.all(
        Array.from({ length: zips }, (_, i) => zipUnread(GESTOR, `127.0.6.${1 + (i % 20)}`)),
      );
      held.push(...answers.map((answer) => answer.socket));
      expect(statuses(answers)).toEqual({ 200: perUser, 429: zips - perUser });
      const refused = answers.find((answer) => answer.status === 429);
      expect(refused?.text).toMatch(/Retry-After: \d+/i);
      expect(refused?.text).toContain(`Ya tiene ${perUser} descargas en curso`);

      // The streamed ones stall on what the sockets took; watched for a while, each holds one file.
      let mostDocuments = 0;
      let mostDescriptors = 0;
      for (let sample = 0; sample < 10; sample++) {
        mostDocuments = Math.max(mostDocuments, await openDocuments());
        mostDescriptors = Math.max(mostDescriptors, await openDescriptors());
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      console.info(
        `${zips} unread zips: ${mostDocuments} documents open at most (bound ${perUser}); descriptors ` +
          `${descriptorsBefore} before, ${mostDescriptors} at most (bound ${descriptorsBefore + 2 * zips + perUser + 50})`,
      );
      expect(mostDocuments).toBeGreaterThan(0);
      expect(mostDocuments).toBeLessThanOrEqual(perUser);
      expect(mostDescriptors).toBeLessThanOrEqual(descriptorsBefore + 2 * zips + perUser + 50);
      const elapsedMs = await stack.answersPromptly('cliente@demo.es');
      console.info(`another user's call meanwhile: ${elapsedMs} ms`);

      // Another user gets the places left in all, then the total cap.
      const others = [];
      for (let i = 0; i <= total - perUser; i++) others.push(await zipUnread(ADMIN, '127.0.7.1'));
      held.push(...others.map((answer) => answer.socket));
      expect(others.map((answer) => answer.status)).toEqual([...Array(total - perUser).fill(200), 429]);
      expect(others.at(-1)?.text).toContain('atendiendo muchas descargas');
      expect(await openDocuments()).toBeLessThanOrEqual(total);
      await stack.answersPromptly('cliente@demo.es');
    } finally {
      for (const socket of held) socket.destroy();
    }

    // The readers gone, every document is closed and every place free again.
    await vi.waitFor(async () => expect(await openDocuments()).toBe(0), { timeout: 10_000, interval: 50 });
    const zip = await stack.call('POST', '/api/downloadMultipleFiles', {
      as: GESTOR,
      json: { blobFilenameList: uris },
    });
    expect(zip.status).toBe(200);
    expect(unzip(zip.body).size).toBe(filesPerZip);
    await stack.answersPromptly('cliente@demo.es');
  }, 300_000);

  it('single downloads share the same places', async () => {
    const held: TLSSocket[] = [];
    try {
      const token = await stack.tokenFor(GESTOR);
      const statusesSeen: number[] = [];
      for (let i = 0; i <= perUser; i++) {
        const tcp = tcpConnect({ host: '127.0.0.1', port: stack.port, localAddress: '127.0.8.1' });
        tcp.on('error', () => undefined);
        const socket = tlsConnect({ socket: tcp, servername: 'localhost', rejectUnauthorized: false });
        socket.on('error', () => undefined);
        held.push(socket);
        socket.write(
          `GET /api/downloadFile?filename=${encodeURIComponent(String(uris[i]))} HTTP/1.1\r\nHost: localhost\r\n` +
            `Authorization: Bearer ${token}\r\n\r\n`,
        );
        const head = await new Promise<string>((resolve) =>
          socket.once('data', (chunk: Buffer) => resolve(chunk.toString('latin1'))),
        );
        socket.pause();
        statusesSeen.push(Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]));
      }
      expect(statusesSeen).toEqual([...Array(perUser).fill(200), 429]);
      await stack.answersPromptly('cliente@demo.es');
    } finally {
      for (const socket of held) socket.destroy();
    }
    await vi.waitFor(async () => expect(await openDocuments()).toBe(0), { timeout: 10_000, interval: 50 });
  });
});

describe('usage events', () => {
  it(`one user records ${eventsPerHour} events an hour, then 429 and nothing more is recorded`, async () => {
    const recorded = async (oid: string) =>
      (await stack.stack.db.select({ n: count() }).from(usageEvents).where(eq(usageEvents.oid, oid)))[0]?.n ??
      0;
    const cliente = demoAccount('cliente@demo.es');
    const before = await recorded(cliente.oid);
    const post = (as: DemoEmail) =>
      stack.call('POST', '/api/statistics/loginfo', { as, json: { action: 'view', page: '/inundacion' } });
    for (let i = 0; i < eventsPerHour; i++) expect((await post('cliente@demo.es')).status).toBe(200);
    const refused = await post('cliente@demo.es');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(refused.json<{ message: string }>().message).toContain(`${eventsPerHour} acciones`);
    expect((await recorded(cliente.oid)) - before).toBe(eventsPerHour);
    // Another user records as before.
    expect((await post('gestor@demo.es')).status).toBe(200);
    await stack.answersPromptly('gestor@demo.es');
  });
});
