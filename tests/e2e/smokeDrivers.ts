/**
 * The cross-browser smoke's browsers (browsers.e2e.ts), each from Debian's packages and driven the
 * way it works here: Chromium and Firefox ESR by puppeteer-core (Firefox over WebDriver BiDi, no
 * geckodriver), WebKitGTK's MiniBrowser by WebdriverIO through Debian's WebKitWebDriver (classic
 * WebDriver) on an Xvfb display of its own. One small interface over the three, so that the smoke
 * is written once: open a page, run a function in it, click and type with the driver's real
 * pointer and keyboard, and the problems the page reported (console errors, uncaught errors,
 * Content-Security-Policy violations).
 *
 * Puppeteer hears every console message and uncaught error, and a script it adds to every document
 * before the page's own reports CSP violations from the first request on. Classic WebDriver hears
 * nothing of the page: in WebKit, a listener the smoke installs on each page it polls (and drains
 * at every poll) collects them from then on; what a page reported before its first poll is missed
 * there, so Chromium and Firefox carry the first-load checks.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { remote } from 'webdriverio';
import { freePort } from '../../server/testing/localStack';
import { chromiumArgs, chromiumPath } from './browser';

export type SmokeBrowserName = 'chromium' | 'firefox' | 'webkit';

export interface SmokeDriver {
  readonly name: SmokeBrowserName;
  /** Opens a URL in the tab (its load awaited by the driver). */
  open(url: string): Promise<void>;
  url(): Promise<string>;
  /** Runs `fn` in the page with serialisable arguments; answers what it returns. */
  run<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<T>;
  /** Clicks the element `selector` finds, with the driver's pointer (scrolled into view first). */
  click(selector: string): Promise<void>;
  /** Types into the element `selector` finds, with the driver's keyboard. */
  type(selector: string, text: string): Promise<void>;
  /** Called at each poll of a wait: where the driver hears nothing, collects what the page heard. */
  watch(): Promise<void>;
  /** Every problem reported so far, one line each. */
  problems(): readonly string[];
  /** What the window shows, as a PNG file. */
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
}

const windowSize = { width: 1440, height: 900 };

/**
 * This process's environment without libfaketime's (npm test runs the suite with the clock moved):
 * Firefox hangs at start under it, and the smoke's browsers read their own clock anyway.
 */
function realClockEnvironment(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value === undefined || name.startsWith('FAKETIME')) continue;
    if (name === 'LD_PRELOAD') {
      const kept = value.split(/[: ]/).filter((library) => library && !library.includes('faketime'));
      if (kept.length > 0) env[name] = kept.join(':');
      continue;
    }
    env[name] = value;
  }
  return env;
}

