import { expectNoAxeViolations } from './axe.ts';
import { expect, logInAs, test } from './fixtures.ts';
import { answerUnavailable } from './unavailable-route.ts';

/** The API's answer while its database is unreachable; come back in 5 s. */
const unavailable = answerUnavailable(5);

test('while the API is briefly unavailable the builder says so in the user’s language, keeps the session, and recovers with Try again', async ({
  page,
}) => {
  await logInAs(page, 'EDITOR');
  await page.route('**/api/v1/**', unavailable);

  // Every call of the page fails: the campaigns page shows why instead of loading forever.
  await page.getByRole('link', { name: 'Campaigns', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'The campaigns could not be loaded.' });
  await expect(alert).toContainText('The service is temporarily unavailable. Please try again in a moment.', {
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/campaigns$/);

  await page.getByText('SR', { exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Kampanje nije moguće učitati.' })).toContainText(
    'Servis je privremeno nedostupan. Pokušajte ponovo za nekoliko trenutaka.',
    { timeout: 20_000 },
  );
  await page.getByText('EN', { exact: true }).click();

  // Back: Try again loads the list; the user was never logged out.
  await page.unroute('**/api/v1/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The campaigns could not be loaded.' })).toHaveCount(0);
  // The list, or its empty state on a database without campaigns of this company yet.
  await expect(page.getByRole('table').or(page.getByRole('heading', { name: 'No campaigns yet' }))).toBeVisible();
  await expect(page).toHaveURL(/\/campaigns$/);
});

test('a page loaded while the server cannot refresh the session waits for it instead of logging out', async ({
  page,
}) => {
  await logInAs(page, 'EDITOR');
  await page.route('**/api/v1/**', unavailable);

  // A reload needs the refresh cookie answered; a 503 is not a refusal, so no log-in form.
  await page.goto('/campaigns');
  await expect(page.getByRole('alert')).toContainText(
    'The service is temporarily unavailable. Please try again in a moment.',
  );
  await expect(page.getByRole('alert')).toContainText('You are still logged in');
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the session waiting for the server');

  await page.unroute('**/api/v1/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('table').or(page.getByRole('heading', { name: 'No campaigns yet' }))).toBeVisible();
  await expect(page).toHaveURL(/\/campaigns$/);
});
