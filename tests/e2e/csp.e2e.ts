/**
 * The built portal runs under the Content-Security-Policy the stack sends with no
 * violation. Every page and frame of the browser context reports `securitypolicyviolation`
 * events, and Chromium's console CSP errors are collected too (some, like frame-ancestors, show
 * only there), while demo users sign in through the real login page (MSAL's redirect bridge and
 * silent iframe included) and go through the screens that stretch the policy: charts, the map
 * with its tiles, grids, and forms. The policy allows no eval: the schema forms validate with
 * validators compiled at codegen time (ajv would otherwise compile each schema with `new
 * Function`), and zod runs without its JIT (the typed forms, the public form, error answers).
 */
import type { Page } from 'playwright-core';
import { describe, expect, onTestFailed, test } from 'vitest';
import { type DemoEmail, demoAccount } from '../../server/seed/demoAccounts';
import { chromiumPerFile, portalUrl, signIn } from './browser';
import { validCif } from './fixtures';

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
      // Scripts from the portal only: no eval, no inline script (outside `npm run dev`).
      expect(policy, path).toMatch(/(^|; )script-src 'self'(;|$)/);
      expect(policy, path).not.toContain('unsafe-eval');
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
    // Drawn once the chart has measured its card, which follows its data's readiness.
    await chart.locator('svg.recharts-surface').first().waitFor();

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

  test('admin@: a new client refused for a wrong CIF (in Spanish, nothing sent), then for a taken name, then created, with no violation', async () => {
    const { page, violations } = await watchedPage();
    await signInAs(page, 'admin@demo.es');
    const creates: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/createclient$/i.test(new URL(request.url()).pathname))
        creates.push(request.postData() ?? '');
    });

    await openFromNav(page, 'Administración', '/administration/admin-dashboard', 'Administración');
    await page.getByRole('tab', { name: 'Clientes y centros' }).click();
    await page.getByRole('button', { name: 'Nuevo cliente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo cliente' });
    const name = dialog.getByLabel(/^Nombre del cliente/);
    const cif = dialog.getByLabel(/^CIF principal/);
    const create = dialog.getByRole('button', { name: 'Crear cliente' });

    // A CIF whose control digit is wrong: the form's own validator refuses it, and says why.
    await name.fill('Hoteles Costa Azul S.L.');
    await cif.fill('B12345678');
    await create.click();
    await dialog
      .getByText(
        'CIF principal no válido: la letra o la cifra final no corresponde al resto; revíselo, p. ej. B12345674.',
      )
      .first()
      .waitFor();
    await expect.poll(() => cif.getAttribute('aria-invalid')).toBe('true');
    expect(creates).toEqual([]);

    // A valid CIF: the request goes; the server's refusal (a taken name) reads on the form.
    const stamp = Date.now().toString().slice(-7);
    await cif.fill(validCif(stamp));
    await create.click();
    await dialog.getByText('Ya existe un cliente con el nombre "Hoteles Costa Azul S.L.".').first().waitFor();
    expect(creates).toHaveLength(1);

    await name.fill(`Reciclajes CSP ${stamp} S.L.`);
    await create.click();
    await page.getByText('Cliente creado.').first().waitFor();
    expect(creates).toHaveLength(2);

    expect(violations).toEqual([]);
  });

  test('cliente@ and a visitor: the typed forms (zod) refuse a wrong value, with no violation', async () => {
    const { page, violations } = await watchedPage();
    await signInAs(page, 'cliente@demo.es');
    await page.goto(portalUrl('/contacts'));
    await page.getByRole('heading', { level: 1, name: 'Contactos' }).waitFor();
    await page.getByRole('button', { name: 'Nuevo contacto' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^Correo electrónico/ }).fill('no-es-un-correo');
    await dialog.getByRole('button', { name: 'Crear contacto' }).click();
    await dialog.getByText('Escriba una dirección de correo válida.').waitFor();
    await page.keyboard.press('Escape');

    const visitor = await watchedPage();
    await visitor.page.goto(portalUrl('/external-requests'));
    await visitor.page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect
      .poll(() => visitor.page.getByRole('textbox', { name: /^Empresa/ }).getAttribute('aria-invalid'))
      .toBe('true');

    expect(violations).toEqual([]);
    expect(visitor.violations).toEqual([]);
  });

  test('admin@: a services grid, with no violation', async () => {
    const { page, violations } = await watchedPage();
    await signInAs(page, 'admin@demo.es');

    await page.goto(portalUrl('/services'));
    await page.getByRole('heading', { level: 1, name: 'Servicios' }).waitFor();
    await page.getByRole('row').nth(1).waitFor();

    expect(violations).toEqual([]);
  });
});
