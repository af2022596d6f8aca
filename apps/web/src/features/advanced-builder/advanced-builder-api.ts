import type { CampaignCss, PageHtml } from '@gc/contracts/advanced-builder';
import type { Campaign } from '@gc/contracts/campaigns';
import type { Page } from '@gc/contracts/paging';
import { api } from '../../lib/api-client.ts';

/** The advanced builder's calls (spec §7 "GET/PUT /api/html", "GET /api/css/index/{id}", issue 17). */
const DATA = '/campaign-data';
const id = (value: string) => encodeURIComponent(value);

export const ADVANCED_BUILDER_KEY = ['advanced-builder'] as const;

/** The company's campaigns to choose from, newest first (deleted ones are not listed). */
export const fetchCampaignChoices = () =>
  api<Page<Campaign>>('/campaign/search', { query: { page: 0, size: 100, sort: 'createdDate', direction: 'DESC' } });

export const fetchPageHtml = (campaignId: string, pageId: string) =>
  api<PageHtml>(`${DATA}/html/${id(campaignId)}/${id(pageId)}`);
export const savePageHtml = (campaignId: string, pageId: string, rawHtml: string) =>
  api<PageHtml>(`${DATA}/html/`, { method: 'PUT', body: { campaignId, pageId, rawHtml } });
export const fetchCampaignCss = (campaignId: string) => api<CampaignCss>(`${DATA}/css/index/${id(campaignId)}`);
export const saveCampaignCss = (campaignId: string, css: string) =>
  api<CampaignCss>(`${DATA}/css/index/${id(campaignId)}`, { method: 'PUT', body: { css } });
