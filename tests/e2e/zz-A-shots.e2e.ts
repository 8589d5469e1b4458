import { test } from 'vitest';
import { demoAccount } from '../../server/seed/demoAccounts';
import { chromiumPerFile, signIn } from './browser';

const browser = chromiumPerFile();
test('shots', async () => {
  const account = demoAccount('regenera@demo.es');
  const page = await browser.newPage();
  page.on('console', (m) => console.log('console:', m.type(), m.text().slice(0, 300)));
  page.on('pageerror', (e) => console.log('pageerror:', e.message));
  await page.setViewportSize({ width: 1400, height: 1000 });
  await signIn(page, account.email, account.password, `${account.givenName} ${account.familyName}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.getByRole('link', { name: 'Geolocalización', exact: true }).click();
  for (const wait of [1000, 3000, 6000]) {
    await page.waitForTimeout(wait);
    const boxes = await page.getByRole('region', { name: /^Mapa/ }).evaluateAll((els) => els.map((e) => JSON.stringify(e.getBoundingClientRect())));
    console.log('regions', wait, boxes);
  }
  await page.screenshot({ path: '/tmp/A-map.png', fullPage: true });
}, 120_000);
