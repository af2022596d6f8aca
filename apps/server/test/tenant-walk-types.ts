/**
 * What the tenant-isolation walk knows about company A, the victim: every id and e-mail of its data
 * and the marker strings its names were given. None of these may appear in an answer to company B.
 */
export type TenantA = {
  companyId: string;
  childCompanyId: string;
  userIds: string[];
  emails: string[];
  /** A's campaigns: a draft, an active one and a deleted one. */
  campaignIds: string[];
  /** A's uploaded assets (campaign and company library). */
  assetIds: string[];
  /** A's prize pools: one with voucher codes, one unlimited. */
  poolIds: string[];
  /** A's leads and plays (on the active campaign's release). */
  leadIds: string[];
  /** What identifies A's leads as people (e-mail, name, phone): only view roles may read it. */
  leadPersonalData: string[];
  playIds: string[];
  /** The outbox mails to A's users (an invitation among them) and A's campaign e-mail deliveries. */
  mailIds: string[];
  /** A's campaign e-mails and company e-mail templates (issue 14). */
  campaignEmailIds: string[];
  templateKeys: string[];
  /** A's loyalty program and outcome setting (issue 15); its client user id and app secret are markers. */
  loyaltyIntegrationIds: string[];
  loyaltySettingIds: string[];
  /** A's program's award whose delivery failed (numeric ids: walked, not searched for in answers). */
  loyaltyAwardIds: string[];
  /** A's lead destinations (a webhook) and a delivery of its lead to it (issue 15). */
  destinationIds: string[];
  deliveryIds: string[];
  /** A's background leads export, finished (its file holds A's leads) (issue 16). */
  leadExportIds: string[];
  /** Names given to A's company, child company and users that occur nowhere else. */
  markers: string[];
};

/** One request of the walk; `:name` segments of the route's URL are filled from `params`. */
export type WalkRequest = { params?: Record<string, string>; query?: Record<string, string>; body?: unknown };

export type RouteFixture = {
  /** The requests a user of company B sends, each aimed at company A's data where the route takes an id. */
  requests(a: TenantA): WalkRequest[];
  /** The route ends the caller's own session (log-out): the walk sends it last. */
  endsOwnSession?: boolean;
};

/** The same request for each of the values (A's ids, usually). */
export const each = <T>(values: T[], toRequest: (value: T) => WalkRequest) => values.map(toRequest);
export const eachCampaign = (a: TenantA, toRequest: (id: string) => WalkRequest) => each(a.campaignIds, toRequest);

// The API prefixes that fixtures of more than one area use.
export const campaign = '/api/v1/campaign';
export const campaignData = '/api/v1/campaign-data';
export const build = '/api/v1/build';
export const integrations = '/api/v1/integrations';
