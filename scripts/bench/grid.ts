/**
 * `npm run bench:grid`: the services grid in Chromium against the whole stack at scale
 * (SEED_TICKETS, default 500,000 services), signed in as cliente@demo.es. Prints p50/p95 (and
 * min/max) of (a) click-to-rows: from the click on 'Servicios' in the main navigation, on a fresh
 * load of the home (no cached queries), until the table shows its first 15 rows and the pager
 * "1-15 de N"; (b) page change: from the click on the next-page button until the pager shows the
 * next range over 15 new rows. Times are taken inside the page (the click's event to the DOM
 * mutation that completes the rows), so the driver's round trips do not count. Figures only, each
 * with its target (docs/performance.md). The click is Playwright's: the pointer reaches the link just before it,
 * so the navigation's prefetch on intent (src/shell/useStartScreen.ts) starts with the click, as
 * for a person who clicks at once; a pointer resting on the link would give it a head start.
 * Beside each figure, the page's main-thread CPU time per step, which the box's other load
 * changes far less than the wall time.
 *
 * To look into a step: BENCH_TIMELINE=1 prints what each step fetched and when, with the marks the
 * page left (performance.mark); BENCH_PROFILE=1 builds unminified and prints where the steps'
 * main-thread time goes (gridProfile.ts); BENCH_TRACE=file.json records one click as a Chrome trace
 * (DevTools' Performance panel opens it); BENCH_DATA_DIR=folder keeps the seeded database between
 * runs.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page, type Request } from 'playwright-core';
import { readServerConfig } from '../../server/config';
import { createLogger } from '../../server/operations/logger';
import { demoAccount } from '../../server/seed/demoAccounts';
import { startStack } from '../../server/stack';
import { buildPortal, freePort } from '../../server/testing/localStack';
import { type StepProfiler, stepProfiler } from './gridProfile';
import { percentile, summaryLine } from './stats';

const ticketsToSeed = Number(process.env.SEED_TICKETS ?? 500_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
/** How long one measured step may take before the run is abandoned as broken. */
const stepTimeoutMs = Number(process.env.BENCH_STEP_TIMEOUT_MS ?? 60_000);
/**
 * BENCH_DATA_DIR: a data folder kept between runs (seeded with SEED_TICKETS services on the first,
 * reused as it is after), so that trying a change does not seed 500,000 services again.
 */
const keptDataDir = process.env.BENCH_DATA_DIR;
const pageSize = 15;
/** The targets (docs/performance.md), at 500,000 services on the 2-core box (figures only: nothing fails on them). */
const targets = { clickToRowsP95Ms: 400, pageChangeP95Ms: 150 };
const targetLine = (label: string, samples: readonly number[], targetMs: number) => {
  const p95 = percentile(samples, 95);
  return `  target (at 500.000; this run ${ticketsToSeed.toLocaleString('es-ES')}): ${label} p95 <= ${targetMs} ms: ${p95.toFixed(0)} ms, ${p95 <= targetMs ? 'met' : 'NOT met'}`;
};

/**
 * Arms a probe in the page: from the next click anywhere in the document until the grid shows a
 * full page of real rows (no loading skeletons) that differ from `previousRows`, under a pager
 * whose range starts at `firstRow` of a non-empty total. Answers nothing; `probeResult` awaits it.
 */
async function armProbe(page: Page, firstRow: number, previousRows: string): Promise<void> {
  await page.evaluate(
    ({ firstRow, previousRows, pageSize, timeoutMs }) => {
      const pagerPattern = /^(\d+)-(\d+) de ([\d.]+)$/;
      const pagerShows = () => {
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const match = pagerPattern.exec(node.textContent?.trim() ?? '');
          if (match) return Number(match[1]) === firstRow && Number(match[3]?.replaceAll('.', '')) > 0;
        }
        return false;
      };
      const rowsShown = () => {
        const body = document.querySelector('tbody');
        if (!body || body.querySelectorAll('tr').length !== pageSize) return false;
        if (body.querySelector('.mantine-Skeleton-root')) return false;
        const text = body.textContent ?? '';
        return text.trim() !== '' && text !== previousRows;
      };
      const probe = new Promise<number>((resolve, reject) => {
        let clickedAt: number | null = null;
        const check = () => {
          if (clickedAt === null) return;
          // When the table first showed (skeleton rows or rows), for BENCH_TIMELINE.
          const shown = window as unknown as { benchTableAt?: number };
          if (shown.benchTableAt === undefined && document.querySelector('.mrt-table-container tbody tr'))
            shown.benchTableAt = performance.now() - clickedAt;
          if (!rowsShown() || !pagerShows()) return;
          const elapsed = performance.now() - clickedAt;
          observer.disconnect();
          clearTimeout(timer);
          resolve(elapsed);
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        document.addEventListener(
          'click',
          () => {
            clickedAt = performance.now();
            const probe = window as unknown as { benchClickedAt: number; benchTableAt?: number };
            probe.benchClickedAt = clickedAt;
            probe.benchTableAt = undefined;
            check();
          },
          { capture: true, once: true },
        );
        const timer = setTimeout(() => {
          observer.disconnect();
          const rows = document.querySelectorAll('tbody tr').length;
          reject(new Error(`no rows from ${firstRow} after ${timeoutMs} ms (${rows} rows shown)`));
        }, timeoutMs);
      });
      (window as unknown as { benchProbe: Promise<number> }).benchProbe = probe;
    },
    { firstRow, previousRows, pageSize, timeoutMs: stepTimeoutMs },
  );
}

