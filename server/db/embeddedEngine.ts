/**
 * The embedded PGlite as drizzle's driver uses it, with two costs of PGlite's `query` taken out of
 * every statement (a profile of `npm run bench:prism`'s services grid pages under load):
 *
 * - **Parsed once.** PGlite's `query` parses, analyses and rewrites every statement again (an
 *   unnamed statement) and crosses into the engine six times for it (parse, describe, bind,
 *   describe, execute, sync). Here each distinct SQL text is parsed once into a named prepared
 *   statement, the session's own, and later runs send bind, describe, execute and sync in one
 *   crossing: a grid page's query took 1.5-2.1 ms that way against 1.1-1.4 ms prepared. The
 *   engine still plans each run for its values (PostgreSQL's custom plans; it moves to a generic
 *   plan only when that one is estimated no dearer, as for any prepared statement), and it drops
 *   a prepared plan by itself when a table or index it read changes. At most
 *   `preparedStatementLimit` texts are kept; the least recently used is closed.
 * - **No parser table per query.** drizzle-orm/pglite asks, with every query, that dates,
 *   timestamps and intervals (and their arrays) stay text (`parsers` in the options). PGlite
 *   honours that by copying its table of ~360 parsers with those merged in, for each query: 13%
 *   of the server's CPU. Here the engine's own table keeps those types as text once, for every
 *   query (only drizzle holds this client), and a query whose `parsers` ask for nothing else goes
 *   without them.
 *
 * Statements inside a transaction and those that carry a blob (COPY through /dev/blob) take
 * PGlite's own path.
 */
import {
  PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
  types,
} from '@electric-sql/pglite';

/** The types drizzle-orm/pglite keeps as text (its session.js), and their array types. */
const textTypes: ReadonlySet<number> = new Set([
  types.DATE,
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  1182, // date[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
]);

const asText = (value: string) => value;

/** Distinct SQL texts kept prepared: a grid's filters and sorts make a few hundred at most. */
export const preparedStatementLimit = 256;

/** The options without `parsers` when those only keep text types as text, as the engine already does. */
function withoutTextParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  const asked = Object.keys(options.parsers).map(Number);
  if (!asked.every((type) => textTypes.has(type))) return options;
  const { parsers: _kept, ...rest } = options;
  return rest;
}

interface PreparedStatement {
  name: string;
  /** The type of each parameter, as the engine inferred it: how each value is serialized. */
  parameterTypes: number[];
}

/** A database error as PGlite's `query` throws it: with the statement, its values and options. */
function withStatement(error: unknown, query: string, params: unknown[], options?: QueryOptions): unknown {
  if (error instanceof Error) Object.assign(error, { query, params, queryOptions: options });
  return error;
}

export class EmbeddedEngine extends PGlite {
  readonly #prepared = new Map<string, PreparedStatement>();
  #statementsNamed = 0;

  /** Started and ready, with the text types kept as text by the engine itself. */
  static async start(options: ConstructorParameters<typeof PGlite>[0]): Promise<EmbeddedEngine> {
    const engine = new EmbeddedEngine(options);
    // After the start: PGlite sets the array types' parsers then (_initArrayTypes).
    await engine.waitReady;
    for (const type of textTypes) engine.parsers[type] = asText;
    return engine;
  }

  override query<T>(query: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    const queryOptions = withoutTextParsers(options);
    if (queryOptions?.blob) return super.query<T>(query, params, queryOptions);
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(() => this.#runPrepared<T>(query, params, queryOptions)),
    );
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) =>
      callback(
        Object.create(tx, {
          query: {
            value: <R>(query: string, params?: unknown[], options?: QueryOptions) =>
              tx.query<R>(query, params, withoutTextParsers(options)),
          },
        }),
      ),
    );
  }

  /** Runs `query` as its prepared statement (prepared now if it is not yet), in one crossing. */
  async #runPrepared<T>(query: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const serialize = protocol.serialize;
    try {
      const statement = await this.#statementFor(query);
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const type = statement.parameterTypes[index] ?? 0;
        const serializer = options?.serializers?.[type] ?? this.serializers[type];
        return serializer ? serializer(value) : String(value);
      });
      const messages = await this.execProtocolStream(
        Buffer.concat([
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      await this.syncToFs();
      const [results] = parse.parseResults(messages, this.parsers, options);
      return results as Results<T>;
    } catch (error) {
      throw withStatement(error, query, params, options);
    }
  }

  async #statementFor(query: string): Promise<PreparedStatement> {
    const known = this.#prepared.get(query);
    if (known) {
      // Most recently used last: the first entry is the one closed when the cache is full.
      this.#prepared.delete(query);
      this.#prepared.set(query, known);
      return known;
    }
    const serialize = protocol.serialize;
    const closing: Uint8Array[] = [];
    if (this.#prepared.size >= preparedStatementLimit) {
      const [oldestText, oldest] = this.#prepared.entries().next().value ?? [];
      if (oldestText !== undefined && oldest) {
        this.#prepared.delete(oldestText);
        closing.push(serialize.close({ type: 'S', name: oldest.name }));
      }
    }
    const name = `embedded_statement_${++this.#statementsNamed}`;
    const messages = await this.execProtocolStream(
      Buffer.concat([
        ...closing,
        serialize.parse({ name, text: query }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(messages) };
    this.#prepared.set(query, statement);
    return statement;
  }
}
