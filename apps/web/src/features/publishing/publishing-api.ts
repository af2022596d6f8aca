import type { Campaign } from '@gc/contracts/campaigns';
import type { PublishRequest, Release } from '@gc/contracts/publishing';
import { api } from '../../lib/api-client.ts';

/** Spec §7 Build: publish, deactivate and the campaign's releases. */
const BUILD = '/build';

export type PublishResult = { campaign: Campaign; release: Release };

export const publishCampaign = (body: PublishRequest) =>
  api<PublishResult>(`${BUILD}/publish`, { method: 'POST', body });

export const deactivateCampaign = (campaignId: string) =>
  api<Campaign>(`${BUILD}/deactivate`, { method: 'PUT', body: { campaignId, publishOptions: { mode: 1 } } });

export const fetchReleases = (campaignId: string) =>
  api<Release[]>(`${BUILD}/releases/${encodeURIComponent(campaignId)}`);
