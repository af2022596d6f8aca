import type { AnalyticsOptions } from '@gc/contracts/analytics-collect';

export type { AnalyticsOptions };

/**
 * A release's analytics options from its publishOptions. A release published before the options
 * existed has the publish form's default (level 1); anything unreadable collects nothing.
 */
export function analyticsOptionsOf(publishOptions: unknown): AnalyticsOptions {
  const options = (publishOptions ?? {}) as { analytics?: { level?: unknown }; cookieless?: unknown };
  const level = options.analytics === undefined ? 1 : options.analytics?.level;
  return {
    level: level === 0 || level === 1 || level === 2 || level === 3 ? level : 0,
    cookieless: options.cookieless === true,
  };
}
