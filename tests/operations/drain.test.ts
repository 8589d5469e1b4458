/**
 * A drain never cuts an answer that is already written: a reader too slow to take a large answer
 * (a balancer relaying it to a slow client) leaves its last bytes in the server's socket after the
 * answer has ended, and the drain that SIGTERM or a rolling restart starts must let them through,
 * then close the connection. The reader here stops reading before the answer is written and starts
 * again only once the drain has begun, so the bytes are certainly still waiting then.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readProxyTrust } from '../../server/operations/clientAddress';
import { createLogger } from '../../server/operations/logger';
import { type Serving, serveOperated } from '../../server/operations/serving';
import { loadOrCreateCertificate } from '../../server/web/localCertificate';

// More than the socket buffers of both ends of a loopback connection hold.
const answerBytes = 48 * 1024 * 1024;
const answer = Buffer.alloc(answerBytes, 0x61);

let dir: string;
let tls: { key: string; cert: string };
const servers: Server[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'drain-'));
  tls = await loadOrCreateCertificate(dir);
});

afterAll(async () => {
  for (const server of servers) server.closeAllConnections();
  await rm(dir, { recursive: true, force: true });
});

/** A served process's server whose every answer is `answer`; `written` once the first has ended. */
async function startServer(): Promise<{ serving: Serving; port: number; written: Promise<void> }> {
  // Kept-alive connections stay until the drain closes them: no idle timeout does it first.
  const server = createServer({ key: tls.key, cert: tls.cert, keepAliveTimeout: 600_000 });
  servers.push(server);
  let answerWritten = () => {};
  const written = new Promise<void>((resolve) => {
    answerWritten = resolve;
  });
  const serving = serveOperated(
    server,
    (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': answerBytes });
      res.end(answer);
      answerWritten();
    },
    {
      logger: createLogger({ level: 'silent' }),
      trust: readProxyTrust(undefined),
      // The drain is what this file tests: the health endpoints are never asked.
      readiness: {} as never,
      partOf: () => 'test',
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { serving, port: (server.address() as AddressInfo).port, written };
}

/** What a raw TLS client reads until the server closes, once `resume` is called. */
function reader(socket: TLSSocket) {
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { closed, received: () => Buffer.concat(chunks) };
}

const bodyLength = (received: Buffer) => received.length - (received.indexOf('\r\n\r\n') + 4);

async function connected(port: number): Promise<TLSSocket> {
  const socket = connect({ host: '127.0.0.1', port, servername: 'localhost', rejectUnauthorized: false });
  await new Promise<void>((resolve) => socket.once('secureConnect', resolve));
  return socket;
}

describe('draining', () => {
  it('lets an ended answer still waiting in the socket reach a slow reader in full, then closes', async () => {
    const { serving, port, written } = await startServer();
    const socket = await connected(port);
    socket.pause();
    socket.write('GET /big HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await written;

    // A deadline no run reaches: the drain ends once the answer is through.
    const drained = serving.drain(600_000);
    const read = reader(socket);
    socket.resume();
    await read.closed;
    await drained;

    expect(read.received().subarray(0, 15).toString()).toBe('HTTP/1.1 200 OK');
    expect(bodyLength(read.received())).toBe(answerBytes);
  });

  it('closes a kept-alive connection between two requests at once, without waiting for its idle timeout', async () => {
    const { serving, port } = await startServer();
    const socket = await connected(port);
    const read = reader(socket);
    socket.write('GET /big HTTP/1.1\r\nHost: localhost\r\n\r\n');
    while (bodyLength(read.received()) < answerBytes) await new Promise((resolve) => setTimeout(resolve, 10));

    await serving.drain(600_000);
    await read.closed;
    expect(bodyLength(read.received())).toBe(answerBytes);
  });
});
