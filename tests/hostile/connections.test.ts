/**
 * Slow and greedy clients over real sockets against the started stack (in this process): a TCP
 * connection that never starts its TLS handshake, headers dribbled a line at a time, an answer
 * its reader stops reading, and more connections from one address (or in all) than the server
 * allows. Each is cut by the server on its own (the test only watches), and afterwards another
 * user's API call is answered within a second.
 *
 * The stack runs with short timeouts and small caps (settings of server/limits.ts), so that the
 * server's cut comes quickly; the ceilings the tests wait up to are generous, for a loaded machine.
 */
import { once } from 'node:events';
import { writeFile } from 'node:fs/promises';
import { type Socket, connect as tcpConnect } from 'node:net';
import { join } from 'node:path';
import { type TLSSocket, connect as tlsConnect } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type StartedStack, startStackForTests } from '../../server/testing/startedStack';

let stack: StartedStack;
const perAddress = 8;
const total = 24;
/** The server's deadlines in this stack, in seconds. */
const timeouts = { handshake: 2, headers: 2, idle: 3 };
/** How long a test waits for the server's cut: far past the deadline, for a loaded machine. */
const ceilingMs = 20_000;

beforeAll(async () => {
  stack = await startStackForTests({
    env: {
      TLS_HANDSHAKE_TIMEOUT_SECONDS: String(timeouts.handshake),
      HTTP_HEADERS_TIMEOUT_SECONDS: String(timeouts.headers),
      HTTP_IDLE_TIMEOUT_SECONDS: String(timeouts.idle),
      CONNECTIONS_PER_ADDRESS: String(perAddress),
      CONNECTIONS_TOTAL: String(total),
    },
  });
}, 240_000);

afterAll(async () => {
  await stack?.close();
});

/** Resolves with the milliseconds until `socket` closes, or rejects past the ceiling. */
function closedWithin(socket: Socket, from: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const late = setTimeout(() => reject(new Error(`still open after ${ceilingMs} ms`)), ceilingMs);
    socket.once('close', () => {
      clearTimeout(late);
      resolve(Math.round(performance.now() - from));
    });
  });
}

/** A TLS connection from `localAddress` (a loopback address of 127.0.0.0/8). */
function tlsFrom(localAddress: string): TLSSocket {
  const tcp = tcpConnect({ host: '127.0.0.1', port: stack.port, localAddress });
  tcp.on('error', () => undefined);
  const socket = tlsConnect({ socket: tcp, servername: 'localhost', rejectUnauthorized: false });
  socket.on('error', () => undefined);
  return socket;
}

/** Whether `socket` completes its handshake (true) or is closed before it (false). */
const handshakes = (socket: TLSSocket) =>
  new Promise<boolean>((resolve) => {
    socket.once('secureConnect', () => resolve(true));
    socket.once('close', () => resolve(false));
  });

