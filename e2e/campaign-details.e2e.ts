import { expectNoAxeViolations } from './axe.ts';
import { expect, logInAs, test } from './fixtures.ts';
import { publishedCampaign, registerAndPlay } from './played-campaign.ts';

test.describe.configure({ timeout: 90_000 });

test('a viewer of a new campaign sees zero counts and the empty leads state', async ({ page, request }) => {
  const name = `Details Empty ${Date.now()}`;
  const campaign = await publishedCampaign(request, name);
  await logInAs(page, 'VIEWER');
  await page.goto(`/campaign/details/${campaign.id}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  for (const card of ['playsStarted', 'playsFinished', 'leads', 'winners']) {
    await expect(page.getByTestId(`stat-${card}-value`)).toHaveText('0');
  }
  await expect(page.getByText('No leads yet')).toBeVisible();
});

test('an editor sees the leads of a played campaign and downloads them as CSV', async ({ page, request }) => {
  const name = `Details Leads ${Date.now()}`;
  const campaign = await publishedCampaign(request, name);
  const stamp = Date.now();
  await registerAndPlay(request, campaign.slug, {
    email: `ana.${stamp}@example.com`,
    firstName: 'Ana',
    lastName: 'Petrović',
  });
  await registerAndPlay(request, campaign.slug, { email: `bob.${stamp}@example.com`, firstName: 'Bob' });

  await logInAs(page, 'EDITOR');
  await page.goto(`/campaign/details/${campaign.id}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByTestId('stat-leads-value')).toHaveText('2');
  await expect(page.getByTestId('stat-playsStarted-value')).toHaveText('2');

  const table = page.getByRole('table', { name: 'Leads' });
  await expect(table.getByText(`ana.${stamp}@example.com`)).toBeVisible();
  await expect(table.getByText('Ana Petrović')).toBeVisible();
  await expect(table.getByText(`bob.${stamp}@example.com`)).toBeVisible();

  // The server searches: only Bob is left.
  await table.getByPlaceholder(/search/i).fill('bob');
  await expect(table.getByText(`ana.${stamp}@example.com`)).toBeHidden();
  await expect(table.getByText(`bob.${stamp}@example.com`)).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${campaign.slug}-leads.csv`);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const text = (await readFile(path)).toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const [header, ...rows] = text.slice(1).trim().split('\r\n');
  expect(header).toBe(
    'Lead ID,Email,First name,Last name,Phone,User ID,Address,Postal code,City,Birth date,Job title,Company,Language,Source,Registered at,Plays,Prizes won,Latest prize,Voucher code,Latest result,Newsletter',
  );
  expect(rows).toHaveLength(2);
  expect(rows[0]).toContain(`ana.${stamp}@example.com,Ana,Petrović`);
});

test('a USER sees the counts and why the leads are not shown, with no table and no export', async ({
  page,
  request,
}) => {
  const name = `Details Counts Only ${Date.now()}`;
  const campaign = await publishedCampaign(request, name);
  const email = `hidden.${Date.now()}@example.com`;
  await registerAndPlay(request, campaign.slug, { email, firstName: 'Hidden', lastName: 'Player' });

  await logInAs(page, 'USER');
  await page.goto(`/campaign/details/${campaign.id}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByTestId('stat-leads-value')).toHaveText('1');
  await expect(page.getByTestId('stat-playsStarted-value')).toHaveText('1');
  const notice = page.getByTestId('leads-hidden');
  await expect(notice).toContainText('Who took part is not shown to your role');
  await expect(notice).toContainText('Viewer, Editor, Super admin, and Success manager');
  // The analytics' tables are counts; the leads table is not there.
  await expect(page.getByRole('table', { name: 'Leads' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  await expect(page.getByText(email)).toHaveCount(0);
  await expectNoAxeViolations(page, 'the details page without lead data');
});

test('an editor working in Serbian downloads the CSV with a Serbian header', async ({ page, request }) => {
  const name = `Details Srpski ${Date.now()}`;
  const campaign = await publishedCampaign(request, name);
  const email = `srpski.${Date.now()}@example.com`;
  await registerAndPlay(request, campaign.slug, { email, firstName: 'Jovana', lastName: 'Đorđević' });

  await logInAs(page, 'EDITOR');
  await page.getByText('SR', { exact: true }).click();
  await page.goto(`/campaign/details/${campaign.id}`);
  await expect(page.getByRole('table', { name: 'Kontakti' }).getByText(email)).toBeVisible();
  await expectNoAxeViolations(page, 'the details page in Serbian');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Izvezi CSV' }).click();
  const download = await downloading;
  const { readFile } = await import('node:fs/promises');
  const text = (await readFile(await download.path())).toString('utf8');
  const [header, row] = text.slice(1).trim().split('\r\n');
  expect(header).toBe(
    'ID kontakta,E-pošta,Ime,Prezime,Telefon,ID korisnika,Adresa,Poštanski broj,Grad,Datum rođenja,Radno mesto,Kompanija,Jezik,Izvor,Registrovan,Igre,Osvojene nagrade,Poslednja nagrada,Kod vaučera,Poslednji rezultat,Bilten',
  );
  expect(row).toContain(`${email},Jovana,Đorđević`);
});

test('an editor downloads all of the campaign’s data as {campaignId}.zip; with EXPORTS off no download is offered', async ({
  page,
  request,
}) => {
  const name = `Details Zip ${Date.now()}`;
  const campaign = await publishedCampaign(request, name);
  const email = `zip.${Date.now()}@example.com`;
  await registerAndPlay(request, campaign.slug, { email, firstName: 'Zora', lastName: 'Zipić' });

  await logInAs(page, 'EDITOR');
  await page.goto(`/campaign/details/${campaign.id}`);
  await expect(page.getByRole('table', { name: 'Leads' }).getByText(email)).toBeVisible();
  await expectNoAxeViolations(page, 'the details page with its downloads');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all data (.zip)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${campaign.id}.zip`);
  const { readFile } = await import('node:fs/promises');
  const { default: JSZip } = await import('jszip');
  const zip = await JSZip.loadAsync(await readFile(await download.path()));
  expect(Object.keys(zip.files).sort()).toEqual(['leads.csv', 'leads.xlsx', 'plays.csv', 'settings.json']);
  expect(await zip.file('leads.csv')?.async('string')).toContain(`${email},Zora,Zipić`);
  expect((await zip.file('plays.csv')?.async('string'))?.trim().split('\r\n')).toHaveLength(2);

  // The company's flags as the builder reads them, with EXPORTS off (the server's 403 is the API suite's).
  await page.route('**/api/v1/flags', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, boolean> };
    await route.fulfill({ response, json: { data: { ...body.data, EXPORTS: false } } });
  });
  await page.reload();
  await expect(page.getByRole('table', { name: 'Leads' }).getByText(email)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download all data (.zip)' })).toHaveCount(0);
});
