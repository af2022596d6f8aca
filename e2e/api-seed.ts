import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, emailFor, expect } from './fixtures.ts';

/** Logs in through the API (as the SPA does) and returns the bearer header for seeding data. */
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

/** A fresh wheel campaign of the caller's company, made through the API as the wizard would. */
export async function createWheelCampaign(
  request: APIRequestContext,
  headers: Record<string, string>,
  name: string,
  languages: string[] = ['en'],
): Promise<SeededCampaign> {
  const response = await request.post('/api/v1/campaign-data/campaigns', {
    headers,
    data: { name, campaignType: 'spin-the-wheel', languages, registrationType: '' },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()).data as { campaign: SeededCampaign }).campaign;
}
