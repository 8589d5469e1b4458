/**
 * The public pages as a visitor uses them, at 1440 and at 390 px, in Chromium against the whole
 * stack: the legal texts name the company (LSSI-CE art. 10, RGPD art. 13) with a way back to the
 * portal, and load no script; the commercial-proposal form says what is wrong under each field,
 * links its privacy policy (a new tab, the input kept), and once sent gives the reference the
 * proposal is stored under. Each page loads none of the portal's modules, and axe finds no serious
 * or critical violation.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { demoCompany } from '../../src/features/publicPages/company';
import { expectAccessible } from './accessibility';
import { chromiumPerFile, isIdentityUrl, portalUrl, readAccessToken, signInAs, stackNow } from './browser';
import { withPortalApi } from './portalApi';

const browser = chromiumPerFile();

const sizes = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** A fresh page at a size, and every script it requests from now on. */
async function visitorPage(size: (typeof sizes)[number]): Promise<{ page: Page; scripts: string[] }> {
  const page = await browser.newPage();
  await page.setViewportSize(size);
  const scripts: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return { page, scripts };
}

/** Nothing wider than the window: no sideways scrolling on a phone. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
}

/** What a section's facts say for a label ('NIF' → 'B00000000'), and where its value links. */
function fact(page: Page, heading: string, label: string): Promise<{ text: string; href: string | null }> {
  return page.getByRole('region', { name: heading }).evaluate((section, wanted) => {
    const term = [...section.querySelectorAll('dt')].find((dt) => dt.textContent?.trim() === wanted);
    const value = term?.nextElementSibling;
    return {
      text: value?.textContent?.trim() ?? '',
      href: value?.querySelector('a')?.getAttribute('href') ?? null,
    };
  }, label);
}

