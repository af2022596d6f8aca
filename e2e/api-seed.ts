import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, emailFor, expect } from './fixtures.ts';

/**
 * Logs in through the API as an API client (the tokens in the body, no cookie, so a page's session is
 * left alone) and returns the bearer header for seeding data.
 */
export async function bearerFor(
  request: APIRequestContext,
  email = emailFor('EDITOR'),
): Promise<Record<string, string>> {
  const response = await request.post('/api/v1/user-management/users/log-in', {
    data: { username: email, password: DEMO_PASSWORD, grantType: 'password' },
  });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { accessToken: string } };
  return { Authorization: `Bearer ${data.accessToken}` };
}

export type SeededCampaign = { id: string; slug: string };

/** A fresh campaign of `campaignType` in the caller's company, made through the API as the wizard would. */
export async function createGameCampaign(
  request: APIRequestContext,
  headers: Record<string, string>,
  name: string,
  campaignType: string,
  languages: string[] = ['en'],
): Promise<SeededCampaign> {
  const response = await request.post('/api/v1/campaign-data/campaigns', {
    headers,
    data: { name, campaignType, languages, registrationType: '' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()).data as { campaign: SeededCampaign }).campaign;
}

/** A fresh wheel campaign of the caller's company. */
export const createWheelCampaign = (
  request: APIRequestContext,
  headers: Record<string, string>,
  name: string,
  languages: string[] = ['en'],
) => createGameCampaign(request, headers, name, 'spin-the-wheel', languages);

/** A prize pool named `name` holding `count` voucher codes generated from `pattern`; answers its id. */
export async function createVoucherPool(
  request: APIRequestContext,
  headers: Record<string, string>,
  name: string,
  pattern: string,
  count: number,
): Promise<string> {
  const pool = await request.post('/api/v1/prizes/pools', { headers, data: { name, hasCodes: true } });
  expect(pool.status(), await pool.text()).toBe(201);
  const poolId = ((await pool.json()).data as { id: string }).id;
  const codes = await request.post(`/api/v1/prizes/pools/${poolId}/codes/generate`, {
    headers,
    data: { pattern, count },
  });
  expect(codes.ok(), await codes.text()).toBe(true);
  return poolId;
}

export type Sector = { poolId: string | null; oddsBp: number; text: Record<string, string> };

/**
 * The wheel's sectors with the first one giving `poolId` at `oddsBp` (or no prize) and every other
 * sector a "No luck" sector in each of its languages, so the publish checklist has no error (issue 9:
 * a sector labelled "Prize 2" that gives nothing blocks publishing).
 */
export function publishableSectors<S extends Sector>(sectors: S[], poolId: string | null, oddsBp = 10_000): S[] {
  const noLuck = (sector: S) => Object.fromEntries(Object.keys(sector.text).map((language) => [language, 'No luck']));
  return sectors.map((sector, index) =>
    index === 0 && poolId
      ? { ...sector, poolId, oddsBp }
      : { ...sector, poolId: null, oddsBp: 0, text: noLuck(sector) },
  );
}

/** Saves `publishableSectors` as the campaign's wheel through the API. */
export async function makeWheelPublishable(
  request: APIRequestContext,
  headers: Record<string, string>,
  campaignId: string,
  poolId: string | null = null,
  oddsBp = 10_000,
): Promise<void> {
  const settingsUrl = `/api/v1/games/spin-the-wheel/game-settings/${campaignId}`;
  const current = await request.get(settingsUrl, { headers });
  expect(current.ok(), await current.text()).toBe(true);
  const { settings } = (await current.json()).data as { settings: { sectors: Sector[] } & Record<string, unknown> };
  const sectors = publishableSectors(settings.sectors, poolId, oddsBp);
  const saved = await request.put(settingsUrl, { headers, data: { ...settings, sectors } });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/** Publishes a campaign now, as the publish dialog would; answers its public path (/p/{slug}). */
export async function publishNow(
  request: APIRequestContext,
  headers: Record<string, string>,
  campaign: SeededCampaign,
): Promise<string> {
  await makeWheelPublishable(request, headers, campaign.id);
  const response = await request.post('/api/v1/build/publish', {
    headers,
    data: { campaignId: campaign.id, campaignType: 'spin-the-wheel', publishOptions: { mode: 1 } },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return `/p/${campaign.slug}`;
}
