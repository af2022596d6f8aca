import type { LiveOpsAlert } from '@gc/contracts/live-ops';
import type { TFunction } from 'i18next';

/** A stable React key per alert: one per pool, per address, per user agent. */
export function alertKey(alert: LiveOpsAlert): string {
  switch (alert.kind) {
    case 'poolLow':
      return `pool-${alert.poolId}`;
    case 'playBurst':
      return `burst-${alert.source}`;
    case 'userAgentBurst':
      return `agent-${alert.userAgent}`;
    case 'winRateDrift':
      return 'drift';
  }
}

/** The alert as the live view shows it, in the page's language. */
export function alertText(t: TFunction, alert: LiveOpsAlert): string {
  switch (alert.kind) {
    case 'poolLow':
      return t('details.live.alerts.poolLow', { ...alert });
    case 'winRateDrift':
      return t('details.live.alerts.winRateDrift', {
        plays: alert.plays,
        observed: alert.observedPercent,
        expected: alert.expectedPercent,
        z: alert.z,
      });
    case 'playBurst':
      return t('details.live.alerts.playBurst', { ...alert });
    case 'userAgentBurst':
      return t(alert.hashed ? 'details.live.alerts.userAgentBurstHashed' : 'details.live.alerts.userAgentBurst', {
        ...alert,
        userAgent: alert.userAgent || t('details.live.alerts.noUserAgent'),
      });
  }
}
