import type { Page } from '@playwright/test';
import { seenBefore } from './a11y-seen.ts';
import { type Check, PUBLIC_PATHS, STOPS, settle, type Visit } from './a11y-stops.ts';
import { bearerFor, createWheelCampaign } from './api-seed.ts';
import { axeFor } from './axe.ts';
import { ALL_ROLES, emailFor, expect, logInAs, test } from './fixtures.ts';
import type { UiLanguage } from './ui-text.ts';

/**
 * Issue 18: every page and dialog of the builder app, as each role that reaches it, in English and
 * Serbian, has no axe violation of WCAG 2.2 AA. One log-in per role, language and area (the builder's
 * sections apart from the other pages); the pages are visited in a loop and every finding is gathered
 * before the test fails, so one run lists them all. A11Y_TIMES=1 prints each check's time and findings.
 */
const LANGUAGES: readonly UiLanguage[] = ['en', 'sr'];

test.describe.configure({ timeout: 240_000 });

/**
 * Serbian changes the texts, not which controls a role sees: each page is checked in Serbian as the first
 * role that reaches it (ROLES order), which halves the suite's time.
 */
const SERBIAN_ROLES = [
  ...new Set(Object.values(STOPS).map((stop) => ALL_ROLES.find((role) => stop.roles.includes(role)))),
].filter((role) => role !== undefined);

/**
 * A check that runs axe and adds what it finds to `found` (one line per rule, with its elements). The
 * header and navigation are the same on every page: the first check covers the whole page, the later
 * ones the main area (or the dialog or menu they name). A part that another role's test already checked
 * with the same markup is not checked again (a11y-seen.ts), except on a retry, which checks everything.
 */
function checkerOf(page: Page, found: string[], who: string, forget: readonly string[], retry: number): Check {
  let hasCheckedFrame = false;
  return async (what, within) => {
    let builder = axeFor(page, { iframes: false });
    const part = within ?? (hasCheckedFrame ? 'main' : undefined);
    if (part) builder = builder.include(part);
    hasCheckedFrame = true;
    const seen = part && retry === 0 ? await seenBefore(page, part, forget) : undefined;
    if (seen && !seen.claim()) {
      if (process.env.A11Y_TIMES) console.log(`${who} ${what}: checked already by another role`);
      return;
    }
    const started = Date.now();
    const { violations } = await builder.analyze();
    if (process.env.A11Y_TIMES) console.log(`${who} ${what}: ${Date.now() - started} ms`);
    if (violations.length > 0) seen?.release();
    for (const violation of violations) {
      const targets = violation.nodes.map((node) => node.target.join(' '));
      found.push(`${who} ${what}: ${violation.id} (${violation.nodes.length}) ${targets.join(', ')}`);
      if (process.env.A11Y_TIMES) {
        const node = violation.nodes[0];
        const related = [...(node?.any ?? []), ...(node?.all ?? [])].flatMap((c) => c.relatedNodes ?? []);
        console.log(`FOUND ${found.at(-1)} | ${node?.html} | ${related.map((r) => r.html).join(' ; ')}`);
      }
    }
  };
}

/** The builder's sections take as long as all other pages together: they run as a test of their own. */
const { builder, ...pages } = STOPS;
const AREAS = { 'every page': Object.values(pages), 'the builder': [builder] };

async function useLanguage(page: Page, language: UiLanguage): Promise<void> {
  await page.evaluate((chosen) => localStorage.setItem('gc_lang', chosen), language);
}

for (const language of LANGUAGES) {
  test(`the public pages have no axe violations in ${language}`, async ({ page }) => {
    const found: string[] = [];
    const check = checkerOf(page, found, `guest ${language}`, [], test.info().retry);
    await page.goto('/login');
    await useLanguage(page, language);
    for (const path of PUBLIC_PATHS) {
      await page.goto(path);
      await settle(page);
      await check(path);
    }
    expect(found).toEqual([]);
  });

  for (const role of language === 'en' ? ALL_ROLES : SERBIAN_ROLES) {
    for (const [area, stops] of Object.entries(AREAS)) {
      const reached = stops.filter((stop) => stop.roles.includes(role));
      if (reached.length === 0) continue;
      test(`${area} as ${role} in ${language}: no axe violations`, async ({ page, request }) => {
        const editor = await bearerFor(request, emailFor('EDITOR'));
        const campaignName = `A11y ${role} ${language} ${area} ${Date.now()}`;
        const campaign = await createWheelCampaign(request, editor, campaignName, ['en', 'de']);
        const poolName = `A11y pool ${role} ${language} ${Date.now()}`;
        const pool = await request.post('/api/v1/prizes/pools', {
          headers: editor,
          data: { name: poolName, hasCodes: true },
        });
        expect(pool.ok()).toBe(true);
        const poolId = ((await pool.json()).data as { id: string }).id;

        await logInAs(page, role);
        await useLanguage(page, language);
        const found: string[] = [];
        const visit: Visit = {
          page,
          language,
          check: checkerOf(
            page,
            found,
            `${role} ${language}`,
            [campaign.id, campaignName, poolName],
            test.info().retry,
          ),
          seed: { campaignId: campaign.id, campaignName, poolName },
        };
        for (const stop of reached) await stop.visit(visit);
        // Gone again, so that the prize lists of other journeys are not filled with these.
        expect((await request.delete(`/api/v1/prizes/pools/${poolId}`, { headers: editor })).ok()).toBe(true);
        expect(found).toEqual([]);
      });
    }
  }
}
