import { isApiError } from '../../lib/api-error.ts';

/** Translated texts for the codes a campaign call answers with; other codes show the server's message. */
const KEYS_BY_CODE = {
  CAMPAIGN_NOT_FOUND: 'campaigns.errors.notFound',
  NOT_FOUND: 'campaigns.errors.notFound',
  INVALID_STATUS_CHANGE: 'campaigns.errors.invalidStatusChange',
  CAMPAIGN_NAME_TAKEN: 'campaigns.errors.nameTaken',
  FORBIDDEN: 'campaigns.errors.forbidden',
  TOO_MANY_REQUESTS: 'campaigns.errors.tooManyRequests',
} as const;

export type CampaignErrorKey =
  | (typeof KEYS_BY_CODE)[keyof typeof KEYS_BY_CODE]
  | 'errors.generic'
  | 'errors.network'
  | 'errors.unavailable';

/** What to tell the user about a failed campaign call: a text key, or the server's own message. */
export type CampaignErrorText = { key: CampaignErrorKey } | { message: string };

export function campaignErrorText(error: unknown): CampaignErrorText {
  // fetch rejects with a TypeError when the server cannot be reached at all.
  if (!isApiError(error)) return { key: 'errors.network' };
  if (error.isTemporarilyUnavailable) return { key: 'errors.unavailable' };
  const code = error.code ?? '';
  if (code in KEYS_BY_CODE) return { key: KEYS_BY_CODE[code as keyof typeof KEYS_BY_CODE] };
  if (error.status >= 500 || !error.firstViolation) return { key: 'errors.generic' };
  return { message: error.firstViolation };
}
