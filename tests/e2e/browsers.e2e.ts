/**
 * Every browser: a client's round of the portal in Chromium, Firefox ESR and WebKitGTK (Debian's
 * packages; smokeDrivers.ts says how each is driven), with the driver's pointer and keyboard:
 * signing in through the login page, the home, the services grid, a date range picked in the
 * calendar with the mouse, the header's search, the reports' charts and the public proposal form
 * up to its reference. Any console error, uncaught error or Content-Security-Policy violation the
 * pages report fails it. A smoke: each step waits for what a person would see, nothing more.
 *
 * The browsers read their own clock (none of them is pinned to the stack's day here): the range is
 * two days of whatever month the calendar opens on, and the grid answers it with rows or with its
 * empty state.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, test } from 'vitest';
import { demoAccount } from '../../server/seed/demoAccounts';
import { listTexts } from '../../src/features/grid/listTexts';
import { puppeteerDriver, type SmokeBrowserName, type SmokeDriver, webkitDriver } from './smokeDrivers';

const portalUrl = (path: string) => new URL(path, inject('portalUrl')).href;
const account = demoAccount('cliente@demo.es');

/** How long a step may take to show its result on a busy machine: a ceiling, not a speed check. */
const stepCeilingMs = 60_000;

/** Polls `check` in the page until it answers something truthy; answers that. */
async function waitFor<T, A extends unknown[]>(
  driver: SmokeDriver,
  what: string,
  check: (...args: A) => T,
  ...args: A
): Promise<NonNullable<T>> {
  const deadline = Date.now() + stepCeilingMs;
  for (;;) {
    await driver.watch();
    const found = await driver.run(check, ...args).catch(() => null);
    if (found) return found as NonNullable<T>;
    if (Date.now() > deadline)
      throw new Error(
        `${driver.name}: ${what} did not show in ${stepCeilingMs / 1000} s (at ${await driver.url()})`,
      );
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

interface Target {
  /** CSS of the candidates. */
  css: string;
  /** Their accessible name: exactly this, or a regular expression's source. */
  name?: string;
  namePattern?: string;
  /** Which visible match (0 first). */
  index?: number;
}

/**
 * In the page: marks the `index`-th visible, enabled element that `css` finds with that accessible
 * name (aria-label, aria-labelledby, its label, or its text), and answers a selector for it.
 */
function markTarget({ css, name, namePattern, index = 0 }: Target): string | null {
  const nameOf = (element: Element): string => {
    const label = element.getAttribute('aria-label');
    if (label) return label.trim();
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy)
      return labelledBy
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim();
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0)
      return [...labels]
        .map((l) => l.textContent ?? '')
        .join(' ')
        .trim();
    return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  };
  const pattern = namePattern === undefined ? null : new RegExp(namePattern);
  const matches = [...document.querySelectorAll(css)].filter((element) => {
    if (element.getClientRects().length === 0 || (element as HTMLButtonElement).disabled) return false;
    const accessible = nameOf(element);
    return (name === undefined || accessible === name) && (!pattern || pattern.test(accessible));
  });
  const element = matches[index];
  if (!element) return null;
  const mark = String(Date.now() + Math.random());
  element.setAttribute('data-smoke-target', mark);
  return `[data-smoke-target="${mark}"]`;
}

async function click(driver: SmokeDriver, what: string, target: Target): Promise<void> {
  await driver.click(await waitFor(driver, what, markTarget, target));
}

async function type(driver: SmokeDriver, what: string, target: Target, text: string): Promise<void> {
  await driver.type(await waitFor(driver, what, markTarget, target), text);
}

function headingShows(text: string): boolean {
  return [...document.querySelectorAll('h1')].some((heading) => heading.textContent?.trim() === text);
}

async function signIn(driver: SmokeDriver): Promise<void> {
  await driver.open(portalUrl('/'));
  await type(driver, 'the login form', { css: '#email' }, account.email);
  await type(driver, 'the password', { css: '#password' }, account.password);
  await click(driver, 'the sign-in button', { css: 'button[type="submit"]' });
  await waitFor(driver, 'the home', headingShows, 'Inicio');
  await waitFor(
    driver,
    "the home's figures",
    () =>
      document.querySelector('[data-kpi]') && !document.querySelector('[data-kpi] .mantine-Skeleton-root'),
  );
}