/** BENCH_TIMELINE=1: each measured step also prints what the page fetched after the click, and when. */
const showTimeline = process.env.BENCH_TIMELINE === '1';
/** BENCH_PROFILE=1: an unminified build, and where the measured steps' main-thread time goes (gridProfile.ts). */
const profiling = process.env.BENCH_PROFILE === '1';
/** BENCH_TRACE=file.json: one measured click traced as DevTools' Performance panel records it. */
const traceFile = process.env.BENCH_TRACE;
const traceCategories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8.execute',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];

async function probeResult(page: Page): Promise<number> {
  const elapsed = await page.evaluate(
    () => (window as unknown as { benchProbe: Promise<number> }).benchProbe,
  );
  if (showTimeline) {
    const fetched = await page.evaluate(() => {
      const { benchClickedAt: clickedAt, benchTableAt } = window as unknown as {
        benchClickedAt: number;
        benchTableAt?: number;
      };
      // What answered after the click, including what a sign of intent started just before it.
      const lines = performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).responseEnd >= clickedAt)
        .map((entry) => {
          const { pathname } = new URL(entry.name);
          return `${(entry.startTime - clickedAt).toFixed(0).padStart(6)} → ${((entry as PerformanceResourceTiming).responseEnd - clickedAt).toFixed(0).padStart(6)} ms  ${pathname}`;
        });
      // Marks the page's code may leave (performance.mark) while one looks into a step.
      for (const mark of performance.getEntriesByType('mark').filter((entry) => entry.startTime >= clickedAt))
        lines.push(`${(mark.startTime - clickedAt).toFixed(0).padStart(15)} ms  mark ${mark.name}`);
      performance.clearMarks();
      if (benchTableAt !== undefined)
        lines.push(`${benchTableAt.toFixed(0).padStart(15)} ms  the table's first rows (or skeletons)`);
      return lines;
    });
    console.log(`  timeline of one step (${elapsed.toFixed(0)} ms):\n    ${fetched.join('\n    ')}`);
  }
  return elapsed;
}

const tableRows = (page: Page) =>
  page
    .locator('tbody')
    .textContent()
    .then((text) => text ?? '');

async function signIn(page: Page, origin: string): Promise<void> {
  const account = demoAccount('cliente@demo.es');
  await page.goto(origin);
  await page.getByLabel('Correo electrónico', { exact: true }).fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await homeHeading(page).waitFor();
}

/**
 * The API calls a measured step makes: each request the page starts during `during`, by method
 * and path, with its time from request to the response's last byte. Shows where a step's time goes.
 */
function apiCallRecorder(page: Page) {
  const calls = new Map<string, number[]>();
  const started = new WeakSet<Request>();
  let recording = false;
  page.on('request', (request) => {
    if (recording && new URL(request.url()).pathname.startsWith('/api/')) started.add(request);
  });
  page.on('requestfinished', (request) => {
    if (!started.has(request)) return;
    const label = `  ${request.method()} ${new URL(request.url()).pathname}`;
    calls.set(label, [...(calls.get(label) ?? []), request.timing().responseEnd]);
  });
  return {
    async during<T>(step: () => Promise<T>): Promise<T> {
      recording = true;
      try {
        return await step();
      } finally {
        recording = false;
      }
    },
    /** The summary lines of the calls recorded so far, and a fresh start. */
    flush(): string[] {
      const lines = [...calls].map(([label, samples]) => summaryLine(label, samples));
      calls.clear();
      return lines;
    },
  };
}

type ApiCalls = ReturnType<typeof apiCallRecorder>;

/**
 * The page's main-thread CPU time during each measured step (Chrome's ThreadTime metric): what the
 * step cost the page itself, which the box's other load changes far less than the step's wall time.
 */
async function mainThreadMeter(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  const threadMs = async () => {
    const { metrics } = await session.send('Performance.getMetrics');
    return (metrics.find((metric) => metric.name === 'ThreadTime')?.value ?? 0) * 1000;
  };
  let samples: number[] = [];
  return {
    async during<T>(step: () => Promise<T>): Promise<T> {
      const before = await threadMs();
      const result = await step();
      samples.push((await threadMs()) - before);
      return result;
    },
    /** The summary line of the steps measured so far, and a fresh start. */
    flush(label: string): string {
      const line = summaryLine(label, samples);
      samples = [];
      return line;
    },
  };
}

