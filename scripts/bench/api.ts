/**
 * `npm run bench:api`: the reference API at scale (SEED_TICKETS, default 500,000 services), in
 * process, as the portal calls it. Prints p50/p95 of a services grid page, a global search and a
 * ~100k-row export, and the peak RSS. Figures only; nothing here asserts a timing.
 */
import { count, desc, eq } from 'drizzle-orm';
import { serviceDirections, tickets } from '../../server/db/schema';
import { createTestApi } from '../../server/testing/testApi';
import { summaryLine } from './stats';

const ticketsToSeed = Number(process.env.SEED_TICKETS ?? 500_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 30);

async function measure(label: string, times: number, run: (i: number) => Promise<Response>) {
  const samples: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const start = performance.now();
    const response = await run(i);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${label}: HTTP ${response.status}`);
    samples.push(performance.now() - start);
  }
  console.log(summaryLine(label, samples));
}

const seedStart = performance.now();
const api = await createTestApi({ tickets: ticketsToSeed, checkAnswers: false });
const peakRssMb = () => (process.resourceUsage().maxRSS / 1024).toFixed(0);
console.log(
  `seeded ${ticketsToSeed.toLocaleString('es-ES')} services on ${api.engine} in ${((performance.now() - seedStart) / 1000).toFixed(1)} s (peak RSS so far ${peakRssMb()} MB: the seed and the in-memory database)`,
);

const allDirections = (
  await api.db.select({ id: serviceDirections.iddireccionservicio }).from(serviceDirections)
).map((d) => d.id);

// The directions with most services, until they hold about 100,000: the export's workload.
const busiest = await api.db
  .select({ id: tickets.iddireccionservicio, n: count() })
  .from(tickets)
  .groupBy(tickets.iddireccionservicio)
  .orderBy(desc(count()));
const exportDirections: number[] = [];
let exportRows = 0;
for (const row of busiest) {
  if (exportRows >= 100_000) break;
  exportDirections.push(row.id);
  exportRows += row.n;
}
const [sample] = await api.db
  .select({ referencia: tickets.referencia })
  .from(tickets)
  .where(eq(tickets.idTicket, 1));

const admin = api.as('admin@demo.es');
await measure('POST /ticketsGrid (15 rows, all directions)', rounds, (i) =>
  admin.POST('/ticketsGrid', {
    body: { idDireccionesServicio: allDirections, position: (i * 15) % 3000, take: 15 },
  }),
);
await measure('POST /ticketsGrid (filtered by estado + text)', rounds, (i) =>
  admin.POST('/ticketsGrid', {
    body: {
      idDireccionesServicio: allDirections,
      take: 15,
      filterText: ['aceite', 'papel', 'SRV-2025', 'Valencia'][i % 4],
      filters: [{ field: 'estado', value: 'facturado' }],
    },
  }),
);
await measure('POST /search/services (global search)', rounds, (i) =>
  admin.POST('/search/services', {
    params: { query: { skip: 0, take: 6, text: i % 2 ? (sample?.referencia ?? 'SRV') : 'aceite' } },
  }),
);
await measure(`POST /exportTickets (${exportRows.toLocaleString('es-ES')} rows)`, 3, () =>
  admin.POST('/exportTickets', { body: { idDireccionesServicio: exportDirections } }),
);

console.log(`peak RSS ${peakRssMb()} MB`);
await api.close();
