import type { Campaign } from '@gc/contracts/campaigns';
import { type PublishRequest, publishPathFor, type Release } from '@gc/contracts/publishing';
import { api } from '../../lib/api-client.ts';

/** Spec §7 Build: publish, deactivate and the campaign's releases. */
const BUILD = '/build';

export type PublishResult = { campaign: Campaign; release: Release };

/** A retailer's game goes to that retailer's publish endpoint (§7 Build), any other to /publish. */
export const publishCampaign = (body: PublishRequest) =>
  api<PublishResult>(`${BUILD}/${publishPathFor(body.campaignType)}`, { method: 'POST', body });

export const deactivateCampaign = (campaignId: string) =>
  api<Campaign>(`${BUILD}/deactivate`, { method: 'PUT', body: { campaignId, publishOptions: { mode: 1 } } });

export const fetchReleases = (campaignId: string) =>
  api<Release[]>(`${BUILD}/releases/${encodeURIComponent(campaignId)}`);
