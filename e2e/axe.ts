import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { RunOptions } from 'axe-core';
import { expect } from './fixtures.ts';

/**
 * Checks the page as it is now with axe-core (WCAG 2.x A and AA rules): no violations. Axe is injected by
 * evaluation, not a script tag, so the page's CSP does not stop it. `within` (a CSS selector, such as
 * `[role="dialog"]`) limits the check to one part of the page; a failure lists each rule with the
 * elements that break it. `without` leaves a part out, such as a sandboxed frame that runs no script, which
 * axe cannot enter (it would wait for it until the test's time is up).
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe with the WCAG 2.x A and AA rules, reporting violations only: the passing nodes are neither
 * detailed nor sent back to the test, which takes about a third off a check of a large page.
 */
export function axeFor(page: Page, options: RunOptions = {}): AxeBuilder {
  // Options first: AxeBuilder#options replaces the whole option object, including withTags' runOnly.
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'], ...options }).withTags(WCAG_TAGS);
}

export async function expectNoAxeViolations(
  page: Page,
  what: string,
  within?: string,
  without?: string,
): Promise<void> {
  let builder = axeFor(page);
  if (within) builder = builder.include(within);
  if (without) builder = builder.exclude(without);
  const { violations } = await builder.analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found, `axe on ${what}`).toEqual([]);
}
