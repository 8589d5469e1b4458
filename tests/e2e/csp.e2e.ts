/**
 * The built portal runs under the Content-Security-Policy the stack sends with no
 * violation. Every page and frame of the browser context reports `securitypolicyviolation`
 * events, and Chromium's console CSP errors are collected too (some, like frame-ancestors, show
 * only there), while demo users sign in through the real login page (MSAL's redirect bridge and
 * silent iframe included) and go through the screens that stretch the policy: charts, the map
 * with its tiles, grids, and a schema form validated by ajv.
 */
import type { Page } from 'playwright-core';
import { describe, expect, onTestFailed, test } from 'vitest';
import { type DemoEmail, demoAccount } from '../../server/seed/demoAccounts';
import { chromiumPerFile, portalUrl, signIn } from './browser';

const browser = chromiumPerFile();

interface Violation {
  directive: string;
  blocked: string;
  page: string;
}

/** A 1×1 PNG: what the tile server answers here (CI has no network; the policy is what is tested). */
const tilePng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A page whose every frame reports CSP violations into the returned list, from the first load on. */
async function watchedPage(): Promise<{ page: Page; violations: Violation[] }> {
  const page = await browser.newPage();
  const violations: Violation[] = [];
  // A blocked script or tile may fail the test by a wait first: say what the policy blocked.
  onTestFailed(() => console.error('CSP violations:', violations));
  const context = page.context();
  await context.exposeBinding('__reportCspViolation', (_source, violation: Violation) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation(v: Violation): void }).__reportCspViolation({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        page: location.href,
      });
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text()))
      violations.push({ directive: 'console', blocked: message.text(), page: page.url() });
  });
  await page.route(/tile\.openstreetmap\.org/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: tilePng }),
  );
  return { page, violations };
}

async function signInAs(page: Page, email: DemoEmail): Promise<void> {
  const account = demoAccount(email);
  await signIn(page, account.email, account.password, `${account.givenName} ${account.familyName}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

async function openFromNav(page: Page, link: string, path: string, heading: string): Promise<void> {
  await page.getByRole('link', { name: link, exact: true }).click();
  await page.waitForURL((url) => url.pathname === path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

describe('Content-Security-Policy of the built portal', () => {
  test('the portal and redirect.html are sent with the policy', async () => {
    const { page } = await watchedPage();
    for (const path of ['/', '/redirect.html', '/services']) {
      const response = await page.request.get(portalUrl(path));
      const policy = response.headers()['content-security-policy'] ?? '';
      expect(policy, path).toContain("object-src 'none'");
      expect(policy, path).toContain("frame-ancestors 'self'");
      expect(policy, path).toContain("connect-src 'self'");
      expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
      expect(response.headers()['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    }
  });

  test('regenera@: sign-in, home, reports, the map with its tiles and traceability, with no violation', async () => {
    const { page, violations } = await watchedPage();
    await signInAs(page, 'regenera@demo.es');

    await openFromNav(page, 'Informes', '/reports-regenera', 'Informes');
    const chart = page.getByRole('region', { name: 'Volumen de residuos', exact: true });
    await expect.poll(() => chart.getAttribute('data-state'), { timeout: 30_000 }).toBe('ready');
    expect(await chart.locator('svg.recharts-surface').count()).toBeGreaterThan(0);

    const tileLoaded = page.waitForResponse((response) => /tile\.openstreetmap\.org/.test(response.url()));
    await openFromNav(page, 'Geolocalización', '/geolocation', 'Geolocalización');
    await page.getByRole('region', { name: 'Mapa de los recorridos de los camiones' }).waitFor();
    await tileLoaded;

    await openFromNav(page, 'Trazabilidad', '/traceability', 'Trazabilidad');
    await page.getByRole('row').nth(1).waitFor();

    // A reload renews the session through MSAL's silent iframe on redirect.html.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Trazabilidad' }).waitFor();
    await page.getByRole('row').nth(1).waitFor();

    expect(violations).toEqual([]);
  });

  test('admin@: the administration forms (ajv validation) and a services grid, with no violation', async () => {
    const { page, violations } = await watchedPage();
    await signInAs(page, 'admin@demo.es');

    await openFromNav(page, 'Administración', '/administration/admin-dashboard', 'Administración');
    await page.getByRole('tab', { name: 'Centros' }).click();
    const centerForm = page.getByRole('region', { name: 'Nuevo centro' });
    // Submitted empty: ajv validates the form (compiling the schema) and refuses it.
    await centerForm.getByRole('button', { name: 'Crear centro' }).click();
    await centerForm.locator('[aria-invalid="true"]').first().waitFor();

    await page.goto(portalUrl('/services'));
    await page.getByRole('heading', { level: 1, name: 'Servicios' }).waitFor();
    await page.getByRole('row').nth(1).waitFor();

    expect(violations).toEqual([]);
  });
});
