import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { solveChallenge } from 'altcha-lib/v1';
import { makeWheelPublishable } from './api-seed.ts';
import { DEMO_PASSWORD, expect } from './fixtures.ts';

/**
 * A published one-language wheel of the editor's company, made through the API as the builder would;
 * `registrationType` '' asks for the registration form, 'noDelivery' plays without one.
 */
export async function publishedCampaign(request: APIRequestContext, name: string, registrationType = '') {
  const logIn = await request.post('/api/v1/user-management/users/log-in', {
    data: { username: 'editor@demo.test', password: DEMO_PASSWORD, grantType: 'password' },
  });
  expect(logIn.ok()).toBe(true);
  const { accessToken } = (await logIn.json()).data as { accessToken: string };
  const headers = { Authorization: `Bearer ${accessToken}` };
  const created = await request.post('/api/v1/campaign-data/campaigns', {
    headers,
    data: { name, campaignType: 'spin-the-wheel', languages: ['en'], registrationType },
  });
  expect(created.status()).toBe(201);
  const campaign = ((await created.json()).data as { campaign: { id: string; slug: string } }).campaign;
  await makeWheelPublishable(request, headers, campaign.id);
  const published = await request.post('/api/v1/build/publish', {
    headers,
    data: { campaignId: campaign.id, campaignType: 'spin-the-wheel', publishOptions: { mode: 1 } },
  });
  expect(published.ok(), await published.text()).toBe(true);
  return campaign;
}

/** Solves the campaign's proof-of-work challenge as the player's widget would. */
export async function solvedAltcha(request: APIRequestContext, slug: string): Promise<string> {
  const response = await request.get(`/api/play/campaigns/${slug}/challenge`);
  expect(response.ok()).toBe(true);
  const challenge = (await response.json()).data as {
    algorithm: string;
    challenge: string;
    maxnumber?: number;
    salt: string;
    signature: string;
  };
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  if (!solution) throw new Error('challenge not solved');
  const payload = { ...challenge, number: solution.number };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** A player registers through the public play API (the form of the published page) and spins once. */
export async function registerAndPlay(request: APIRequestContext, slug: string, player: Record<string, string>) {
  const registered = await request.post(`/api/play/campaigns/${slug}/registrations`, {
    headers: { 'Idempotency-Key': randomUUID() },
    data: {
      ...player,
      language: 'en',
      consent: { terms: true, privacy: true },
      altcha: await solvedAltcha(request, slug),
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const { playerToken } = (await registered.json()).data as { playerToken: string };
  const played = await request.post(`/api/play/campaigns/${slug}/plays`, {
    data: { playerToken, language: 'en', altcha: await solvedAltcha(request, slug) },
  });
  expect(played.ok(), await played.text()).toBe(true);
}