async function servicesWithDates(driver: SmokeDriver): Promise<void> {
  await click(driver, "the navigation's Servicios", { css: 'nav a', name: 'Servicios' });
  await waitFor(driver, 'the services page', headingShows, 'Servicios');
  await waitFor(driver, "the grid's rows", () => {
    const rows = document.querySelectorAll('table tbody tr');
    return rows.length > 0 && !document.querySelector('table tbody .mantine-Skeleton-root');
  });
  await click(driver, 'the date field', { css: 'button', name: 'Fechas' });
  const day = { css: 'button[aria-label]:not([data-outside])', namePattern: '^\\d{1,2} [a-záéíóú]+ \\d{4}$' };
  await click(driver, "the calendar's first day", { ...day, index: 0 });
  await click(driver, 'a later day', { ...day, index: 9 });
  await waitFor(driver, 'the range in the address', () => {
    const query = new URLSearchParams(location.search);
    return query.has('desde') && query.has('hasta');
  });
  // The grid answers the range: rows, or its message that nothing matches.
  await waitFor(
    driver,
    "the range's rows",
    (empty) => {
      if (document.querySelector('table tbody .mantine-Skeleton-root')) return false;
      return (
        document.querySelectorAll('table tbody tr').length > 0 || document.body.innerText.includes(empty)
      );
    },
    listTexts.grid.empty,
  );
}

async function search(driver: SmokeDriver): Promise<void> {
  await click(driver, 'the search button', { css: 'button', name: 'Abrir la búsqueda' });
  const box = { css: 'input[type="search"]', name: 'Buscar en el portal' };
  await type(driver, 'the search box', box, 'aceite');
  await waitFor(driver, 'the search results', () =>
    [...document.querySelectorAll('[role="region"][aria-label="Resultados de la búsqueda"] *')].some((node) =>
      /^Mostrando \d+ de \d+$/.test(node.textContent?.trim() ?? ''),
    ),
  );
  // One clear control beside the text, whatever the engine draws inside a search box: the portal's
  // own, and in the engines that draw one (a pseudo-element no script can measure), a loaded rule
  // that hides theirs.
  const clearControls = await driver.run(() => {
    const own = [...document.querySelectorAll('button[aria-label="Cerrar la búsqueda"]')].filter(
      (button) => button.getClientRects().length > 0,
    ).length;
    const drawsOne = CSS.supports('selector(input::-webkit-search-cancel-button)');
    const hidden = [...document.styleSheets].some((sheet) =>
      [...sheet.cssRules].some(
        (rule) =>
          rule instanceof CSSStyleRule &&
          rule.selectorText.includes('::-webkit-search-cancel-button') &&
          rule.style.display === 'none',
      ),
    );
    return { own, nativeShown: drawsOne && !hidden };
  });
  expect(clearControls, driver.name).toEqual({ own: 1, nativeShown: false });
  await click(driver, 'the close button', { css: 'button', name: 'Cerrar la búsqueda' });
}

async function reports(driver: SmokeDriver): Promise<void> {
  await click(driver, "the navigation's Informes", { css: 'nav a', name: 'Informes' });
  await waitFor(driver, 'the reports page', headingShows, 'Informes');
  await waitFor(driver, 'a drawn chart', () =>
    [...document.querySelectorAll('[data-state="ready"]')].some((chart) =>
      chart.querySelector('svg.recharts-surface'),
    ),
  );
}

async function proposal(driver: SmokeDriver): Promise<void> {
  await driver.open(portalUrl('/external-requests'));
  await waitFor(driver, 'the public form', headingShows, 'Solicitud de propuesta comercial');
  const field = (name: string) => ({ css: `[name="${name}"]` });
  await type(driver, 'Empresa', field('empresa'), `Smoke ${driver.name}`);
  await type(driver, 'Persona de contacto', field('contacto'), 'Ana Ruiz');
  await type(driver, 'Correo electrónico', field('email'), 'ana.ruiz@ejemplo.es');
  await type(driver, 'Qué necesita', field('descripcion'), 'Recogida de aceite usado.');
  await click(driver, 'the consent', field('aceptaPrivacidad'));
  await click(driver, 'the submit button', { css: 'button[type="submit"]', name: 'Enviar solicitud' });
  const reference = await waitFor(driver, 'the reference', () =>
    document.querySelector('[role="status"] strong')?.textContent?.trim(),
  );
  expect(reference).toMatch(/^PC-\d{4}-\d{6}$/);
}

const drivers: Record<SmokeBrowserName, () => Promise<SmokeDriver>> = {
  chromium: () => puppeteerDriver('chromium'),
  firefox: () => puppeteerDriver('firefox'),
  webkit: webkitDriver,
};

describe('every browser', () => {
  for (const [name, start] of Object.entries(drivers)) {
    test(`${name}: sign in, home, grid, dates by mouse, search, reports, public form; no console error or CSP violation`, async () => {
      const driver = await start();
      try {
        await signIn(driver);
        await servicesWithDates(driver);
        await search(driver);
        await reports(driver);
        await proposal(driver);
        await driver.watch();
        expect(driver.problems()).toEqual([]);
      } catch (error) {
        const shot = join(tmpdir(), `portal-clientes-smoke-${name}-${Date.now()}.png`);
        await driver.screenshot(shot).catch(() => undefined);
        console.error(`${name}: the window when it failed is ${shot}; problems so far:`, driver.problems());
        throw error;
      } finally {
        await driver.close();
      }
    }, 300_000);
  }
});
