import type { BrowserContext } from '@playwright/test';
import { expect, logInAs, test } from './fixtures.ts';

/** Replaces the access-token cookie with a copy whose `exp` lies in the past (the SPA reads, never verifies, it). */
async function expireAccessToken(context: BrowserContext): Promise<string> {
  const access = (await context.cookies()).find((cookie) => cookie.name === 'gc_access');
  if (!access) throw new Error('no access cookie');
  const [header, payload] = access.value.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  claims.exp = Math.floor(Date.now() / 1000) - 60;
  const expired = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.expired`;
  await context.addCookies([{ ...access, value: expired }]);
  return expired;
}

test('an expired access token is renewed with the refresh token at start-up', async ({ page, context }) => {
  await logInAs(page, 'EDITOR');
  const expired = await expireAccessToken(context);
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const renewed = (await context.cookies()).find((cookie) => cookie.name === 'gc_access');
  expect(renewed?.value).not.toBe(expired);
});

test('a failed refresh logs out to /login', async ({ page, context }) => {
  await logInAs(page, 'VIEWER');
  await expireAccessToken(context);
  const refresh = (await context.cookies()).find((cookie) => cookie.name === 'gc_refresh');
  if (refresh) await context.addCookies([{ ...refresh, value: 'revoked' }]);
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
});
