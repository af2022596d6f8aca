import { bearerFor, createWheelCampaign, makeWheelPublishable } from './api-seed.ts';
import { expectNoAxeViolations } from './axe.ts';
import { emailFor, expect, logIn, logInAs, test } from './fixtures.ts';
import { freshAccount } from './fresh-account.ts';

/** Each would set window.__pwned (or open a dialog) if it ran on the published page. */
const HOSTILE_HTML = [
  '<h2 class="promo">Advanced summer raffle</h2>',
  '<script>window.__pwned = "script"; alert("script")</script>',
  '<img src="/no-such-image.png" alt="Sun" onerror="window.__pwned = \'onerror\'; alert(\'onerror\')">',
  '<a id="bad-link" href="javascript:window.__pwned = \'link\'; alert(\'link\')">Click me</a>',
  "<iframe srcdoc=\"<script>parent.__pwned = 'srcdoc'; parent.alert('srcdoc')</script>\"></iframe>",
  '<svg width="10" height="10" onload="window.__pwned = \'svgload\'"><script>window.__pwned = "svg"</script><circle r="4"/></svg>',
  '<style>p { color: red }</style></style><script>window.__pwned = "breakout"</script>',
].join('\n');
const HOSTILE_CSS = [
  '@import url("https://evil.test/steal.css");',
  '.promo { color: rgb(0, 90, 60); }',
  '.promo::after { content: "</style><script>window.__pwned = 1</script>"; }',
  '.x { background: url("javascript:alert(1)"); }',
].join('\n');

test('an editor of a builder2access company writes hostile HTML and CSS, publishes, and no script runs on the published page', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // A company of its own with the tag: the demo company's /campaigns must keep showing the list to other journeys.
  const created = await request.post('/api/v1/companies', {
    headers: await bearerFor(request, emailFor('SUPER_ADMIN')),
    data: { name: `Advanced Company ${Date.now()}`, tags: ['builder2access'], timeZone: 'Europe/Zurich' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const companyId = ((await created.json()).data as { id: string }).id;
  const editor = await freshAccount(request, 'advanced-editor', { roles: ['EDITOR'], companyId });
  const headers = await bearerFor(request, editor);
  const name = `Advanced journey ${Date.now()}`;
  const campaign = await createWheelCampaign(request, headers, name);
  await makeWheelPublishable(request, headers, campaign.id);

  // Its first log-in was the API's above, so the welcome dialog of a first log-in does not show here.
  await logIn(page, editor);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // Spec §2: the campaigns route forwards a builder2access company to the advanced builder.
  await page.goto('/campaigns');
  await expect(page).toHaveURL(/\/advanced-builder/);
  await expect(page.getByRole('heading', { name: 'Advanced builder' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Campaign', exact: true })).toHaveValue(name);
  await expect(page.getByRole('textbox', { name: 'Page', exact: true })).toHaveValue('Introduction');

  const htmlBox = page.getByRole('textbox', { name: 'HTML of the page' });
  const cssBox = page.getByRole('textbox', { name: 'CSS of the campaign' });
  await htmlBox.fill(HOSTILE_HTML);
  await cssBox.fill(HOSTILE_CSS);
  // The preview shows the markup in a frame that runs nothing.
  const preview = page.getByTestId('advanced-builder-preview');
  await expect(preview).toHaveAttribute('sandbox', '');
  await expect(
    page.frameLocator('[data-testid="advanced-builder-preview"]').getByText('Advanced summer raffle'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled();

  await page.getByRole('button', { name: 'Save HTML and CSS' }).click();
  await expect(page.getByTestId('advanced-builder-removed')).toContainText('unsafe parts were removed');
  // What the server kept replaces what was typed.
  await expect(htmlBox).not.toHaveValue(/<script|onerror|javascript:|<iframe|onload/i);
  await expect(htmlBox).toHaveValue(/Advanced summer raffle/);
  await expect(cssBox).not.toHaveValue(/@import|javascript:|<\/style/i);
  // The preview frame holds the marketer's own markup and runs no script, so axe cannot enter it.
  await expectNoAxeViolations(page, 'the advanced builder', undefined, '[data-testid="advanced-builder-preview"]');

  const publishButton = page.getByRole('button', { name: 'Publish', exact: true });
  await expect(publishButton).toBeEnabled();
  await publishButton.click();
  const dialog = page.getByRole('dialog', { name: `Publish "${name}"` });
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  await expect(dialog.getByText('The campaign is live (release 1).')).toBeVisible();

  // The published page, watched for any dialog a payload would open.
  const dialogs: string[] = [];
  page.on('dialog', (opened) => {
    dialogs.push(opened.message());
    void opened.dismiss();
  });
  await page.goto(`/p/${campaign.slug}`);
  const custom = page.getByTestId('custom-html');
  await expect(custom.getByRole('heading', { name: 'Advanced summer raffle' })).toBeVisible();
  // The campaign's CSS applies (sanitised, not dropped).
  await expect(custom.locator('.promo')).toHaveCSS('color', 'rgb(0, 90, 60)');
  await expect(custom.locator('script, iframe, [onerror], [onload], a[href^="javascript"]')).toHaveCount(0);
  await custom.getByText('Click me').click();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('a company without builder2access is told the advanced builder is not enabled', async ({ page }) => {
  await logInAs(page, 'EDITOR');
  await page.goto('/advanced-builder');
  await expect(page.getByTestId('advanced-builder-not-enabled')).toHaveText(
    'The advanced builder is not enabled for your company.',
  );
  await expectNoAxeViolations(page, 'the advanced builder without the tag');
});
