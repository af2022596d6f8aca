import type { CampaignType } from '@gc/contracts/campaign-types';
import { ANALYTICS_LEVELS, PUBLISH_MODES, type PublishRequest } from '@gc/contracts/publishing';

/** The publish dialog's choices (spec §4 Publishing). Dates are the pickers' local "YYYY-MM-DD HH:mm:ss". */
export type PublishFormValues = {
  mode: 'immediately' | 'scheduled';
  startDate: string | null;
  endDate: string | null;
  analyticsLevel: number;
  debugModeEnabled: boolean;
  cookieless: boolean;
};

/** Spec §4: the analytics levels in order, with the key of each one's name. */
export const ANALYTICS_OPTIONS = [
  { level: ANALYTICS_LEVELS.disabled, key: 'disabled' },
  { level: ANALYTICS_LEVELS.game, key: 'game' },
  { level: ANALYTICS_LEVELS.uniqueVisitors, key: 'uniqueVisitors' },
  { level: ANALYTICS_LEVELS.detailed, key: 'detailed' },
] as const;

export const INITIAL_PUBLISH_VALUES: PublishFormValues = {
  mode: 'immediately',
  startDate: null,
  endDate: null,
  analyticsLevel: ANALYTICS_LEVELS.game,
  debugModeEnabled: false,
  cookieless: false,
};

/**
 * A picker's "2030-06-01 10:00:00" as the API's local date-time "2030-06-01T10:00". The picker's
 * value is wall-clock time without a zone: the server reads it in the company's time zone.
 */
export function toLocalDateTime(value: string | null): string | undefined {
  const match = value ? /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(value) : null;
  return match ? `${match[1]}T${match[2]}` : undefined;
}

/** Problems the dialog can tell before sending; the server checks the same and the time zone's gaps. */
export type PublishFormProblem = 'startRequired' | 'endBeforeStart';

export function publishFormProblems(values: PublishFormValues): PublishFormProblem[] {
  const start = toLocalDateTime(values.startDate);
  const end = toLocalDateTime(values.endDate);
  const problems: PublishFormProblem[] = [];
  if (values.mode === 'scheduled' && !start) problems.push('startRequired');
  // Same-format local date-times compare correctly as text.
  if (values.mode === 'scheduled' && start && end && end <= start) problems.push('endBeforeStart');
  return problems;
}

export function toPublishRequest(
  campaign: { id: string; campaignType: CampaignType },
  values: PublishFormValues,
): PublishRequest {
  const isScheduled = values.mode === 'scheduled';
  return {
    campaignId: campaign.id,
    campaignType: campaign.campaignType,
    publishOptions: {
      mode: isScheduled ? PUBLISH_MODES.scheduled : PUBLISH_MODES.immediately,
      debugModeEnabled: values.debugModeEnabled,
      cookieless: values.cookieless,
      analytics: { level: values.analyticsLevel },
      ...(isScheduled ? { startDate: toLocalDateTime(values.startDate) } : {}),
      ...(isScheduled && toLocalDateTime(values.endDate) ? { endDate: toLocalDateTime(values.endDate) } : {}),
    },
  };
}

/** Spec §2 copyable link row: the link is shown trimmed to 40 characters. */
export const LINK_DISPLAY_LENGTH = 40;
export function trimLink(url: string, length = LINK_DISPLAY_LENGTH): string {
  return url.length <= length ? url : `${url.slice(0, length - 1)}…`;
}