/** Chromium or Firefox ESR through puppeteer-core. */
export async function puppeteerDriver(name: 'chromium' | 'firefox'): Promise<SmokeDriver> {
  const browser: Browser = await puppeteer.launch(
    name === 'firefox'
      ? {
          browser: 'firefox',
          executablePath: '/usr/bin/firefox-esr',
          headless: true,
          acceptInsecureCerts: true,
          env: realClockEnvironment(),
        }
      : {
          browser: 'chrome',
          executablePath: chromiumPath,
          headless: true,
          acceptInsecureCerts: true,
          args: chromiumArgs,
        },
  );
  try {
    const page: Page = await browser.newPage();
    await page.setViewport(windowSize);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) =>
      problems.push(`page error: ${String((error as Error).message ?? error)}`),
    );
    await page.evaluateOnNewDocument(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(
          `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI} on ${location.href}`,
        ),
      );
    });
    return {
      name,
      open: async (url) => {
        // Firefox over WebDriver BiDi can abandon a navigation when the page being left is still
        // busy: puppeteer then reports it as aborted (NS_BINDING_ABORTED), or as done with the old
        // page still there. So the document's own address decides, and the navigation is sent
        // again if it is not the one asked for; any other error is thrown. The caller still waits
        // for what the page must show.
        const target = new URL(url).pathname;
        for (let attempt = 1; ; attempt += 1) {
          try {
            await page.goto(url);
          } catch (error) {
            const aborted = /NS_BINDING_ABORTED|ERR_ABORTED/.test(String(error));
            if (!aborted || attempt === 3) throw error;
          }
          const at = await page.evaluate(() => location.pathname).catch(() => null);
          if (at === target || attempt === 3) return;
        }
      },
      url: async () => page.url(),
      run: <T, A extends unknown[]>(fn: (...args: A) => T, ...args: A) =>
        page.evaluate(fn as (...a: unknown[]) => T, ...args) as Promise<T>,
      click: (selector) => page.click(selector),
      type: (selector, text) => page.type(selector, text),
      watch: async () => undefined,
      problems: () => problems,
      screenshot: async (path) => {
        await page.screenshot({ path: path as `${string}.png` });
      },
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/** WebKitGTK's MiniBrowser through WebKitWebDriver on a display of its own. */
export async function webkitDriver(): Promise<SmokeDriver> {
  const processes: ChildProcess[] = [];
  const stop = () => {
    for (const child of processes.reverse()) child.kill();
  };
  try {
    // Xvfb picks a free display and writes its number on descriptor 3.
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1440x900x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    });
    processes.push(xvfb);
    const display = String(await firstOutput(xvfb, xvfb.stdio[3] as NodeJS.ReadableStream)).trim();
    const port = await freePort();
    const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
      env: { ...realClockEnvironment(), DISPLAY: `:${display}` },
      stdio: 'ignore',
    });
    processes.push(driver);
    await driverReady(driver, port);
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      logLevel: 'error',
      // The driver starts the browser: a slow first start on a busy machine is not a failure.
      connectionRetryTimeout: 180_000,
      capabilities: {
        browserName: 'MiniBrowser',
        acceptInsecureCerts: true,
        'webkitgtk:browserOptions': {
          binary: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
          args: ['--automation'],
        },
        'wdio:enforceWebDriverClassic': true,
      } as WebdriverIO.Capabilities,
    });
    await browser.setWindowSize(windowSize.width, windowSize.height);
    const problems: string[] = [];
    return {
      name: 'webkit',
      open: async (url) => {
        // On a loaded machine MiniBrowser has answered a navigation while leaving the old page on
        // screen for good, and has done it again when asked again the same way: the next attempts
        // go from the page itself, as a followed link does, each given time to leave.
        const before = await browser.getUrl();
        const left = async () => {
          for (let poll = 0; poll < 40; poll += 1) {
            if ((await browser.getUrl()) !== before) return true;
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
          return false;
        };
        await browser.url(url);
        for (let attempt = 1; attempt <= 3 && !(await left()); attempt += 1)
          await browser.execute((to: string) => window.location.assign(to), url);
      },
      url: () => browser.getUrl(),
      run: (fn, ...args) => browser.execute(fn as (...a: unknown[]) => never, ...args),
      click: async (selector) => {
        await (await browser.$(selector)).click();
      },
      type: async (selector, text) => {
        await (await browser.$(selector)).addValue(text);
      },
      watch: async () => {
        problems.push(...(await browser.execute(drainPageProblems)));
      },
      problems: () => problems,
      screenshot: async (path) => {
        await browser.saveScreenshot(path);
      },
      close: async () => {
        await browser.deleteSession().catch(() => undefined);
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}

/** The first chunk a child writes on `stream`; fails if the child exits first. */
async function firstOutput(child: ChildProcess, stream: NodeJS.ReadableStream): Promise<Buffer> {
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`${child.spawnfile} exited (${code}) before it was ready`);
  });
  return Promise.race([once(stream, 'data').then(([chunk]) => chunk as Buffer), exited]);
}

/** Until the driver answers its status; fails if it exits first. */
async function driverReady(driver: ChildProcess, port: number): Promise<void> {
  for (;;) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    const ready = await fetch(`http://127.0.0.1:${port}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * In the page: the problems it reported since the last call, after installing (once per document)
 * the listeners that collect them: uncaught errors and rejections, console.error, CSP violations.
 */
function drainPageProblems(): string[] {
  const page = window as unknown as { smokeProblems?: string[] };
  if (!page.smokeProblems) {
    const found: string[] = [];
    page.smokeProblems = found;
    window.addEventListener('error', (event) => found.push(`page error: ${event.message}`));
    window.addEventListener('unhandledrejection', (event) =>
      found.push(`page error: ${String(event.reason)}`),
    );
    document.addEventListener('securitypolicyviolation', (event) =>
      found.push(
        `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI} on ${location.href}`,
      ),
    );
    const consoleError = console.error.bind(console);
    console.error = (...args: unknown[]) => {
      found.push(`console error: ${args.map(String).join(' ')}`);
      consoleError(...args);
    };
  }
  return page.smokeProblems.splice(0);
}
