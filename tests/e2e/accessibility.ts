/** The axe-core bar of the end-to-end suites: no serious or critical violation on the page as it is. */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The serious and critical violations on the page as it is, one line each with where and why. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Every rule, but details for the violations only: axe otherwise describes each passing node
  // too (its HTML and selector), most of a scan's time on a page of tables and forms.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
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
