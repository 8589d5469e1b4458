/**
 * A date range a person can pick on the lists, in Chromium against the whole stack. On
 * /services (cliente@) and /traceability (regenera@): with the mouse (first day, last day), with
 * the keyboard only (Enter opens the calendar, Tab reaches the days, arrows move, Enter picks) and
 * with a preset ('Mes pasado'), on a desktop and on a phone-sized screen; each time the URL gets
 * desde/hasta once both ends are chosen, the rows are those of the range, and clearing brings the
 * whole list back. The days come from the stack's pinned calendar (stackNow), never the real one.
 * The services' KPI cards follow the same year, center and dates as the list, and say so.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { spanishMonths } from '../../server/lib/spanishMonths';
import { type DemoEmail, demoAccount } from '../../server/seed/demoAccounts';
import { expectAccessible } from './accessibility';
import { calendarDayLabel, chromiumPerFile, localIsoDay, portalUrl, signIn, stackNow } from './browser';

const browser = chromiumPerFile();
/** The months, as the calendar's labels read them (any text may be looked up). */
const monthNames: readonly string[] = spanishMonths;

/** A day of the stack's calendar as the calendar names it ('7 octubre 2026') and as the URL has it. */
interface Day {
  label: string;
  iso: string;
}

function dayOf(year: number, month: number, date: number): Day {
  const day = new Date(year, month, date);
  return { label: calendarDayLabel(day), iso: localIsoDay(day) };
}

/** Days of the month before the stack's current one (the calendar shows it beside the current). */
function lastMonth(date: number): Day {
  const now = stackNow();
  return dayOf(now.getFullYear(), now.getMonth() - 1, date);
}

/** The last day of the month before the stack's current one. */
function lastMonthEnd(): Day {
  const now = stackNow();
  return dayOf(now.getFullYear(), now.getMonth(), 0);
}

async function openAs(email: DemoEmail, path: string, phone = false): Promise<Page> {
  const account = demoAccount(email);
  const page = await browser.newPage();
  if (phone) await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, account.email, account.password, `${account.givenName} ${account.familyName}`);
  await page.goto(portalUrl(path));
  return page;
}

const field = (page: Page) => page.getByRole('button', { name: 'Fechas', exact: true });
const search = (page: Page) => new URL(page.url()).searchParams;
const range = (page: Page) => [search(page).get('desde'), search(page).get('hasta')];

/** The pager's "1-15 de N": N. */
async function total(page: Page): Promise<number> {
  const text =
    (await page
      .getByText(/^\d+-\d+ de [\d.]+$/)
      .first()
      .textContent()) ?? '';
  const [, count] = /de\s+([\d.]+)$/.exec(text.trim()) ?? [];
  if (!count) throw new Error(`pager text not understood: ${JSON.stringify(text)}`);
  return Number(count.replaceAll('.', ''));
}

/** The dates of the shown rows in the column headed `header`, as 'YYYY-MM-DD'. */
async function datesIn(page: Page, header: string): Promise<string[]> {
  const column = await page
    .locator('thead th')
    .evaluateAll(
      (cells, name) => cells.findIndex((cell) => cell.textContent?.trim().startsWith(name)),
      header,
    );
  if (column < 0) throw new Error(`no column ${header}`);
  const cells = await page.locator(`tbody tr td:nth-child(${column + 1})`).allTextContents();
  return cells.map((text) => text.trim().split('/').reverse().join('-'));
}

/** Waits until the list shows rows again and every one of them falls in [from, to]. */
async function expectRowsWithin(page: Page, header: string, from: Day, to: Day): Promise<void> {
  await expect
    .poll(async () => {
      const dates = await datesIn(page, header);
      return dates.length > 0 && dates.every((date) => date >= from.iso && date <= to.iso);
    })
    .toBe(true);
}

