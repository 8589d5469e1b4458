/**
 * `npm run bench:api`: the reference API at scale (SEED_TICKETS, default 500,000 services), in
 * process, as the portal calls it (PGlite in memory, or a fresh database of DATABASE_URL's
 * PostgreSQL). Prints p50/p95 of a services grid page (its total cached, as the pager's next pages
 * read it, and counted afresh, as the first page of a new filter), a global search and a
 * ~100k-row export with the memory it took, then the targets (docs/performance.md) beside the figures. Figures
 * only; nothing here asserts a timing.
 */
import { count, desc, eq } from 'drizzle-orm';
import { serviceDirections, tickets } from '../../server/db/schema';
import { createTestApi } from '../../server/testing/testApi';
import { percentile, summaryLine } from './stats';

const ticketsToSeed = Number(process.env.SEED_TICKETS ?? 500_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 30);

async function measure(
  label: string,
  times: number,
  run: (i: number) => Promise<Response>,
): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const start = performance.now();
    const response = await run(i);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${label}: HTTP ${response.status}`);
    samples.push(performance.now() - start);
  }
  console.log(summaryLine(label, samples));
  return samples;
}

/** This process's resident memory now, in MB. */
const rssMb = () => process.memoryUsage().rss / 1048576;

const seedStart = performance.now();
const api = await createTestApi({ tickets: ticketsToSeed, checkAnswers: false });
const peakRssMb = () => (process.resourceUsage().maxRSS / 1024).toFixed(0);
console.log(
  `seeded ${ticketsToSeed.toLocaleString('es-ES')} services on ${api.engine} in ${((performance.now() - seedStart) / 1000).toFixed(1)} s (peak RSS so far ${peakRssMb()} MB: the seed, and with PGlite the database itself, in this process)`,
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
const page = await measure('POST /ticketsGrid (15 rows, all directions)', rounds, (i) =>
  admin.POST('/ticketsGrid', {
    body: { idDireccionesServicio: allDirections, position: (i * 15) % 3000, take: 15 },
  }),
);
// A different date range each round: nothing cached, the rows and the exact count side by side.
const firstPage = await measure('POST /ticketsGrid (a new filter: counted)', rounds, (i) =>
  admin.POST('/ticketsGrid', {
    body: {
      idDireccionesServicio: allDirections,
      take: 15,
      betweenDates: {
        desde: `2025-01-${String(1 + (i % 28)).padStart(2, '0')}`,
        hasta: `2026-0${1 + (i % 9)}-15`,
      },
    },
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
const beforeExportMb = rssMb();
let exportPeakMb = beforeExportMb;
const sampler = setInterval(() => {
  exportPeakMb = Math.max(exportPeakMb, rssMb());
}, 50);
const exports = await measure(`POST /exportTickets (${exportRows.toLocaleString('es-ES')} rows)`, 3, () =>
  admin.POST('/exportTickets', { body: { idDireccionesServicio: exportDirections } }),
);
clearInterval(sampler);

console.log(`peak RSS ${peakRssMb()} MB`);
const p50 = (samples: number[]) => percentile(samples, 50);
const countShare = Math.max(0, 1 - p50(page) / p50(firstPage));
const exportSeconds = p50(exports) / 1000;
console.log(`\ntargets (${api.engine}, ${ticketsToSeed.toLocaleString('es-ES')} services):`);
console.log(
  `  grid page: ${p50(page).toFixed(0)} ms with its total cached (the pager's next pages), ${p50(firstPage).toFixed(0)} ms counted afresh; counting is ${(countShare * 100).toFixed(0)}% of a first page, 0% of the next ones (target: not 95% of a page)`,
);
console.log(
  `  export of ${exportRows.toLocaleString('es-ES')} rows: ${exportSeconds.toFixed(2)} s (target <= 3.5 s: ${exportSeconds <= 3.5 ? 'met' : 'NOT met'}); resident memory during it +${(exportPeakMb - beforeExportMb).toFixed(0)} MB over the ${beforeExportMb.toFixed(0)} MB before (bounded: one batch of 5,000 rows at a time)`,
);
await api.close();
