/**
 * `npm run bench:lighthouse`: Lighthouse's performance category on the built portal served by the
 * real server (the whole stack, as `npm start` runs it), in Debian's Chromium driven by
 * puppeteer-core, with both of Lighthouse's presets: mobile (its default: a phone's screen, slow 4G
 * and a 4x slower CPU, simulated) and desktop.
 * - The public pages (BENCH_PUBLIC_PAGES, default /legal-notice,/privacy-policy,/external-requests):
 *   a navigation each, storage reset as for a first visit.
 * - Signed in (BENCH_SIGNED_IN_PAGES, default /,/services): a user flow on one tab after a real
 *   sign-in as cliente@demo.es through the login page; each page a navigation step with storage
 *   kept (the session MSAL holds in sessionStorage, and the HTTP cache the sign-in filled), as a
 *   client who has just signed in opens them.
 * Prints each run's score, LCP, TBT, FCP and CLS, then a table of the medians with their
 * targets (docs/performance.md; mobile: public pages score >= 0.95 and LCP <= 2.0 s; signed in
 * LCP <= 2.5 s and TBT <= 200 ms; desktop public pages score >= 0.98, LCP <= 1.0 s). Figures
 * only: nothing fails on them. Lighthouse's simulated throttling scales the CPU time it observes,
 * so a busy machine shows in TBT: run it several times (LIGHTHOUSE_RUNS, default 3) and read medians.
 *
 * BENCH_COMPARE (unset: the working tree, built here): built portals (`npx vite build --outDir
 * <folder>` of each build to compare), comma-separated, each served by a stack of its own and
 * measured in turns, run by run, so that the machine's load falls on every build alike: one
 * build's series taken an hour after another's differed by more than the change between them.
 * BENCH_PRESETS (default mobile,desktop), SEED_TICKETS (default 6000, as npm start),
 * CHROMIUM (default /usr/bin/chromium), BENCH_REPORT_DIR (unset: none; a folder: each signed-in
 * flow's Lighthouse JSON and HTML report is written there, to read where the main thread's time
 * goes: its `mainthread-work-breakdown`, `bootup-time` and `long-tasks` audits).
 */
import { createHash, X509Certificate } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Config, desktopConfig, type Flags, type Result, startFlow } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { readServerConfig } from '../../server/config';
import { createLogger } from '../../server/operations/logger';
import { demoAccount } from '../../server/seed/demoAccounts';
import { startStack } from '../../server/stack';
import { buildPortal, freePort } from '../../server/testing/localStack';

const list = (value: string | undefined, fallback: string) =>
  (value ?? fallback)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const publicPages = list(process.env.BENCH_PUBLIC_PAGES, '/legal-notice,/privacy-policy,/external-requests');
const signedInPages = list(process.env.BENCH_SIGNED_IN_PAGES, '/,/services');
const presetNames = list(process.env.BENCH_PRESETS, 'mobile,desktop');
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROMIUM ?? '/usr/bin/chromium';
const reportDir = process.env.BENCH_REPORT_DIR;
const compared = list(process.env.BENCH_COMPARE, '');
const account = demoAccount('cliente@demo.es');

/** Lighthouse's own presets: its default config is the mobile one. */
const presets: Record<string, Config | undefined> = { mobile: undefined, desktop: desktopConfig };

interface Target {
  score?: number;
  lcpMs?: number;
  tbtMs?: number;
}
const targets: Record<string, { public: Target; signedIn: Target }> = {
  mobile: { public: { score: 0.95, lcpMs: 2000 }, signedIn: { lcpMs: 2500, tbtMs: 200 } },
  desktop: { public: { score: 0.98, lcpMs: 1000 }, signedIn: {} },
};

interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  fcp: number;
  cls: number;
  /** Lighthouse's measure of the CPU it ran on (higher is faster): the machine's other load shows here. */
  benchmarkIndex: number;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

