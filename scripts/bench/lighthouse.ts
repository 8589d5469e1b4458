/**
 * `npm run bench:lighthouse`: Lighthouse (desktop preset, performance only) on a public page of the
 * built portal served by the real server (the whole stack, as `npm start` runs it), in Debian's
 * Chromium. Prints each run's performance score and Largest Contentful Paint, their medians and the
 * targets (docs/performance.md: score >= 0.98, LCP <= 1.0 s). Figures only: nothing fails on them.
 *
 * BENCH_PAGE (default /legal-notice), LIGHTHOUSE_RUNS (default 3), CHROMIUM (default /usr/bin/chromium).
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { readServerConfig } from '../../server/config';
import { startStack } from '../../server/stack';
import { buildPortal, freePort } from '../../server/testing/localStack';

const pagePath = process.env.BENCH_PAGE ?? '/legal-notice';
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROMIUM ?? '/usr/bin/chromium';
const targets = { score: 0.98, lcpMs: 1000 };

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

const workDir = await mkdtemp(join(tmpdir(), 'portal-clientes-bench-lighthouse-'));
const cleanUps: (() => Promise<unknown>)[] = [() => rm(workDir, { recursive: true, force: true })];
try {
  const distDir = join(workDir, 'dist');
  const buildStart = performance.now();
  await buildPortal(distDir);
  console.log(`built the portal in ${((performance.now() - buildStart) / 1000).toFixed(1)} s`);
  // A public page reads nothing from the database: a small seed is enough.
  const stack = await startStack({
    config: readServerConfig({ DATA_DIR: join(workDir, 'data') }),
    host: '127.0.0.1',
    port: await freePort(),
    distDir,
    dev: false,
    seedTickets: Number(process.env.SEED_TICKETS ?? 1000),
  });
  cleanUps.unshift(() => stack.close());
  const profileDir = join(workDir, 'chromium');
  await mkdir(profileDir);
  const chrome = await launch({
    chromePath,
    userDataDir: profileDir,
    // The stack's certificate is its own (self-signed), as in the end-to-end tests.
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--ignore-certificate-errors'],
  });
  cleanUps.unshift(async () => chrome.kill());

  const url = new URL(pagePath, stack.url).href;
  const scores: number[] = [];
  const lcps: number[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      desktopConfig,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse gave no result');
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance?.score ?? 0;
    const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
    scores.push(score);
    lcps.push(lcp);
    console.log(
      `run ${run}: performance ${score.toFixed(2)}, LCP ${(lcp / 1000).toFixed(2)} s, ` +
        `FCP ${((lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN) / 1000).toFixed(2)} s, ` +
        `TBT ${(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN).toFixed(0)} ms`,
    );
  }
  const score = median(scores);
  const lcp = median(lcps);
  console.log(
    `Lighthouse desktop, ${pagePath} (median of ${runs}): performance ${score.toFixed(2)} ` +
      `(target >= ${targets.score}) ${score >= targets.score ? 'met' : 'NOT met'}; ` +
      `LCP ${(lcp / 1000).toFixed(2)} s (target <= ${(targets.lcpMs / 1000).toFixed(1)} s) ` +
      `${lcp <= targets.lcpMs ? 'met' : 'NOT met'}`,
  );
} finally {
  for (const cleanUp of cleanUps) await cleanUp().catch((error: unknown) => console.warn(error));
}
