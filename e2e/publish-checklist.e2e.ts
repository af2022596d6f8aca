import { bearerFor, createWheelCampaign, makeWheelPublishable } from './api-seed.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, logInAs, test } from './fixtures.ts';

test.describe.configure({ timeout: 90_000 });

test('the publish dialog blocks a wheel whose "Prize" sectors give nothing, opens the Game section, and lets warnings through', async ({
  page,
}) => {
  const name = `Checklist journey ${Date.now()}`;
  const headers = await bearerFor(page.request);
  const campaign = await createWheelCampaign(page.request, headers, name);
  await logInAs(page, 'EDITOR');
  await page.goto(`/builder/${campaign.id}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();

  // A new wheel: its four "Prize" sectors give nothing, an error that disables publishing.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Publish "${name}"` });
  const checklist = dialog.getByRole('list', { name: 'Before publishing' });
  await expect(
    checklist.getByText('Sector 1 ("Prize 1") is labelled as a prize but gives none: a losing spin may stop on it.', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(dialog.getByTestId('checklist-error')).toHaveCount(4);
  await expect(dialog.getByText('Fix the errors before publishing; warnings do not stop it.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Publish now' })).toBeDisabled();
  await expectNoAxeViolations(page, 'the publish dialog', '[role="dialog"]');

  // Each item opens the section where it is fixed.
  await dialog.getByTestId('checklist-error').first().getByRole('button', { name: 'Go to Game' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/section=game/);
  await expect(page.getByRole('textbox', { name: 'Number of sectors' })).toBeVisible();

  // Without prize labels only warnings remain (odds under 100 %, consent links): publishing goes through.
  await makeWheelPublishable(page.request, headers, campaign.id);
  await page.reload();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(dialog.getByTestId('checklist-warning').first()).toBeVisible();
  await expect(dialog.getByTestId('checklist-error')).toHaveCount(0);
  await expect(
    dialog.getByText("The sectors' odds add up to 0 %: the other 100 % of spins win nothing", { exact: false }),
  ).toBeVisible();
  await expect(
    dialog.getByText(
      'The registration form asks players to accept the terms and conditions, which links nowhere in EN.',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'the publish dialog', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  await expect(dialog.getByText('The campaign is live (release 1).')).toBeVisible();
});
