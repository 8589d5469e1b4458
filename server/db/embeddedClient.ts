/**
 * The embedded PGlite as drizzle's PGlite driver sees it (query, transaction, close), with the
 * engine itself on a worker thread (embeddedEngine.worker.mjs). The thread that serves HTTPS only
 * posts a statement and receives its rows; while the engine works it answers other requests, and
 * an export writes a batch while the next is read.
 *
 * Same semantics as PGlite's own client: statements run one at a time in the order given, and a
 * transaction holds the engine: statements from outside it wait until it ends.
 */
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

type Reply = { id: number; result: Results } | { id: number; error: Record<string, unknown> };

/** What drizzle's transaction callback is given: queries that run inside the transaction. */
interface EmbeddedTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

/** An error from the worker, with DatabaseError's fields (code, detail, constraint…) as they came. */
function errorFrom(plain: Record<string, unknown>): Error {
  return Object.assign(new Error(String(plain.message)), plain);
}

export class EmbeddedClient {
  /**
   * Opens the database in `dataDir` (or 'memory') on a new worker; pageCacheMb, when given, is
   * PostgreSQL's shared_buffers for this start (database.ts's embeddedPageCacheMb).
   */
  static async open(dataDir: string, { pageCacheMb }: { pageCacheMb?: number | undefined } = {}) {
    const worker = new Worker(new URL('./embeddedEngine.worker.mjs', import.meta.url), {
      workerData: { dataDir, pageCacheMb },
    });
    await new Promise<void>((resolve, reject) => {
      worker.once('message', (message: { ready: boolean; error?: Record<string, unknown> }) =>
        message.ready ? resolve() : reject(errorFrom(message.error ?? {})),
      );
      worker.once('error', reject);
    });
    return new EmbeddedClient(worker);
  }

  readonly #worker: Worker;
  readonly #waiting = new Map<
    number,
    { resolve: (result: Results) => void; reject: (error: Error) => void }
  >();
  #nextId = 1;
  /** Settles when the transaction in progress, if any, has ended. */
  #transactionDone: Promise<void> = Promise.resolve();
  /** Why statements are refused: closed, or the engine's thread has ended. */
  #ended: Error | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    // Like PGlite on the main thread, an idle engine does not keep the process alive; a statement
    // waiting for its answer does.
    worker.unref();
    worker.on('message', (reply: Reply) => {
      const waiting = this.#waiting.get(reply.id);
      if (!waiting) return;
      this.#waiting.delete(reply.id);
      if (this.#waiting.size === 0) worker.unref();
      if ('error' in reply) waiting.reject(errorFrom(reply.error));
      else waiting.resolve(reply.result);
    });
    // The engine's thread died (a WASM trap, out of memory): every statement waiting fails with
    // it, and every later one at once, instead of waiting for an answer that will not come.
    worker.on('error', (error) => this.#end(error));
    worker.on('exit', () => this.#end(new Error('La base de datos integrada se ha cerrado.')));
  }

  async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    // Statements from outside a transaction wait for it (PGlite's own query does the same).
    let done: Promise<void>;
    do {
      done = this.#transactionDone;
      await done;
    } while (done !== this.#transactionDone);
    return this.#send<T>(sql, params, options);
  }

  async transaction<T>(callback: (tx: EmbeddedTransaction) => Promise<T>): Promise<T> {
    let end!: () => void;
    const previous = this.#transactionDone;
    this.#transactionDone = new Promise<void>((resolve) => {
      end = resolve;
    });
    await previous;
    let open = true;
    const tx: EmbeddedTransaction = {
      query: <R>(sql: string, params: unknown[] = [], options?: QueryOptions) => {
        if (!open) return Promise.reject(new Error('La transacción ya ha terminado.'));
        return this.#send<R>(sql, params, options);
      },
    };
    try {
      await this.#send('begin');
      try {
        const result = await callback(tx);
        await this.#send('commit');
        return result;
      } catch (error) {
        await this.#send('rollback').catch(() => {});
        throw error;
      }
    } finally {
      open = false;
      end();
    }
  }

  async close(): Promise<void> {
    if (this.#ended) return;
    const closing = this.#post({ close: true }).catch(() => {});
    this.#ended = new Error('La base de datos integrada se ha cerrado.');
    await closing;
    await this.#worker.terminate();
  }

  #send<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    // drizzle's parsers keep dates, times and intervals as the text PostgreSQL sends: functions do
    // not cross threads, so the worker is told which types to keep as text.
    const textTypes = Object.keys(options?.parsers ?? {}).map(Number);
    return this.#post({ sql, params, rowMode: options?.rowMode ?? 'object', textTypes }) as Promise<
      Results<T>
    >;
  }

  #post(message: Record<string, unknown>): Promise<Results> {
    if (this.#ended) return Promise.reject(this.#ended);
    const id = this.#nextId++;
    return new Promise<Results>((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      if (this.#waiting.size === 1) this.#worker.ref();
      this.#worker.postMessage({ id, ...message });
    });
  }

  #end(error: Error): void {
    this.#ended ??= error;
    for (const { reject } of this.#waiting.values()) reject(error);
    this.#waiting.clear();
  }

  /** For drizzle's PGlite driver, which only calls query, transaction and close. */
  asPglite(): PGlite {
    return this as unknown as PGlite;
  }
}
