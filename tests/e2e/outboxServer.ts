/**
 * The API's outbox, readable from the end-to-end tests. The stack (and its embedded database) runs
 * in the global setup's process, so the setup serves the outbox table as JSON on a loopback port;
 * the tests read it with outbox.ts (the URL comes by `inject('outboxUrl')`).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc } from 'drizzle-orm';
import type { Database } from '../../server/db/database';
import { outbox } from '../../server/db/schema';

declare module 'vitest' {
  export interface ProvidedContext {
    /** GET answers the outbox as JSON, newest first (tests/e2e/outbox.ts). */
    outboxUrl: string;
  }
}

export interface OutboxMail {
  messageId: string;
  toAddresses: string[];
  ccAddresses: string[];
  subject: string;
  body: string;
  attachments: { filename: string; contentType: string; size: number }[];
}

/**
 * Serves the outboxes of `dbs` (one per stack the setup started) as one, newest first, on a free
 * loopback port; answers its URL and how to stop it.
 */
export async function serveOutbox(dbs: Database[]): Promise<{ url: string; close: () => Promise<void> }> {
  const outboxOf = (db: Database) =>
    db
      .select({
        messageId: outbox.messageId,
        toAddresses: outbox.toAddresses,
        ccAddresses: outbox.ccAddresses,
        subject: outbox.subject,
        body: outbox.body,
        attachments: outbox.attachments,
        createdAt: outbox.createdAt,
      })
      .from(outbox)
      .orderBy(desc(outbox.createdAt));
  const server = createServer((_req, res) => {
    Promise.all(dbs.map(outboxOf))
      .then((each) =>
        each
          .flat()
          .sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime())
          .map(({ createdAt: _createdAt, ...mail }) => mail),
      )
      .then(
        (rows) => {
          res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify(rows));
        },
        (error: unknown) => {
          res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
          res.end(String(error));
        },
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