describe('slow clients are cut by the server', () => {
  it('a TCP connection that never starts its TLS handshake is closed at the handshake deadline', async () => {
    const started = performance.now();
    const socket = tcpConnect({ host: '127.0.0.1', port: stack.port, localAddress: '127.0.1.1' });
    socket.on('error', () => undefined);
    const elapsed = await closedWithin(socket, started);
    console.info(`silent connection closed after ${elapsed} ms (deadline ${timeouts.handshake} s)`);
    expect(elapsed).toBeGreaterThanOrEqual(timeouts.handshake * 1000 - 100);
    await stack.answersPromptly('cliente@demo.es');
  });

  it('headers dribbled a line at a time are cut at the headers deadline with a 408', async () => {
    const socket = tlsFrom('127.0.1.2');
    await once(socket, 'secureConnect');
    const started = performance.now();
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.write('GET /api/getClients HTTP/1.1\r\nHost: localhost\r\n');
    const dribble = setInterval(() => socket.writable && socket.write('X-Poco-A-Poco: 1\r\n'), 100);
    try {
      const elapsed = await closedWithin(socket, started);
      console.info(`dribbled headers cut after ${elapsed} ms (deadline ${timeouts.headers} s)`);
    } finally {
      clearInterval(dribble);
    }
    expect(Buffer.concat(received).toString('latin1')).toMatch(/^HTTP\/1\.1 408/);
    await stack.answersPromptly('cliente@demo.es');
  });

  it('an answer its reader stops reading is cut once nothing has moved for the idle deadline', async () => {
    const size = 32 * 1024 * 1024;
    await writeFile(join(stack.distDir, 'assets', 'grande-Test1234.js'), Buffer.alloc(size, 0x20));
    const address = '127.0.1.3';
    const socket = tlsFrom(address);
    await once(socket, 'secureConnect');
    let received = 0;
    const stopReading = (chunk: Buffer) => {
      received += chunk.length;
      // The reader stops: what is in flight fills the socket's buffers, and the server's writes stall.
      socket.pause();
    };
    socket.on('data', stopReading);
    socket.write('GET /assets/grande-Test1234.js HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await vi.waitFor(() => expect(received).toBeGreaterThan(0), { timeout: ceilingMs, interval: 20 });
    expect(stack.stack.connections.from(address)).toBe(1);
    const started = performance.now();
    await vi.waitFor(() => expect(stack.stack.connections.from(address)).toBe(0), {
      timeout: ceilingMs,
      interval: 50,
    });
    console.info(
      `stalled reader cut after ${Math.round(performance.now() - started)} ms (deadline ${timeouts.idle} s)`,
    );
    // What was already in flight arrives, then the end: far short of the whole answer.
    const ended = once(socket, 'close');
    socket.off('data', stopReading);
    socket.on('data', (chunk: Buffer) => {
      received += chunk.length;
    });
    socket.resume();
    await ended;
    expect(received).toBeLessThan(size);
    await stack.answersPromptly('cliente@demo.es');
  });
});

describe('connections are capped per address and in all', () => {
  const connections = () => stack.stack.connections;

  /**
   * Opens `count` connections at once from `addressOf(i)` and waits until each has its answer:
   * the end of its handshake, or its close. The server accepts or refuses each as it arrives, all
   * within moments, so what it refused is settled before any handshake deadline could free a place.
   */
  async function openAtOnce(count: number, addressOf: (i: number) => string) {
    const refusedBefore = connections().refused();
    const sockets = Array.from({ length: count }, (_, i) => tlsFrom(addressOf(i)));
    await Promise.all(sockets.map(handshakes));
    return { sockets, refused: connections().refused() - refusedBefore };
  }

  it(`past ${perAddress} connections from one address the next are refused; another address is served`, async () => {
    const extra = 4;
    const { sockets, refused } = await openAtOnce(perAddress + extra, () => '127.0.2.1');
    try {
      expect(refused).toBe(extra);
      expect(connections().from('127.0.2.1')).toBeLessThanOrEqual(perAddress);
      // Another address (the test's own, 127.0.0.1) is served meanwhile, and promptly.
      await stack.answersPromptly('cliente@demo.es');
    } finally {
      for (const socket of sockets) socket.destroy();
    }
    await vi.waitFor(() => expect(connections().from('127.0.2.1')).toBe(0), { timeout: ceilingMs });
    // Once they are gone, that address is served again.
    const again = tlsFrom('127.0.2.1');
    expect(await handshakes(again)).toBe(true);
    again.destroy();
  });

  it(`past ${total} connections in all, any address is refused until some close`, async () => {
    // The connections of the cases before have all closed.
    await vi.waitFor(() => expect(connections().total()).toBe(0), { timeout: ceilingMs });
    // A few per address, from many addresses: no address reaches its own cap.
    const count = total + 6;
    const { sockets, refused } = await openAtOnce(count, (i) => `127.0.3.${1 + Math.floor(i / 4)}`);
    try {
      expect(refused).toBe(count - total);
      expect(connections().total()).toBeLessThanOrEqual(total);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
    await vi.waitFor(() => expect(connections().total()).toBeLessThan(total / 2), { timeout: ceilingMs });
    await stack.answersPromptly('cliente@demo.es');
  });
});