function figuresOf(lhr: Result | undefined): Figures {
  if (!lhr) throw new Error('Lighthouse gave no result');
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: lhr.categories.performance?.score ?? 0,
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    fcp: audit('first-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

const line = (f: Figures) =>
  `performance ${f.score.toFixed(2)}, LCP ${(f.lcp / 1000).toFixed(2)} s, TBT ${f.tbt.toFixed(0)} ms, ` +
  `FCP ${(f.fcp / 1000).toFixed(2)} s, CLS ${f.cls.toFixed(3)} (benchmark index ${f.benchmarkIndex.toFixed(0)})`;

/** `met` / `NOT met` for each target a median has. */
function verdict(f: Figures, target: Target): string {
  const parts: string[] = [];
  if (target.score !== undefined)
    parts.push(`score >= ${target.score} ${f.score >= target.score ? 'met' : 'NOT met'}`);
  if (target.lcpMs !== undefined)
    parts.push(`LCP <= ${(target.lcpMs / 1000).toFixed(1)} s ${f.lcp <= target.lcpMs ? 'met' : 'NOT met'}`);
  if (target.tbtMs !== undefined)
    parts.push(`TBT <= ${target.tbtMs} ms ${f.tbt <= target.tbtMs ? 'met' : 'NOT met'}`);
  return parts.join('; ') || 'no target';
}

/** The SHA-256 of a certificate's public key (SPKI), base64: how Chromium's SPKI list names it. */
async function certificateKeyHash(certificatePath: string): Promise<string> {
  const { publicKey } = new X509Certificate(await readFile(certificatePath));
  return createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');
}

/** Signs in on a fresh tab through the real login page; answers the tab on the signed-in home. */
async function signedInTab(browser: Browser, portalUrl: string): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto(portalUrl);
  await page.waitForSelector('#email');
  await page.type('#email', account.email);
  await page.type('#password', account.password);
  await Promise.all([page.waitForNavigation(), page.click('button[type="submit"]')]);
  const profile = `perfil de ${account.givenName} ${account.familyName}`;
  await page.waitForFunction(
    (name) => [...document.querySelectorAll('button')].some((b) => b.ariaLabel?.endsWith(name)),
    {},
    profile,
  );
  return page;
}

const workDir = await mkdtemp(join(tmpdir(), 'portal-clientes-bench-lighthouse-'));
const cleanUps: (() => Promise<unknown>)[] = [() => rm(workDir, { recursive: true, force: true })];
try {
  let distDirs = compared;
  if (distDirs.length === 0) {
    const distDir = join(workDir, 'dist');
    const buildStart = performance.now();
    await buildPortal(distDir);
    console.log(`built the portal in ${((performance.now() - buildStart) / 1000).toFixed(1)} s`);
    distDirs = [distDir];
  }
  /** Each build on a stack of its own, named in the output by its folder when there are several. */
  const builds: { name: string; url: string; keyHash: string }[] = [];
  for (const [index, distDir] of distDirs.entries()) {
    const dataDir = join(workDir, `data-${index}`);
    const stack = await startStack({
      config: readServerConfig({ DATA_DIR: dataDir }),
      host: '127.0.0.1',
      port: await freePort(),
      distDir,
      dev: false,
      // Figures only on the output: the server's request log would bury them (warnings still show).
      logger: createLogger({ level: process.env.LOG_LEVEL ?? 'warn' }),
      seedTickets: Number(process.env.SEED_TICKETS ?? 6000),
    });
    cleanUps.unshift(() => stack.close());
    builds.push({
      name: distDirs.length > 1 ? `${distDir}: ` : '',
      url: stack.url,
      keyHash: await certificateKeyHash(join(dataDir, 'tls', 'localhost-cert.pem')),
    });
  }
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      // The stack's certificate is its own (self-signed). Trusted by its key, rather than its
      // errors ignored: Chromium keeps no answer in its HTTP cache that came with a certificate
      // error, so every signed-in step after the first loaded the portal's files again, which a
      // client's browser, with the real certificate, has kept.
      `--ignore-certificate-errors-spki-list=${builds.map((build) => build.keyHash).join(',')}`,
    ],
  });
  cleanUps.unshift(() => browser.close());

  const rows: { preset: string; page: string; kind: 'public' | 'signedIn'; runs: Figures[] }[] = [];
  const flags: Flags = { logLevel: 'error', onlyCategories: ['performance'] };
  for (const preset of presetNames) {
    if (!(preset in presets)) throw new Error(`BENCH_PRESETS: unknown preset ${preset} (mobile, desktop)`);
    const config = presets[preset];
    for (const path of publicPages) {
      const byBuild = builds.map((build) => ({
        preset,
        page: `${build.name}${path}`,
        kind: 'public' as const,
        runs: [] as Figures[],
      }));
      rows.push(...byBuild);
      for (let run = 1; run <= runs; run += 1) {
        for (const [index, build] of builds.entries()) {
          const context = await browser.createBrowserContext();
          const page = await context.newPage();
          const figures = figuresOf(
            (await lighthouse(new URL(path, build.url).href, flags, config, page))?.lhr,
          );
          await context.close();
          byBuild[index]?.runs.push(figures);
          console.log(`${preset} ${build.name}${path} run ${run}: ${line(figures)}`);
        }
      }
    }
    const signedInRows = builds.map((build) =>
      signedInPages.map((path) => ({
        preset,
        page: `${build.name}${path} (signed in)`,
        kind: 'signedIn' as const,
        runs: [] as Figures[],
      })),
    );
    rows.push(...signedInRows.flat());
    for (let run = 1; run <= runs; run += 1) {
      for (const [buildIndex, build] of builds.entries()) {
        const page = await signedInTab(browser, build.url);
        const flow = await startFlow(page, { config, flags: { ...flags, disableStorageReset: true } });
        for (const path of signedInPages) await flow.navigate(new URL(path, build.url).href, { name: path });
        const flowResult = await flow.createFlowResult();
        const { steps } = flowResult;
        if (reportDir) {
          await mkdir(reportDir, { recursive: true });
          const name = join(
            reportDir,
            `${preset}-signed-in-${builds.length > 1 ? `${buildIndex + 1}-` : ''}${run}`,
          );
          await writeFile(`${name}.json`, JSON.stringify(flowResult));
          await writeFile(`${name}.html`, await flow.generateReport());
          console.log(`wrote ${name}.json and .html`);
        }
        steps.forEach((step, index) => {
          const figures = figuresOf(step.lhr);
          signedInRows[buildIndex]?.[index]?.runs.push(figures);
          console.log(
            `${preset} ${build.name}${signedInPages[index]} signed in, run ${run}: ${line(figures)}`,
          );
        });
        await page.browserContext().close();
      }
    }
  }

  console.log(`\nLighthouse, median of ${runs} run(s) per row`);
  console.log('| preset | page | score | LCP | TBT | FCP | CLS | benchmark index | targets |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const m: Figures = {
      score: median(row.runs.map((f) => f.score)),
      lcp: median(row.runs.map((f) => f.lcp)),
      tbt: median(row.runs.map((f) => f.tbt)),
      fcp: median(row.runs.map((f) => f.fcp)),
      cls: median(row.runs.map((f) => f.cls)),
      benchmarkIndex: median(row.runs.map((f) => f.benchmarkIndex)),
    };
    const target = targets[row.preset]?.[row.kind] ?? {};
    console.log(
      `| ${row.preset} | ${row.page} | ${m.score.toFixed(2)} | ${(m.lcp / 1000).toFixed(2)} s | ` +
        `${m.tbt.toFixed(0)} ms | ${(m.fcp / 1000).toFixed(2)} s | ${m.cls.toFixed(3)} | ` +
        `${m.benchmarkIndex.toFixed(0)} | ${verdict(m, target)} |`,
    );
  }
} finally {
  for (const cleanUp of cleanUps) await cleanUp().catch((error: unknown) => console.warn(error));
}
