/**
 * The embedded PostgreSQL (PGlite) on a thread of its own, driven by server/db/embeddedClient.ts:
 * PostgreSQL in WASM holds the thread it runs on for the whole of each statement, so on the thread
 * that serves HTTPS it would stall every other request (and an export could not write one batch
 * while the next is read).
 *
 * Plain JavaScript, so that a worker starts it in every runner (tsx, vitest) without a TypeScript
 * loader. Messages, one at a time in the order they come (PostgreSQL runs one statement at a time):
 * { id, sql, params, rowMode, textTypes } → { id, result } or { id, error }; { id, close: true }
 * closes the database and ends the thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** A field of these types stays text (the caller's parsers for them return what they are given). */
const keepText = (value) => value;

/** DatabaseError's fields (code, detail, constraint…) by value: an Error crosses threads as its message only. */
function plainError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  return { ...error, name: error.name, message: error.message, stack: error.stack };
}

const { dataDir, pageCacheMb } = workerData;
const options = {
  // pg_trgm backs the trigram indexes of free-text filters (migration 0001).
  extensions: { pg_trgm },
  ...(pageCacheMb !== undefined && {
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${pageCacheMb}MB`],
  }),
};
const client = dataDir === 'memory' ? new PGlite(options) : new PGlite(dataDir, options);

let pending = Promise.resolve();
parentPort.on('message', (message) => {
  pending = pending.then(() => handle(message));
});

async function handle({ id, close, sql, params, rowMode, textTypes }) {
  if (close) {
    await client.close().catch(() => {});
    parentPort.postMessage({ id, result: null });
    parentPort.close();
    return;
  }
  try {
    const parsers = Object.fromEntries(textTypes.map((type) => [type, keepText]));
    const result = await client.query(sql, params, { rowMode, parsers });
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: plainError(error) });
  }
}

client.waitReady.then(
  () => parentPort.postMessage({ ready: true }),
  (error) => parentPort.postMessage({ ready: false, error: plainError(error) }),
);
