/**
 * Query keys of campaign lists and the dashboard overview. They share the first element so that a
 * change (copy, delete, status) refreshes both with one invalidation.
 */
export const CAMPAIGNS_KEY = 'campaigns';
export const campaignListKey = (companyViewId: string | null, state: unknown) =>
  [CAMPAIGNS_KEY, 'list', companyViewId, state] as const;
export const campaignOverviewKey = (companyViewId: string | null) =>
  [CAMPAIGNS_KEY, 'overview', companyViewId] as const;