/** With the mouse: opens the calendar, clicks the first day, then the last. */
async function pickWithMouse(page: Page, from: Day, to: Day): Promise<void> {
  const before = range(page);
  await field(page).click();
  await page.getByRole('button', { name: from.label, exact: true }).click();
  // Half-way, nothing is applied and the first day stays picked.
  expect(range(page)).toEqual(before);
  await expect.poll(() => field(page).textContent()).toMatch(/^\d\d\/\d\d\/\d{4} –\s*$/);
  await page.getByRole('button', { name: to.label, exact: true }).click();
}

const focusedLabel = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
  );

/** Arrows until the focused day is `day` (days of the open months only), then Enter. */
async function arrowTo(page: Page, day: Day): Promise<void> {
  for (let moves = 0; moves < 62; moves++) {
    const label = (await focusedLabel(page)) ?? '';
    if (label === day.label) {
      await page.keyboard.press('Enter');
      return;
    }
    const [shown = '', target = ''] = [label, day.label].map((text) => {
      const [date = '', month = '', year = ''] = text.split(' ');
      return `${year}-${String(monthNames.indexOf(month) + 1).padStart(2, '0')}-${date.padStart(2, '0')}`;
    });
    await page.keyboard.press(shown < target ? 'ArrowRight' : 'ArrowLeft');
    // The calendar moves its focus as it renders: the next decision reads the day it moved to, not
    // the one before (on a busy machine, reading too early sent the arrows back and forth).
    await expect.poll(() => focusedLabel(page)).not.toBe(label);
  }
  throw new Error(`the arrows never reached ${day.label} (focus on ${await focusedLabel(page)})`);
}

/** With the keyboard only: to the field, Enter, Tab to the days, arrows and Enter for each end. */
async function pickWithKeyboard(page: Page, from: Day, to: Day): Promise<void> {
  const before = range(page);
  await field(page).focus();
  await page.keyboard.press('Enter');
  // Tabs only once the calendar shows: pressed before, on a busy machine, they went through the
  // page, and the calendar's focus trap took the focus back to its first control as it opened.
  await page.getByRole('button', { name: 'Mes siguiente' }).waitFor();
  const isDay = (label: string | null | undefined) => /^\d{1,2} [a-z]+ \d{4}$/.test(label ?? '');
  for (let tabs = 0; tabs < 30 && !isDay(await focusedLabel(page)); tabs++) await page.keyboard.press('Tab');
  const focused = await focusedLabel(page);
  if (!isDay(focused)) throw new Error(`Tab never reached the calendar's days (focus on ${focused})`);
  await arrowTo(page, from);
  expect(range(page)).toEqual(before);
  await arrowTo(page, to);
}

/** The whole round on one list: mouse, keyboard, a preset, clearing. */
async function pickRanges(page: Page, dateHeader: string): Promise<void> {
  await expect.poll(() => total(page)).toBeGreaterThan(15);
  const all = await total(page);

  const [from, to] = [lastMonth(1), lastMonth(20)];
  await pickWithMouse(page, from, to);
  await expect.poll(() => range(page)).toEqual([from.iso, to.iso]);
  await expect.poll(() => field(page).textContent()).toMatch(/^\d\d\/\d\d\/\d{4} – \d\d\/\d\d\/\d{4}$/);
  await expectRowsWithin(page, dateHeader, from, to);
  const picked = await total(page);
  expect(picked).toBeLessThan(all);

  const [start, end] = [lastMonth(5), lastMonth(14)];
  await pickWithKeyboard(page, start, end);
  await expect.poll(() => range(page)).toEqual([start.iso, end.iso]);
  await expectRowsWithin(page, dateHeader, start, end);
  expect(await total(page)).toBeLessThanOrEqual(picked);

  await field(page).click();
  await page.getByRole('button', { name: 'Mes pasado', exact: true }).click();
  await expect.poll(() => range(page)).toEqual([lastMonth(1).iso, lastMonthEnd().iso]);
  await expectRowsWithin(page, dateHeader, lastMonth(1), lastMonthEnd());

  await page.getByRole('button', { name: 'Borrar las fechas', exact: true }).click();
  await expect.poll(() => range(page)).toEqual([null, null]);
  await expect.poll(() => total(page)).toBe(all);
}

