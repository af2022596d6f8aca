import { expectNoAxeViolations } from './axe.ts';
import { expect, logInAs, test } from './fixtures.ts';
import { tabTo } from './keyboard.ts';

test('support: the guides are searchable, the video tutorials open from their link, and the support site is linked', async ({
  page,
}) => {
  await logInAs(page, 'EDITOR');
  await page.goto('/support');
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
  const contact = page.getByRole('link', { name: /Open the support site/ });
  await expect(contact).toHaveAttribute('target', '_blank');
  await expect(contact).toHaveAttribute('href', /^https?:\/\//);
  await expectNoAxeViolations(page, 'the support page');

  // Keyboard only: to the video tutorials, which open their guide (spec §2 starting_guide).
  await tabTo(page, 'Watch the tutorials');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/support\/user-guides\?starting_guide=video_tutorials$/);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { name: 'Video tutorials', level: 2 })).toBeVisible();
  await expect(article.getByRole('heading', { name: '1. Your first campaign (3 minutes)', level: 3 })).toBeVisible();
  await expect(article.getByRole('link', { name: 'support site' })).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page, 'the video tutorials guide');

  // Searching narrows the list; the shown guide follows the matches.
  const search = page.getByRole('searchbox', { name: 'Search the guides' });
  await search.fill('two-factor');
  await expect(page.getByText('Guides found: 1')).toBeVisible();
  const guides = page.getByRole('navigation', { name: 'Guides' });
  await expect(guides.getByRole('button')).toHaveText(['Your account and security']);
  await expect(article.getByRole('heading', { name: 'Two-factor authentication', level: 3 })).toBeVisible();
  await search.fill('nothing-like-this');
  await expect(page.getByText('No guide matches “nothing-like-this”. Try other words.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await search.fill('');
  await guides.getByRole('button', { name: 'Prizes and vouchers' }).click();
  await expect(page).toHaveURL(/guide=prizes/);
  await expect(article.getByRole('heading', { name: 'Prizes and vouchers', level: 2 })).toBeVisible();
  await expectNoAxeViolations(page, 'a user guide');

  // In Serbian the guides are Serbian, and the search ignores diacritics.
  await page.getByText('SR', { exact: true }).click();
  await expect(article.getByRole('heading', { name: 'Nagrade i vaučeri', level: 2 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Pretražite vodiče' }).fill('vauceri');
  await expect(page.getByText('Pronađeno vodiča: 1')).toBeVisible();
  await page.getByText('EN', { exact: true }).click();
});
