/**
 * How long a connection may take over each step, and how many one address and everybody may hold
 * open: without these a client that connects and says nothing, dribbles its headers or stops
 * reading an answer keeps a socket (and whatever its request opened) for as long as it likes, and
 * a few hundred such clients exhaust the process's open files.
 *
 * The timeouts are Node's own (the TLS handshake, the headers, the whole request, an idle kept-alive
 * connection, a connection on which nothing moves); the caps are counted here on each new TCP
 * connection, before its TLS handshake: past either, the connection is closed at once.
 */
import { readFileSync } from 'node:fs';
import type { Server, ServerOptions } from 'node:https';
import type { Socket } from 'node:net';
import type { HttpLimits } from '../limits';
import { processLogger } from '../operations/logger';
import { countRefusal } from '../operations/metrics';
import { addressGroup } from './addressGroup';

/** The timeouts that are the server's construction options. */
export function serverTimeouts(limits: HttpLimits): ServerOptions {
  return {
    handshakeTimeout: limits.handshakeTimeoutMs,
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    // Node checks the header and request deadlines this often (30 s by default, which would let
    // a dribbling client outlive a short deadline by that much).
    connectionsCheckingInterval: Math.min(1000, Math.ceil(limits.headersTimeoutMs / 4)),
  };
}

/** A log line per address at most this often, however many of its connections are refused. */
const refusalLogEveryMs = 60_000;

/** What the caps count now. */
export interface OpenConnections {
  /** Connections open from `address`'s group (addressGroup). */
  from(address: string): number;
  total(): number;
  /** Connections refused since the start. */
  refused(): number;
}

/**
 * Applies the idle timeout and the connection caps to `server`. `perAddress: false` behind a
 * balancer, whose own address every connection comes from (the balancer caps its clients).
 */
export function limitConnections(
  server: Server,
  limits: HttpLimits,
  options: { perAddress: boolean },
): OpenConnections {
  // With no 'timeout' listener, Node destroys a socket idle for this long.
  server.setTimeout(limits.idleTimeoutMs);
  const total = Math.min(limits.connectionsTotal, openFilesForConnections());
  const open = new Map<string, number>();
  let openTotal = 0;
  let refused = 0;
  const loggedAt = new Map<string, number>();

  const refuse = (socket: Socket, group: string, reason: string, limit: string) => {
    socket.destroy();
    refused += 1;
    countRefusal(limit);
    const now = Date.now();
    if (now - (loggedAt.get(group) ?? -Infinity) < refusalLogEveryMs) return;
    loggedAt.set(group, now);
    // Forgotten once a minute has passed for them all: the map holds the addresses of one minute.
    for (const [address, at] of loggedAt) if (now - at >= refusalLogEveryMs) loggedAt.delete(address);
    processLogger.warn({ address: group, reason }, 'connection refused');
  };

  // Before the TLS server's own listener: a refused connection costs no handshake.
  server.prependListener('connection', (socket: Socket) => {
    const group = addressGroup(socket.remoteAddress ?? 'unknown');
    const held = open.get(group) ?? 0;
    if (openTotal >= total)
      return refuse(socket, group, `${openTotal} connections open in all`, 'connections.total');
    if (options.perAddress && held >= limits.connectionsPerAddress)
      return refuse(socket, group, `${held} connections open from that address`, 'connections.perAddress');
    openTotal += 1;
    open.set(group, held + 1);
    socket.once('close', () => {
      openTotal -= 1;
      const left = (open.get(group) ?? 1) - 1;
      if (left > 0) open.set(group, left);
      else open.delete(group);
    });
  });
  return {
    from: (address) => open.get(addressGroup(address)) ?? 0,
    total: () => openTotal,
    refused: () => refused,
  };
}

/**
 * Connections this process can hold besides its files and database: half its open-file limit
 * (Linux's /proc/self/limits; elsewhere no bound from it), so that a full house of connections
 * still leaves descriptors for the documents, the database and the logs.
 */
function openFilesForConnections(): number {
  try {
    const line = /^Max open files\s+(\d+)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
    return line?.[1] ? Math.floor(Number(line[1]) / 2) : Number.POSITIVE_INFINITY;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}
