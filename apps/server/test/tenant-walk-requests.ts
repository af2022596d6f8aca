import type { TenantA, WalkRequest } from './tenant-fixtures.ts';

/** The URL of one walk request: `:name` segments filled from its params, its query and any extra. */
export function urlOf(template: string, request: WalkRequest, extraQuery: Record<string, string> = {}) {
  const path = template.replace(/:(\w+)/g, (_match, name: string) => {
    const value = request.params?.[name];
    if (value === undefined) throw new Error(`fixture of ${template} has no value for :${name}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams({ ...request.query, ...extraQuery }).toString();
  return query ? `${path}?${query}` : path;
}

/** Which of A's ids, e-mails and markers occur in an answer (case-insensitive). */
export function leaksIn(a: TenantA, payload: string): string[] {
  const text = payload.toLowerCase();
  return [
    a.companyId,
    a.childCompanyId,
    ...a.userIds,
    ...a.emails,
    ...a.campaignIds,
    ...a.assetIds,
    ...a.poolIds,
    ...a.leadIds,
    ...a.playIds,
    ...a.mailIds,
    ...a.campaignEmailIds,
    ...a.templateKeys,
    ...a.loyaltyIntegrationIds,
    ...a.loyaltySettingIds,
    ...a.destinationIds,
    ...a.deliveryIds,
    ...a.leadExportIds,
    ...a.markers,
  ].filter((value) => text.includes(value.toLowerCase()));
}
