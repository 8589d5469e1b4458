/**
 * The built portal's scripts and styles arrive compressed in Chromium. Signs
 * in as a client, waits for the home to settle, and reads every script and style response of the
 * portal: each comes with the build's brotli copy (Chromium accepts br over HTTPS) and decodes to
 * the file. Every script loaded is one the home budget counts (scripts/homeBundle.ts). Prints the
 * home's bytes on the wire against their decoded size.
 */
import type { Page, Response } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { chunkFiles, homeChunkKeys, readManifest } from '../../scripts/homeBundle';
import { demoAccount } from '../../server/seed/demoAccounts';
import { chromiumPerFile, expectHome, portalUrl, signIn } from './browser';

const browser = chromiumPerFile();

/** The portal's own scripts and styles the page fetches from now on. */
function recordAssets(page: Page): Response[] {
  const assets: Response[] = [];
  const origin = new URL(portalUrl('/')).origin;
  page.on('response', (response) => {
    const kind = response.request().resourceType();
    if ((kind === 'script' || kind === 'stylesheet') && response.url().startsWith(`${origin}/assets/`))
      assets.push(response);
  });
  return assets;
}

describe('compressed portal', () => {
  test('the signed-in home’s scripts and styles arrive as brotli, decoding to the files', async () => {
    const account = demoAccount('cliente@demo.es');
    const page = await browser.newPage();
    // Once the home is idle, the shell loads the code of its nav's screens ahead of a click
    // (src/shell/useStartScreen.ts, useWarmScreens): that is not the home. Idle callbacks are held
    // back on this page, so what loads until the network is quiet is what the home itself loads.
    // So is a pointer's intent: the mouse rests where the sign-in button was, and a nav link
    // rendered under it would count as the pointer entering it, which starts that screen.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
      window.addEventListener('pointerover', (event) => event.stopImmediatePropagation(), true);
    });
    await signIn(page, account.email, account.password, `${account.givenName} ${account.familyName}`);
    await expectHome(page);
    // Nothing of the first visit may still be loading when the recording starts: a response of the
    // document the reload replaces would be counted, and its body is gone with it.
    await page.waitForLoadState('networkidle');
    // The signed-in home loaded afresh, as on a first visit: the cache off, the session kept.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const assets = recordAssets(page);
    await page.reload();
    await expectHome(page);
    await page.waitForLoadState('networkidle');

    const scripts = assets.filter((r) => r.request().resourceType() === 'script');
    expect(scripts.length).toBeGreaterThan(3);
    // The home budget (scripts/checkHomeBundle.ts) counts every script Chromium loads here.
    const manifest = readManifest(inject('distDir'));
    const counted = new Set(chunkFiles(manifest, homeChunkKeys(manifest)).map((file) => `/${file}`));
    const loaded = scripts.map((r) => new URL(r.url()).pathname);
    // Zod schema chunks load on demand (src/api/http.ts parses an error answer with ErrorResponse;
    // typed forms load their body schema): once, in a moved-clock CI run, four of them loaded while
    // the home settled, likely a straggler of the first visit or a screen started under the mouse
    // (both excluded above since). They are not the home's weight, so they are left out here; any
    // other script the budget does not count still fails.
    const onDemand = (path: string) => /\/assets\/[A-Za-z]+\.zod-[\w-]+\.js$/.test(path);
    expect(loaded.filter((path) => !counted.has(path) && !onDemand(path))).toEqual([]);
    let wire = 0;
    let decoded = 0;
    for (const response of assets) {
      const headers = await response.allHeaders();
      const url = new URL(response.url()).pathname;
      expect(response.status(), url).toBe(200);
      expect(headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      const body = await response.body();
      const length = Number(headers['content-length']);
      // The build makes no copy of a file under 1 KiB (vite.config.ts): it goes as it is.
      if (body.length >= 1024) {
        expect(headers['content-encoding'], url).toBe('br');
        expect(headers.vary, url).toBe('Accept-Encoding');
        // What went over the wire (the brotli copy's length) is smaller than the file it decodes to.
        expect(length, url).toBeLessThan(body.length);
      }
      // The decoded body is the script itself, not an index page or an error in its place.
      if (response.request().resourceType() === 'script')
        expect(body.toString('utf8'), url).not.toMatch(/^<!doctype html>/i);
      wire += length;
      decoded += body.length;
    }
    console.log(
      `[compression] signed-in home: ${assets.length} scripts and styles, ` +
        `${(decoded / 1024).toFixed(1)} KiB decoded, ${(wire / 1024).toFixed(1)} KiB on the wire (brotli)`,
    );
    await page.close();
  });
});
