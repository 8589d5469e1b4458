/**
 * `npm run bench:seed`: the seed of SEED_TICKETS services (default 500,000) as `npm run seed`
 * writes it: into a fresh embedded PGlite folder, or with DATABASE_URL into a fresh database of that
 * PostgreSQL server (dropped at the end), both opened by openForSeeding as the command does. Prints
 * the time and this process's peak resident memory while seeding, against its target
 * (<= 500 MB), and for PGlite the peak of opening the empty database. Figures only.
 *
 * The peak is the kernel's (VmHWM, reset after opening): a timer in this thread cannot sample while
 * the embedded engine holds it for a long statement (the final vacuum), so sampling under-reads it.
 *
 * Run it as `npm run seed` runs the seed, with its node flags (`npm run bench:seed` has the same, and
 * `npm run bench` runs it): heap limits, since the seed keeps a few batches alive and without them
 * V8 lets garbage grow the process well past them, and the baseline WebAssembly compiler only.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDatabase } from '../../server/seed/seed';
import { openForSeeding } from '../../server/seed/seedingDatabase';
import { freshServerDatabase } from '../../server/testing/testApi';

const tickets = Number(process.env.SEED_TICKETS ?? 500_000);
const targetMb = 500;
const rssMb = () => process.memoryUsage().rss / 1048576;

/** This process's peak resident memory since start, or since the last resetPeak (Linux). */
async function kernelPeakMb(): Promise<number | null> {
  const status = await readFile('/proc/self/status', 'utf8').catch(() => '');
  const kib = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
  return kib === undefined ? null : Number(kib) / 1024;
}

/** Resets the kernel's peak to the current resident memory (Linux's clear_refs 5); false elsewhere. */
async function resetPeak(): Promise<boolean> {
  return writeFile('/proc/self/clear_refs', '5').then(
    () => true,
    () => false,
  );
}

const work = await mkdtemp(join(tmpdir(), 'bench-seed-'));
const server = process.env.DATABASE_URL ? await freshServerDatabase(process.env.DATABASE_URL) : null;
try {
  const opened = await openForSeeding(server ? { url: server.url } : { dataDir: join(work, 'db') });
  const openingPeakMb = process.resourceUsage().maxRSS / 1024;
  const openedMb = rssMb();
  const exact = await resetPeak();
  // Without the kernel's counter, sample (an under-read on PGlite, see above).
  let sampledPeakMb = openedMb;
  const sampler = setInterval(() => {
    sampledPeakMb = Math.max(sampledPeakMb, rssMb());
  }, 50);
  const started = performance.now();
  await seedDatabase(opened.db, { tickets, storageRoot: join(work, 'storage') });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const peakMb = (exact && (await kernelPeakMb())) || Math.max(sampledPeakMb, rssMb());
  await opened.close();
  const met = peakMb <= targetMb ? 'met' : 'NOT met';
  console.log(
    `seed of ${tickets.toLocaleString('es-ES')} services on ${opened.engine}: ${seconds.toFixed(1)} s; peak resident memory while seeding ${peakMb.toFixed(0)} MB (target <= ${targetMb} MB: ${met}${exact ? '' : '; sampled every 50 ms'}), from ${openedMb.toFixed(0)} MB with the empty database open`,
  );
  if (opened.engine === 'pglite')
    console.log(
      `  PGlite runs inside this process; the empty database was created and migrated by a child process first (initdb's memory leaves with it), and opening it here peaked at ${openingPeakMb.toFixed(0)} MB`,
    );
} finally {
  await server?.drop();
  await rm(work, { recursive: true, force: true });
}
