/**
 * The server's connections and the answers each is writing, so that a drain can close them without
 * cutting one. Node's own `closeIdleConnections` (which `server.close()` also calls) destroys a
 * connection as soon as its answer is *ended*, though the answer's last bytes may still wait in the
 * socket's buffer for a slow reader (a balancer relaying to a slow client): that answer arrives cut.
 * Here a connection is ended instead (its buffer flushed, then closed) once it answers nothing.
 */
import type { Server } from 'node:https';
import { Server as NetServer } from 'node:net';
import type { TLSSocket } from 'node:tls';

interface Connection {
  /** Answers begun and not yet handed to the system. */
  answering: number;
  /** It has carried a request: a keep-alive connection between requests, not one whose first is on its way. */
  used: boolean;
}

export interface AnsweringConnections {
  /** Stops accepting connections, leaving the open ones alone; resolves once every one is closed. */
  stopListening(): Promise<void>;
  /** Ends the connections that have answered and answer nothing now, and each other one after its answer. */
  endBetweenRequests(): void;
  /** Ends every connection answering nothing, including those that have not sent a request yet. */
  endIdle(): void;
  /** Destroys every connection, answers in flight included. */
  destroyAll(): void;
}

export function trackAnsweringConnections(server: Server): AnsweringConnections {
  const connections = new Map<TLSSocket, Connection>();
  let ending = false;

  server.on('secureConnection', (socket: TLSSocket) => {
    connections.set(socket, { answering: 0, used: false });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (req, res) => {
    const socket = req.socket as TLSSocket;
    const connection = connections.get(socket);
    if (!connection) return;
    connection.answering += 1;
    connection.used = true;
    // 'close' follows 'finish', which comes once the answer's last write has reached the system.
    res.once('close', () => {
      connection.answering -= 1;
      if (ending && connection.answering === 0) socket.end();
    });
  });

  const endWhere = (which: (connection: Connection) => boolean) => {
    ending = true;
    for (const [socket, connection] of connections)
      if (connection.answering === 0 && which(connection)) socket.end();
  };

  return {
    stopListening: () =>
      // net's close, not https's: the latter begins with Node's closeIdleConnections.
      new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve())),
    endBetweenRequests: () => endWhere((connection) => connection.used),
    endIdle: () => endWhere(() => true),
    destroyAll() {
      for (const socket of connections.keys()) socket.destroy();
      server.closeAllConnections();
    },
  };
}
