/**
 * What a balancer or an orchestrator asks before sending traffic, public and cheap:
 * - `GET /health/live`: 200 while the process serves requests at all (draining included).
 * - `GET /health/ready`: 200 when this process should get new requests: the database answers and
 *   has every migration this code knows, the document storage answers, and the process is not
 *   draining (shutting down); otherwise 503. The body says each check's state.
 * Readiness is worked out at most once a second whatever the number of probes, each check bounded
 * in time, so a probe flood costs one statement and one storage call a second.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { DocumentStorage } from '../storage/documentStorage';

export interface ReadinessSources {
  db: Database;
  storage: DocumentStorage;
  draining(): boolean;
}

type CheckState = 'ok' | 'failing' | 'pending';

interface Readiness {
  ready: boolean;
  checks: { database: CheckState; migrations: CheckState; storage: CheckState; draining: boolean };
}

const journalPath = fileURLToPath(new URL('../db/migrations/meta/_journal.json', import.meta.url));
/** When the newest migration this code carries was made: drizzle records it as the row's created_at. */
const newestMigration = Math.max(
  ...(JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { when: number }[] }).entries.map(
    (e) => e.when,
  ),
);

const checkTimeoutMs = 2000;
const cacheMs = 1000;

function within<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('sin respuesta a tiempo')), checkTimeoutMs).unref(),
    ),
  ]);
}

export function healthEndpoints(sources: ReadinessSources) {
  let cached: { at: number; answer: Promise<Omit<Readiness, 'ready'>> } | undefined;

  const checkDependencies = async (): Promise<Omit<Readiness, 'ready'>> => {
    const [migrations, storage] = await Promise.all([
      within(
        sources.db.execute(
          sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
        ) as Promise<{ rows: { newest: string | number | null }[] }>,
      ).then(
        (result) => {
          const newest = Number(result.rows[0]?.newest ?? 0);
          return {
            database: 'ok' as const,
            migrations: newest >= newestMigration ? ('ok' as const) : ('pending' as const),
          };
        },
        () => ({ database: 'failing' as const, migrations: 'pending' as const }),
      ),
      within(sources.storage.check()).then(
        () => 'ok' as const,
        () => 'failing' as const,
      ),
    ]);
    return { checks: { ...migrations, storage, draining: false } };
  };

  const readiness = async (): Promise<Readiness> => {
    const now = Date.now();
    if (!cached || now - cached.at >= cacheMs) cached = { at: now, answer: checkDependencies() };
    const { checks } = await cached.answer;
    const draining = sources.draining();
    const ready =
      !draining && checks.database === 'ok' && checks.migrations === 'ok' && checks.storage === 'ok';
    return { ready, checks: { ...checks, draining } };
  };

  /** Answers a health request and says so; false for any other request. */
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/health/live' && path !== '/health/ready') return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(res, 405, { status: 'método no permitido' }, { Allow: 'GET, HEAD' });
      return true;
    }
    if (path === '/health/live') {
      send(res, 200, { status: 'ok' });
      return true;
    }
    readiness().then(
      (answer) =>
        send(res, answer.ready ? 200 : 503, {
          status: answer.ready ? 'ok' : 'unavailable',
          ...answer.checks,
        }),
      () => send(res, 503, { status: 'unavailable' }),
    );
    return true;
  };
}

function send(res: ServerResponse, status: number, body: object, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(res.req?.method === 'HEAD' ? undefined : text);
}
