/**
 * Signed-out visitors load only what the redirect needs: a visitor without a session
 * who opens a private page downloads the entry (src/main.tsx: MSAL and the session rules) and is
 * sent to the login page, without any of the portal's scripts or styles (src/app/portal.tsx and
 * what it loads: React, Mantine, the router, the screens). Read from the build's manifest and its
 * record of each chunk's modules, not from timings: every script the page loaded before the login
 * page is one of the entry's, none is the portal's, and none bundles a module of the portal. Prints the scripts and their bytes on the wire. Then the same visitor signs in and
 * lands on the page first asked for (the deep link survives the redirect).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Response } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import {
  chunkFiles,
  homeChunkKeys,
  readManifest,
  signedOutChunkKeys,
  signedOutForbidden,
  staticClosure,
} from '../../scripts/homeBundle';
import { demoAccount } from '../../server/seed/demoAccounts';
import {
  chromiumPerFile,
  demoFullName,
  expectLoginPage,
  expectSignedIn,
  isIdentityUrl,
  portalUrl,
  submitCredentials,
} from './browser';

const browser = chromiumPerFile();

describe('a signed-out visit of a private page', () => {
  test('loads only the entry before the login page, none of the portal; signed in, it lands on the page asked for', async () => {
    const manifest = readManifest(inject('distDir'));
    const asPaths = (keys: Iterable<string>) => new Set(chunkFiles(manifest, keys).map((file) => `/${file}`));
    const entry = asPaths(signedOutChunkKeys(manifest));
    const portalKey = 'src/app/portal.tsx';
    expect(manifest[portalKey], 'the build has the portal chunk the entry imports').toBeDefined();
    // The portal's scripts: all the signed-in home loads, and the portal's own closure, but the entry's.
    const portal = new Set(
      [...asPaths(homeChunkKeys(manifest)), ...asPaths(staticClosure(manifest, [portalKey]))].filter(
        (path) => !entry.has(path),
      ),
    );
    expect(portal.size).toBeGreaterThan(0);

    const page = await browser.newPage();
    const origin = new URL(portalUrl('/')).origin;
    const loaded: Response[] = [];
    let onLoginPage = false;
    page.on('response', (response) => {
      const kind = response.request().resourceType();
      if (!onLoginPage && (kind === 'script' || kind === 'stylesheet') && response.url().startsWith(origin))
        loaded.push(response);
    });
    await page.goto(portalUrl('/contacts'));
    await expectLoginPage(page);
    onLoginPage = true;

    // What the portal's origin sent before the login page, outside the identity provider's pages.
    // (The build's files are under /assets/; /portal-config.js is the deployment's settings.)
    const portalAssets = loaded.filter(
      (response) => !isIdentityUrl(response.url()) && new URL(response.url()).pathname.startsWith('/assets/'),
    );
    const pathsOf = (kind: string) =>
      portalAssets
        .filter((response) => response.request().resourceType() === kind)
        .map((response) => new URL(response.url()).pathname);
    const scripts = pathsOf('script');
    const styles = pathsOf('stylesheet');
    // The entry ran (it is what sent the visitor to sign in)...
    expect(scripts).toContain(`/${manifest['index.html']?.file}`);
    // ...and nothing but the entry and its static imports loaded: no portal script, no style.
    expect(scripts.filter((path) => !entry.has(path))).toEqual([]);
    expect(scripts.filter((path) => portal.has(path))).toEqual([]);
    expect(styles).toEqual([]);
    // Whatever the chunks are, none of the scripts loaded bundles React, Mantine, the router or the
    // portal's own modules (the build's record of what each chunk holds).
    const chunkModules = JSON.parse(
      readFileSync(join(inject('distDir'), '.vite', 'chunk-modules.json'), 'utf8'),
    ) as Record<string, string[]>;
    const bundled = scripts.flatMap((path) => chunkModules[path.slice(1)] ?? []);
    expect(bundled.length).toBeGreaterThan(0);
    expect(
      bundled.filter((id) => signedOutForbidden.some((part) => id.replaceAll('\\', '/').includes(part))),
    ).toEqual([]);

    let wire = 0;
    for (const response of portalAssets) wire += Number((await response.allHeaders())['content-length'] ?? 0);
    console.log(
      `[signed-out] before the login page: ${scripts.length} script(s) of the portal, ` +
        `${(wire / 1024).toFixed(1)} KiB on the wire (brotli); the portal's ${portal.size} script(s) not loaded`,
    );

    // Signed in from there, the visitor is where they asked to go.
    const account = demoAccount('cliente@demo.es');
    await submitCredentials(page, account.email, account.password);
    await expectSignedIn(page, demoFullName('cliente@demo.es'));
    await page.getByRole('heading', { level: 1, name: 'Contactos', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/contacts');
  });
});