for (const size of sizes) {
  describe(`legal pages (${size.name}, ${size.width} px)`, () => {
    test('the legal notice names the company; its header leads back to the portal', async () => {
      const { page, scripts } = await visitorPage(size);
      await page.goto(portalUrl('/legal-notice'));
      await page.getByRole('heading', { level: 1, name: 'Aviso legal', exact: true }).waitFor();
      const owner = '1. Titular del portal';
      expect((await fact(page, owner, 'Denominación social')).text).toBe(demoCompany.name);
      expect((await fact(page, owner, 'NIF')).text).toBe(demoCompany.nif);
      expect((await fact(page, owner, 'Domicilio social')).text).toBe(demoCompany.address);
      expect((await fact(page, owner, 'Datos registrales')).text).toBe(demoCompany.registry);
      expect(await fact(page, owner, 'Correo electrónico')).toEqual({
        text: demoCompany.email,
        href: `mailto:${demoCompany.email}`,
      });
      // Every page's footer names the company too, and marks which legal text this is.
      const footer = page.getByRole('contentinfo');
      expect(await footer.innerText()).toContain(`NIF ${demoCompany.nif}`);
      expect(await footer.getByRole('link', { name: 'Aviso legal' }).getAttribute('aria-current')).toBe(
        'page',
      );
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      // A document: no script at all, let alone the portal.
      expect(scripts).toEqual([]);

      // The way back: to the portal, which sends a visitor without a session to sign in.
      await page.getByRole('banner').getByRole('link', { name: 'Volver al portal' }).click();
      await page.waitForURL((url) => isIdentityUrl(url.href));
    });

    test('the privacy policy names the controller and the data-protection officer', async () => {
      const { page, scripts } = await visitorPage(size);
      await page.goto(portalUrl('/privacy-policy'));
      await page
        .getByRole('heading', { level: 1, name: 'Política de privacidad y cookies', exact: true })
        .waitFor();
      const controller = '1. Responsable del tratamiento';
      expect((await fact(page, controller, 'Responsable')).text).toBe(demoCompany.name);
      expect((await fact(page, controller, 'NIF')).text).toBe(demoCompany.nif);
      const dpo = '2. Delegado de protección de datos';
      expect(await fact(page, dpo, 'Correo electrónico')).toEqual({
        text: demoCompany.dpoEmail,
        href: `mailto:${demoCompany.dpoEmail}`,
      });
      await page.getByRole('heading', { level: 2, name: '7. Derechos' }).waitFor();
      expect(await page.getByText('Agencia Española de Protección de Datos').count()).toBe(1);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      expect(scripts).toEqual([]);
      // The footer goes to the other legal text.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Aviso legal' }).click();
      await page.getByRole('heading', { level: 1, name: 'Aviso legal', exact: true }).waitFor();
    });
  });

  describe(`commercial-proposal form (${size.name}, ${size.width} px)`, () => {
    test('a visitor is told what is missing, reads the privacy policy, sends it and gets its reference', async () => {
      const { page, scripts } = await visitorPage(size);
      await page.goto(portalUrl('/external-requests'));
      await page
        .getByRole('heading', { level: 1, name: 'Solicitud de propuesta comercial', exact: true })
        .waitFor();
      expect(new URL(page.url()).pathname).toBe('/external-requests');

      const empresa = `Talleres ${size.name} ${Date.now().toString(36)}`;
      const company = page.getByRole('textbox', { name: /^Empresa/ });
      await company.click();
      await page.keyboard.type(empresa);
      await page.getByRole('textbox', { name: /^Correo electrónico/ }).fill('no es un correo');
      // Sent half filled: each problem under its field, and the first one focused.
      await page.getByRole('button', { name: 'Enviar solicitud' }).click();
      const contact = page.getByRole('textbox', { name: /^Persona de contacto/ });
      await expect.poll(() => contact.getAttribute('aria-invalid')).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('contacto');
      await expect
        .poll(() => accessibleDescription(page, 'contacto'))
        .toContain('Este campo es obligatorio.');
      await expect
        .poll(() => accessibleDescription(page, 'email'))
        .toContain('Escriba una dirección de correo válida.');
      const consent = page.getByRole('checkbox', { name: /política de privacidad/ });
      await expect
        .poll(() => accessibleDescription(page, 'aceptaPrivacidad'))
        .toContain('Marque esta casilla para continuar.');
      expect(await company.getAttribute('aria-invalid')).toBeNull();
      await expectAccessible(page);

      // The privacy policy the consent accepts is a link, opened in a new tab: the input stays.
      const privacy = page.getByRole('link', { name: /Leer la política de privacidad/ });
      const [policy] = await Promise.all([page.context().waitForEvent('page'), privacy.click()]);
      await policy
        .getByRole('heading', { level: 1, name: 'Política de privacidad y cookies', exact: true })
        .waitFor();
      await policy.close();
      expect(await company.inputValue()).toBe(empresa);

      await contact.fill('Juan Pérez Ruiz');
      await page.getByRole('textbox', { name: /^Correo electrónico/ }).fill('juan.perez@talleres-e2e.es');
      await page
        .getByRole('textbox', { name: /^Qué necesita/ })
        .fill('Retirada periódica de aceite mineral usado.');
      await consent.click();
      await page.getByRole('button', { name: 'Enviar solicitud' }).click();
      const done = page.getByRole('status').filter({ hasText: 'Hemos recibido su solicitud.' });
      await done.waitFor();
      const reference = (await done.locator('strong').innerText()).trim();
      expect(reference).toMatch(/^PC-\d{4}-\d{6}$/);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);

      // The reference is the stored proposal's: the administrators find it under that id.
      const admin = await signInAs(browser, 'admin@demo.es');
      const found = await withPortalApi(await readAccessToken(admin), async (api) => {
        const response = await api.GET('/comercialproposalsexternal', {
          params: { query: { clientName: empresa } },
        });
        expect(response.status).toBe(200);
        return (await response.json()) as { items: { id: number; empresa: string; contacto: string }[] };
      });
      expect(found.items).toEqual([expect.objectContaining({ empresa, contacto: 'Juan Pérez Ruiz' })]);
      const [proposal] = found.items;
      expect(reference).toBe(`PC-${stackNow().getFullYear()}-${String(proposal?.id).padStart(6, '0')}`);

      // Another request starts from an empty form.
      await done.getByRole('button', { name: 'Enviar otra solicitud' }).click();
      expect(await company.inputValue()).toBe('');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('empresa');

      // Only the page's own light script: none of the portal's chunks, React or Mantine.
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((path) => /\/assets\/(portal|home|index)-/.test(path))).toEqual([]);
    });
  });
}

/** What a screen reader reads after a field's name: its help and, when shown, its error. */
function accessibleDescription(page: Page, name: string): Promise<string> {
  return page.evaluate((field) => {
    const input = document.querySelector(`[name="${field}"]`);
    return (input?.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
  }, name);
}