describe('date ranges on the lists', () => {
  test('cliente@ on /services: mouse, keyboard, a preset and clearing set the rows and the URL', async () => {
    const page = await openAs('cliente@demo.es', '/services');
    await page.getByRole('table').waitFor();
    await pickRanges(page, 'Fecha');
    await page.close();
  });

  test('regenera@ on /traceability: the same on the pickup date', async () => {
    const page = await openAs('regenera@demo.es', '/traceability');
    await page.getByRole('table').waitFor();
    await pickRanges(page, 'Recogida');
    // The range applies to the date chosen beside it, which the URL keeps too.
    expect(search(page).get('o.dateField')).toBeNull();
    await page.close();
  });

  test('on a phone: the calendar opens in a dialog, a preset applies, the rows follow', async () => {
    const page = await openAs('cliente@demo.es', '/services', true);
    await field(page).click();
    const calendar = page.getByRole('dialog');
    await calendar.getByRole('button', { name: 'Mes siguiente' }).waitFor();
    await calendar.getByRole('button', { name: 'Mes pasado', exact: true }).click();
    await expect.poll(() => range(page)).toEqual([lastMonth(1).iso, lastMonthEnd().iso]);
    await calendar.waitFor({ state: 'hidden' });

    // Then a range by taps: the first day, then the last (it opens on the month of the range).
    await field(page).click();
    await calendar.getByRole('button', { name: lastMonth(3).label, exact: true }).click();
    await calendar.getByRole('button', { name: lastMonth(9).label, exact: true }).click();
    await expect.poll(() => range(page)).toEqual([lastMonth(3).iso, lastMonth(9).iso]);
    await page.close();
  });
});

describe('the services KPIs follow the list', () => {
  /** The 'Servicios totales' card's number, as it reads ('1.234 servicios'). */
  async function totalCard(page: Page): Promise<number | null> {
    const text = await page.locator('section[aria-describedby]').first().innerText();
    const [, value] = /Servicios totales\s+([\d.]+) servicios/.exec(text) ?? [];
    return value === undefined ? null : Number(value.replaceAll('.', ''));
  }
  const periodLine = (page: Page) => page.locator('[data-kpi-period]').first().innerText();

  test('cliente@ on /services: every year, then a center and dates picked with the mouse; the cards count what the list shows', async () => {
    const page = await openAs('cliente@demo.es', '/services');
    await page.getByRole('table').waitFor();
    // 'Todos los años' in the select, and in the cards' line.
    const year = page.getByRole('textbox', { name: 'Año', exact: true });
    expect(await year.inputValue()).toBe('');
    expect(await year.getAttribute('placeholder')).toBe('Todos los años');
    await expect.poll(() => periodLine(page)).toMatch(/^Todos los años · Todos los centros/);
    await expect.poll(async () => (await totalCard(page)) === (await total(page))).toBe(true);

    await page.getByRole('textbox', { name: 'Centro', exact: true }).click();
    const option = page.getByRole('option').filter({ hasNotText: 'Todos los centros' }).first();
    const center = ((await option.textContent()) ?? '').trim();
    await option.click();
    await expect.poll(() => search(page).get('centro')).toBe(center);
    await expect.poll(() => periodLine(page)).toContain(`Centro: ${center}`);

    await pickWithMouse(page, lastMonth(1), lastMonthEnd());
    await expect.poll(() => range(page)).toEqual([lastMonth(1).iso, lastMonthEnd().iso]);
    await expectRowsWithin(page, 'Fecha', lastMonth(1), lastMonthEnd());
    const [from, to] = [lastMonth(1).iso, lastMonthEnd().iso].map((iso) =>
      iso.split('-').reverse().join('/'),
    );
    await expect.poll(() => periodLine(page)).toContain(`Fechas: ${from} – ${to}`);
    expect(await periodLine(page)).not.toMatch(/no aplican/);
    // The card and the pager agree once both have answered.
    await expect.poll(async () => (await totalCard(page)) === (await total(page))).toBe(true);
    expect(await total(page)).toBeGreaterThan(0);
    await expectAccessible(page);
    await page.close();
  });
});
