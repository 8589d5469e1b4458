/** The axe-core bar of the end-to-end suites: no serious or critical violation on the page as it is. */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The serious and critical violations on the page as it is, one line each with where and why. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Every rule, but details for the violations only: axe otherwise describes each passing node
  // too (its HTML and selector), most of a scan's time on a page of tables and forms. Run in the
  // page itself (legacy mode): the default mode gathers each frame's results and finishes them in a
  // blank page it opens for the purpose, which took twice as long as the scan. The portal has no
  // cross-origin frames, the one case legacy mode cannot scan.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')} — ${v.nodes[0]?.failureSummary ?? ''}`,
    );
}

export async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

/** The widths every screen is checked at: a desktop and a phone. */
export const axeWidths = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/** Waits until the page has drawn: no visible loader left, transitions over. */
export async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        // Visible loaders only: the grid keeps hidden, collapsed progress bars marked busy.
        [...document.querySelectorAll('[aria-busy="true"]')].every(
          (element) =>
            !element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) ||
            element.getBoundingClientRect().height === 0,
        ),
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  // Transitions (drawers, the header) over: some frames in a row in which nothing changed and no
  // animation that ends was running (loaders and skeletons repeat forever). A page that never
  // rests is checked as it is after a while.
  await page.evaluate(
    ({ quietFrames, ceilingMs }) =>
      new Promise<void>((resolve) => {
        let quiet = 0;
        let changed = false;
        const observer = new MutationObserver(() => {
          changed = true;
        });
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        const done = () => {
          observer.disconnect();
          resolve();
        };
        const animating = () =>
          document
            .getAnimations()
            .some(
              (animation) =>
                animation.playState === 'running' &&
                animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
            );
        const frame = () => {
          quiet = changed || animating() ? 0 : quiet + 1;
          changed = false;
          if (quiet >= quietFrames) done();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
        setTimeout(done, ceilingMs);
      }),
    { quietFrames: 6, ceilingMs: 15_000 },
  );
}

/**
 * axe on the page as it is, at each of `axeWidths` (back at the first one after): the failures by
 * '`state` @ width'. With E2E_SCREENSHOTS set to a folder, a full-page screenshot of each, for a
 * person to look at what axe cannot judge.
 */
export async function violationsAtWidths(page: Page, state: string): Promise<Record<string, string[]>> {
  const failures: Record<string, string[]> = {};
  const shots = process.env.E2E_SCREENSHOTS;
  for (const size of axeWidths) {
    await page.setViewportSize(size);
    await settle(page);
    const found = await seriousViolations(page);
    if (found.length > 0) failures[`${state} @ ${size.width}px`] = found;
    if (shots) {
      await mkdir(shots, { recursive: true });
      const name = `${state.replace(/[^\p{L}\p{N}]+/gu, '-')}-${size.width}.png`;
      await page.screenshot({ path: join(shots, name), fullPage: true });
    }
  }
  await page.setViewportSize(axeWidths[0]);
  return failures;
}
