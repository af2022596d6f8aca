import type { Page } from '@playwright/test';
import { bearerFor, createWheelCampaign } from './api-seed.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, logInAs, test } from './fixtures.ts';

const introductionTitle = (page: Page) =>
  page.getByRole('region', { name: 'Introduction' }).getByRole('textbox', { name: 'Title', exact: true });

test.describe.configure({ timeout: 90_000 });

/**
 * Issue 17, one editor at a time (spec §4 Editing session): a second editor opening the campaign is
 * warned, takes over; the first editor's unsaved change is saved and they are sent to /campaigns; the
 * second gets control and edits on from that save.
 */
test('the second editor takes over: the first is saved and sent away, the second has control', async ({
  browser,
  request,
  extraHTTPHeaders,
}) => {
  const name = `Presence ${Date.now()}`;
  const campaign = await createWheelCampaign(request, await bearerFor(request), name);
  const first = await (await browser.newContext({ extraHTTPHeaders })).newPage();
  const second = await (await browser.newContext({ extraHTTPHeaders })).newPage();
  try {
    await logInAs(first, 'EDITOR');
    await first.goto(`/builder/${campaign.id}?section=content`);
    await introductionTitle(first).fill('Saved on eviction');
    await expect(first.getByText('Unsaved changes')).toBeVisible();

    await logInAs(second, 'SUPER_ADMIN');
    await second.goto(`/builder/${campaign.id}?section=content`);
    const warning = second.getByRole('dialog', { name: 'Simultaneous sessions detected' });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('The campaign is currently being edited by another user.');
    await expectNoAxeViolations(second, 'the simultaneous-sessions dialog', '[role="dialog"]');
    await warning.getByRole('button', { name: 'Take over' }).click();

    // The first editor's change is saved on the way out, and they land on the campaigns list.
    await expect(first).toHaveURL(/\/campaigns(\?|$)/);
    await expect(first.getByText('Another user is taking over.').first()).toBeVisible();

    const control = second.getByRole('dialog', { name: 'You Now Have Control' });
    await expect(control).toContainText('Previous user has saved their changes. You can now edit this campaign.');
    await expectNoAxeViolations(second, 'the you-now-have-control dialog', '[role="dialog"]');
    await control.getByRole('button', { name: 'Continue editing' }).click();
    await expect(control).toBeHidden();
    await expect(introductionTitle(second)).toHaveValue('Saved on eviction');
  } finally {
    await first.context().close();
    await second.context().close();
  }
});

test('"Go back" leaves the campaign to the editor who is there; the modal closes by itself when they leave', async ({
  browser,
  request,
  extraHTTPHeaders,
}) => {
  const campaign = await createWheelCampaign(request, await bearerFor(request), `Presence back ${Date.now()}`);
  const first = await (await browser.newContext({ extraHTTPHeaders })).newPage();
  const second = await (await browser.newContext({ extraHTTPHeaders })).newPage();
  try {
    await logInAs(first, 'EDITOR');
    await first.goto(`/builder/${campaign.id}`);
    await expect(first.getByRole('heading', { name: /Presence back/ })).toBeVisible();
    await logInAs(second, 'SUPER_ADMIN');
    await second.goto(`/builder/${campaign.id}`);
    const warning = second.getByRole('dialog', { name: 'Simultaneous sessions detected' });
    await expect(warning).toBeVisible();
    // The first editor closes the builder: the warning goes away on its own.
    await first.goto('/campaigns');
    await expect(warning).toBeHidden();

    await first.goto(`/builder/${campaign.id}`);
    const firstWarning = first.getByRole('dialog', { name: 'Simultaneous sessions detected' });
    await firstWarning.getByRole('button', { name: 'Go back' }).click();
    await expect(first).toHaveURL(/\/campaigns(\?|$)/);
  } finally {
    await first.context().close();
    await second.context().close();
  }
});
