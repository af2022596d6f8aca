import { CAMPAIGN_STATUS_FILTERS, type CampaignStatusFilter } from '@gc/contracts/campaigns';

/** Where the list's buttons lead (spec §2); callers add the company view with withCompanyView. */
export const builderPath = (campaignId: string) => `/builder/${encodeURIComponent(campaignId)}`;
export const analyticsPath = (campaignId: string) => `/campaign/details/${encodeURIComponent(campaignId)}`;

/** The campaign list opened on one status (the dashboard's cards); the list reads `?status=`. */
export const STATUS_PARAM = 'status';
export function campaignsPath(status?: CampaignStatusFilter): string {
  return status ? `/campaigns?${STATUS_PARAM}=${status}` : '/campaigns';
}

/**
 * Only web addresses and paths of this site may become a live link: productionUrl is stored text,
 * and a `javascript:` or `data:` address in an href would run in the builder.
 */
export function isSafeLiveUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The live address, with `?lang={shortName}` when a language was chosen; other query and fragment are kept. */
export function liveUrl(productionUrl: string, language?: string): string {
  if (!language) return productionUrl;
  const hashAt = productionUrl.indexOf('#');
  const withoutHash = hashAt === -1 ? productionUrl : productionUrl.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : productionUrl.slice(hashAt);
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const params = new URLSearchParams(queryAt === -1 ? '' : withoutHash.slice(queryAt + 1));
  params.set('lang', language);
  return `${path}?${params.toString()}${hash}`;
}

/** The status filter a link asked for (`?status=`); anything unknown means no filter. */
export function statusFromParam(value: string | null): CampaignStatusFilter | null {
  return (CAMPAIGN_STATUS_FILTERS as readonly string[]).includes(value ?? '') ? (value as CampaignStatusFilter) : null;
}
