/**
 * The stack `npm run bench:load` loads: started (server/testing/startedStack.ts, loopback only)
 * in a process of its own, so the load generator shares neither its event loop nor its memory
 * figures. Tells the parent, over IPC, where it listens and what to call with; closes on 'close'.
 */
import { desc, eq } from 'drizzle-orm';
import { serviceDirections, tickets } from '../../server/db/schema';
import { startStackForTests } from '../../server/testing/startedStack';
import { freshServerDatabase } from '../../server/testing/testApi';

export interface LoadTarget {
  port: number;
  /** admin@demo.es: every client, as an administrator browses them. */
  adminToken: string;
  /** gestor@demo.es, who may upload into client 1's folders. */
  gestorToken: string;
  /** cliente@demo.es: two clients, one of them narrowed to a center by a center-access record. */
  clienteToken: string;
  directions: number[];
  ticketIds: number[];
  searchText: string;
}

const seedTickets = Number(process.env.SEED_TICKETS ?? 6000);
const started = performance.now();
// DATABASE_URL: a fresh database of that PostgreSQL server, seeded by the stack and dropped at
// the end; otherwise the stack's own embedded PGlite in its temporary folder.
const server = process.env.DATABASE_URL ? await freshServerDatabase(process.env.DATABASE_URL) : null;
const stack = await startStackForTests({
  seedTickets,
  // BENCH_DATA_DIR: a data folder kept between runs (seeded on the first), as bench:grid's.
  ...(process.env.BENCH_DATA_DIR ? { dataDir: process.env.BENCH_DATA_DIR } : {}),
  ...(server ? { env: { DATABASE_URL: server.url, SEED_DEMO: '1' } } : {}),
});
const db = stack.stack.db;
const directions = (
  await db.select({ id: serviceDirections.iddireccionservicio }).from(serviceDirections)
).map((d) => d.id);
const recent = await db
  .select({ id: tickets.idTicket })
  .from(tickets)
  .orderBy(desc(tickets.idTicket))
  .limit(500);
const [sample] = await db
  .select({ referencia: tickets.referencia })
  .from(tickets)
  .where(eq(tickets.idTicket, 1));
const fourHours = 4 * 3600;

const target: LoadTarget = {
  port: stack.port,
  adminToken: await stack.tokenFor('admin@demo.es', { expiresIn: fourHours }),
  gestorToken: await stack.tokenFor('gestor@demo.es', { expiresIn: fourHours }),
  clienteToken: await stack.tokenFor('cliente@demo.es', { expiresIn: fourHours }),
  directions,
  ticketIds: recent.map((t) => t.id),
  searchText: sample?.referencia?.slice(0, 8) ?? 'aceite',
};
// Standard output is the stack's JSON log (bench:load writes it to a file): the rest on stderr.
console.error(
  `[server] ${process.env.BENCH_DATA_DIR ? `kept folder ${process.env.BENCH_DATA_DIR} opened` : `${seedTickets.toLocaleString('es-ES')} services seeded`} (${server ? 'PostgreSQL' : 'PGlite'}) and stack started in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
process.send?.({ ready: target });
process.on('message', (message: unknown) => {
  // bench:load's overhead rounds: the request log and metrics on or off between two rounds.
  if (typeof message === 'object' && message !== null && 'observe' in message)
    stack.stack.observeRequests(Boolean(message.observe));
  if (message === 'close')
    void stack
      .close()
      .then(() => server?.drop())
      .then(() => process.exit(0));
});
