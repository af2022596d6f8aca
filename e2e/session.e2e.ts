import type { BrowserContext, Page } from '@playwright/test';
import { bearerFor, createWheelCampaign, publishNow } from './api-seed.ts';
import { expect, logInAs, test } from './fixtures.ts';

const REFRESH_PATH = '/api/v1/user-management/users/refresh-token';
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

async function refreshCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'gc_refresh');
  if (!cookie) throw new Error('no refresh cookie');
  return cookie;
}

/** Logs in through the form and returns the access token the log-in answered (it lives in the SPA's memory). */
async function logInCapturing(page: Page, role: Parameters<typeof logInAs>[1]): Promise<string> {
  const answer = page.waitForResponse((response) => response.url().endsWith('/users/log-in'));
  await logInAs(page, role);
  return ((await (await answer).json()).data as { accessToken: string }).accessToken;
}

/** Everything a script on the page can read without asking the server. */
function readableByScript(page: Page) {
  return page.evaluate(() => {
    const dump = (storage: Storage) =>
      Object.fromEntries(
        Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '').map((key) => [
          key,
          storage.getItem(key),
        ]),
      );
    return { cookie: document.cookie, localStorage: dump(localStorage), sessionStorage: dump(sessionStorage) };
  });
}

test('the refresh token is an HttpOnly cookie of the refresh path; the page holds no token; a reload stays signed in', async ({
  page,
  context,
}) => {
  const accessToken = await logInCapturing(page, 'EDITOR');
  const cookie = await refreshCookie(context);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: REFRESH_PATH, secure: false });
  expect((await context.cookies()).map((candidate) => candidate.name)).toEqual(['gc_refresh']);

  const readable = JSON.stringify(await readableByScript(page));
  expect(readable).not.toContain(accessToken);
  expect(readable).not.toContain(cookie.value);
  expect(readable).not.toMatch(JWT);

  const refreshed = page.waitForResponse((response) => response.url().endsWith(REFRESH_PATH));
  await page.reload();
  expect((await refreshed).status()).toBe(200);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('a published campaign in the same browser reads no builder token and cannot get one; the builder stays signed in', async ({
  page,
  context,
  request,
}) => {
  const headers = await bearerFor(request);
  const path = await publishNow(
    request,
    headers,
    await createWheelCampaign(request, headers, `Isolated ${Date.now()}`),
  );
  const accessToken = await logInCapturing(page, 'EDITOR');
  const cookie = await refreshCookie(context);

  const campaign = await context.newPage();
  await campaign.goto(path);
  await expect(campaign.getByRole('heading', { name: 'Play and win!' })).toBeVisible();
  const readable = await readableByScript(campaign);
  expect(readable.cookie).toBe('');
  const everything = JSON.stringify(readable);
  for (const secret of [accessToken, cookie.value]) expect(everything).not.toContain(secret);
  expect(everything).not.toMatch(JWT);

  // Nor can its scripts ask for one: the refresh call, a builder page in a frame or in a window it opens.
  const attempts = await campaign.evaluate(async (refreshPath) => {
    const refresh = await fetch(refreshPath, { method: 'POST' }).then(
      (response) => `answered ${response.status}`,
      () => 'refused',
    );
    const frameAccess = async (src: string) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      const framed = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
      document.body.append(frame);
      await framed;
      return frame.contentDocument === null ? 'refused' : 'reachable';
    };
    const framedBuilder = await frameAccess('/dashboard');
    const framedApi = await frameAccess('/api/play/campaigns/no-such-campaign');
    const opened = window.open('/dashboard');
    (window as unknown as { opened: Window | null }).opened = opened;
    return { refresh, framedBuilder, framedApi, opened: opened !== null };
  }, REFRESH_PATH);
  expect(attempts).toEqual({ refresh: 'refused', framedBuilder: 'refused', framedApi: 'refused', opened: true });
  // The window opened a builder page in a browsing context group of its own: the handle is cut off.
  await expect.poll(() => campaign.evaluate(() => (window as unknown as { opened: Window }).opened.closed)).toBe(true);

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test("the builder's preview shows the campaign but cannot reach the builder window or its storage", async ({
  page,
  request,
}) => {
  const headers = await bearerFor(request);
  const campaign = await createWheelCampaign(request, headers, `Preview fence ${Date.now()}`);
  await logInAs(page, 'EDITOR');
  await page.goto(`/builder/${campaign.id}?section=content`);
  const preview = page.frameLocator('iframe[title="Preview of the campaign"]');
  await expect(preview.getByRole('heading', { name: 'Play and win!' })).toBeVisible();

  const frame = page.frames().find((candidate) => candidate.url().endsWith('/p/preview'));
  if (!frame) throw new Error('no preview frame');
  const reach = await frame.evaluate(() => {
    const attempt = (read: () => unknown) => {
      try {
        read();
        return 'reachable';
      } catch {
        return 'refused';
      }
    };
    return {
      builderDocument: attempt(() => window.parent.document.cookie),
      builderFetch: attempt(() => (window.parent as Window & typeof globalThis).fetch.name),
      storage: attempt(() => window.localStorage.length),
    };
  });
  expect(reach).toEqual({ builderDocument: 'refused', builderFetch: 'refused', storage: 'refused' });
});

test('two tabs loading at once refresh with the same cookie and both stay signed in', async ({ page, context }) => {
  await logInAs(page, 'VIEWER');
  const second = await context.newPage();
  // Hold each refresh until both are on their way, so both carry the same cookie.
  const cookiesSent: string[] = [];
  let release: () => void = () => {};
  const bothSent = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route(`**${REFRESH_PATH}`, async (route) => {
    cookiesSent.push((await route.request().headerValue('cookie')) ?? '');
    if (cookiesSent.length === 2) release();
    await bothSent;
    await route.continue();
  });
  await Promise.all([page.reload(), second.goto('/dashboard')]);
  for (const tab of [page, second]) await expect(tab.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  expect(cookiesSent).toHaveLength(2);
  expect(cookiesSent[0]).toBe(cookiesSent[1]);

  await context.unroute(`**${REFRESH_PATH}`);
  for (const tab of [page, second]) {
    await tab.reload();
    await expect(tab.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  }
});

test('logging out in one tab logs the other out when it is shown again', async ({ page, context }) => {
  await logInAs(page, 'CREATOR');
  const other = await context.newPage();
  await other.goto('/dashboard');
  await expect(other.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await context.cookies()).find((cookie) => cookie.name === 'gc_refresh')).toBeUndefined();

  await other.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(other).toHaveURL(/\/login$/);
  await other.reload();
  await expect(other).toHaveURL(/\/login$/);
});

test('a failed refresh logs out to /login', async ({ page, context }) => {
  await logInAs(page, 'VIEWER');
  await context.addCookies([{ ...(await refreshCookie(context)), value: 'revoked' }]);
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
});
