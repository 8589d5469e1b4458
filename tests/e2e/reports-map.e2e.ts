/**
 * Reports and the truck map: in Chromium against the whole stack, the regenera demo user sees the nine
 * report charts with data on /reports-regenera and other figures for another year; picks a date
 * range and plates on /geolocation and sees those trucks' markers (with the map tiles unreachable,
 * as in CI: the map says so in Spanish and still draws them); a normal client cannot open
 * /geolocation nor /traceability.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { calendarDayLabel, chromiumPerFile, localIsoDay, portalUrl, signInAs, stackNow } from './browser';
import { e2eToday } from './fixtures';

const browser = chromiumPerFile();

const nineReports = [
  'Volumen de residuos',
  'Volumen por tipo de residuo',
  'Servicios por mes',
  'Servicios por centro',
  'Coste de la gestión medioambiental por mes',
  'Coste de la gestión medioambiental por centro',
  'Ingresos por mes',
  'Ingresos por centro',
  'Residuos por código LER',
];

const chartOf = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** The figures a chart shows, as its data table reads (the table screen readers get). */
const figuresOf = (page: Page, title: string) => chartOf(page, title).locator('table').innerText();

async function expectChartsWithData(page: Page): Promise<void> {
  for (const title of nineReports) {
    const chart = chartOf(page, title);
    await chart.waitFor();
    await expect.poll(() => chart.getAttribute('data-state'), { timeout: 30_000 }).toBe('ready');
    // Drawn (the chart draws once it has measured its card, after its data is ready): an SVG chart
    // with at least one figure in its table other than zero.
    await expect
      .poll(() => chart.locator('svg.recharts-surface').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    expect(await figuresOf(page, title)).toMatch(/[1-9]/);
  }
}

/** Clicks a day of the open calendar, moving a month at a time (the given way) until it shows. */
async function pickDay(page: Page, date: Date, way: 'Mes anterior' | 'Mes siguiente'): Promise<void> {
  const day = page.locator(`button[aria-label="${calendarDayLabel(date)}"]:not([data-outside])`);
  // The calendar first (the popover opens animated): counting days before it shows finds none.
  await page.getByRole('button', { name: way }).waitFor();
  for (let month = 0; month < 3 && (await day.count()) === 0; month++) {
    await page.getByRole('button', { name: way }).click();
  }
  await day.click();
}

describe('reports and truck map', () => {
  test('regenera@: nine charts with data on /reports-regenera; another year shows other figures', async () => {
    const page = await signInAs(browser, 'regenera@demo.es');
    await page.getByRole('link', { name: 'Informes', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/reports-regenera');
    await page.getByRole('heading', { level: 1, name: 'Informes' }).waitFor();
    await expectChartsWithData(page);
    const year = await page.getByRole('textbox', { name: 'Año' }).inputValue();
    expect(year).toBe(e2eToday.slice(0, 4));
    const before = await figuresOf(page, 'Volumen de residuos');

    await page.getByRole('textbox', { name: 'Año' }).click();
    await page.getByRole('option', { name: String(Number(year) - 1), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('year') === String(Number(year) - 1));
    await expect.poll(() => figuresOf(page, 'Volumen de residuos')).not.toBe(before);
    await expectChartsWithData(page);
  });

  test('regenera@: a date range and plates on /geolocation draw those trucks, tiles or not', async () => {
    const page = await signInAs(browser, 'regenera@demo.es');
    // As in CI: the tile provider cannot be reached.
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    await page.getByRole('link', { name: 'Geolocalización', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/geolocation');
    await page.getByRole('heading', { level: 1, name: 'Geolocalización' }).waitFor();

    // The last thirty days, picked on the calendar (it opens on the month the current range starts
    // in). The small e2e seed's two regenera trucks drive a few days a month, not every week.
    const end = stackNow();
    const start = new Date(end.getTime() - 29 * 86_400_000);
    // The trucks of the chosen range (not the default one's, still on screen until it answers).
    const rangeStart = new Date(`${localIsoDay(start)}T00:00:00`).toISOString();
    const rangeAnswered = page.waitForResponse(
      (response) =>
        response.url().includes('/regenera/GetCamiones') &&
        (response.request().postData() ?? '').includes(rangeStart),
    );
    await page.getByRole('button', { name: 'Fechas' }).click();
    await pickDay(page, start, 'Mes anterior');
    await pickDay(page, end, 'Mes siguiente');
    await page.keyboard.press('Escape');
    await rangeAnswered;

    // Every truck of the client's directions first: some have driven in those days.
    const trucksMap = page.getByRole('region', { name: 'Mapa de los recorridos de los camiones' });
    const markers = trucksMap.getByRole('button', { name: /^Camión / });
    await markers.first().waitFor();
    const plates = await markers.evaluateAll((buttons) =>
      buttons.map((b) => b.getAttribute('data-truck') ?? ''),
    );
    expect(plates.length).toBeGreaterThan(0);
    await page
      .getByRole('region', { name: 'Recorridos de los camiones', exact: true })
      .getByText('El mapa de fondo no está disponible', { exact: false })
      .waitFor();
    // Each track is a line over the plain background.
    expect(await trucksMap.locator('path').count()).toBeGreaterThan(0);

    // One plate chosen: only its truck.
    const chosen = plates[0] ?? '';
    await page.getByRole('textbox', { name: 'Matrículas' }).click();
    await page.getByRole('option', { name: new RegExp(`^${chosen}`) }).click();
    await page.keyboard.press('Escape');
    await expect
      .poll(() => markers.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-truck'))))
      .toEqual([chosen]);
    await markers.first().click();
    await trucksMap.getByRole('status').getByText(`Camión ${chosen}`).waitFor();

    // The plate and the days are kept in the URL: a reload (or a link) draws the same truck.
    const url = new URL(page.url());
    expect([url.searchParams.get('desde'), url.searchParams.get('hasta')]).toEqual([
      localIsoDay(start),
      localIsoDay(end),
    ]);
    await page.reload();
    await expect
      .poll(() => markers.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-truck'))), {
        timeout: 30_000,
      })
      .toEqual([chosen]);

    // The service directions' map.
    const directionsMap = page.getByRole('region', { name: 'Mapa de las direcciones de servicio' });
    expect(
      await directionsMap.getByRole('button', { name: /^Dirección de servicio / }).count(),
    ).toBeGreaterThan(0);
  });

  test('cliente@: /geolocation and /traceability are not available', async () => {
    const page = await signInAs(browser, 'cliente@demo.es');
    expect(await page.getByRole('link', { name: 'Geolocalización' }).count()).toBe(0);
    for (const path of ['/geolocation', '/traceability']) {
      await page.goto(portalUrl(path));
      await page
        .getByText('Esta página no está disponible para su usuario o para el cliente seleccionado.')
        .waitFor();
    }
  });
});