type MainThread = Awaited<ReturnType<typeof mainThreadMeter>>;

const homeHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Inicio', exact: true });

/** (a) One click on 'Servicios' from a fresh load of the home: nothing cached but the bundle. */
async function clickToRows(
  page: Page,
  origin: string,
  api: ApiCalls,
  mainThread: MainThread,
  profiler?: StepProfiler,
): Promise<number> {
  // The home settled (its own lookups done), as when a user reaches for the menu.
  await page.goto(origin, { waitUntil: 'networkidle' });
  await homeHeading(page).waitFor();
  await armProbe(page, 1, '');
  const step = () =>
    api.during(() =>
      mainThread.during(async () => {
        await page
          .getByRole('navigation', { name: 'Navegación principal' })
          .getByRole('link', { name: 'Servicios', exact: true })
          .click();
        return probeResult(page);
      }),
    );
  return profiler ? profiler.during(step) : step();
}

/** (b) One click on the next-page button, from the page starting at `firstRow`. */
async function pageChange(
  page: Page,
  firstRow: number,
  api: ApiCalls,
  mainThread: MainThread,
  profiler?: StepProfiler,
): Promise<number> {
  await armProbe(page, firstRow + pageSize, await tableRows(page));
  const step = () =>
    api.during(() =>
      mainThread.during(async () => {
        await page.getByRole('button', { name: 'Ir a la página siguiente' }).click();
        return probeResult(page);
      }),
    );
  return profiler ? profiler.during(step) : step();
}

const workDir = await mkdtemp(join(tmpdir(), 'portal-clientes-bench-grid-'));
let cleanUp: () => Promise<void> = () => rm(workDir, { recursive: true, force: true });
try {
  const buildStart = performance.now();
  const distDir = join(workDir, 'dist');
  await buildPortal(distDir, { unminified: profiling });
  console.log(`built the portal in ${((performance.now() - buildStart) / 1000).toFixed(1)} s`);

  const seedStart = performance.now();
  const stack = await startStack({
    config: readServerConfig({ DATA_DIR: keptDataDir ?? join(workDir, 'data') }),
    host: '127.0.0.1',
    port: await freePort(),
    distDir,
    dev: false,
    // Figures only on the output: the server's request log would bury them (warnings still show).
    logger: createLogger({ level: process.env.LOG_LEVEL ?? 'warn' }),
    seedTickets: ticketsToSeed,
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const removeDir = cleanUp;
  cleanUp = async () => {
    await browser.close();
    await stack.close();
    await removeDir();
  };
  console.log(
    `${stack.seeded ? `seeded ${ticketsToSeed.toLocaleString('es-ES')} services and started` : `started (kept data in ${keptDataDir})`} the stack in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );

  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    locale: 'es-ES',
    viewport: { width: 1440, height: 900 },
  });
  context.setDefaultTimeout(stepTimeoutMs);
  // tsx keeps function names through an `__name` helper the page does not have (armProbe's code).
  await context.addInitScript('globalThis.__name = (target) => target;');
  const page = await context.newPage();
  await signIn(page, stack.url);
  const api = apiCallRecorder(page);
  const profiler = profiling ? await stepProfiler(page) : undefined;
  const mainThread = await mainThreadMeter(page);

  // One unmeasured round of each first: the bundle's chunks reach the HTTP cache and the JIT warms.
  await clickToRows(page, stack.url, api, mainThread);
  api.flush();
  mainThread.flush('');
  const clicks: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    // BENCH_TRACE=file: the second measured click as a Chrome trace (DevTools' Performance panel).
    const traced = traceFile !== undefined && i === 1;
    if (traced) await browser.startTracing(page, { path: traceFile, categories: traceCategories });
    clicks.push(await clickToRows(page, stack.url, api, mainThread, profiler));
    if (traced) await browser.stopTracing();
  }
  console.log(summaryLine("click 'Servicios' to 15 rows (fresh home)", clicks));
  console.log(targetLine('click to rows', clicks, targets.clickToRowsP95Ms));
  console.log(mainThread.flush("  the page's main-thread CPU per click"));
  for (const line of api.flush()) console.log(line);
  for (const line of profiler?.report('the clicks') ?? []) console.log(line);

  let firstRow = 1;
  await pageChange(page, firstRow, api, mainThread);
  firstRow += pageSize;
  api.flush();
  mainThread.flush('');
  const pages: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    pages.push(await pageChange(page, firstRow, api, mainThread, profiler));
    firstRow += pageSize;
  }
  console.log(summaryLine('next page to 15 new rows', pages));
  console.log(targetLine('page change', pages, targets.pageChangeP95Ms));
  console.log(mainThread.flush("  the page's main-thread CPU per page change"));
  for (const line of api.flush()) console.log(line);
  for (const line of profiler?.report('the page changes') ?? []) console.log(line);
} finally {
  await cleanUp();
}
