import type { InternalEventName } from '@gc/contracts/internal-analytics';
import { useEffect } from 'react';
import { api } from '../../lib/api-client.ts';
import { useFlags } from '../flags/use-flags.ts';

/**
 * Sends one usage event (spec §6 INTERNAL_ANALYTICS). Best effort: a failure is the product's to lose,
 * never the user's, so it is swallowed. Callers send only while the flag is on.
 */
export async function sendInternalEvent(eventName: InternalEventName, campaignId?: string): Promise<void> {
  try {
    await api<void>('/internal-analytics/events', {
      method: 'POST',
      body: { eventName, campaignId, appVersion: __BUILD_HASH__ },
    });
  } catch {
    // Usage events never interrupt work.
  }
}

/** Sends the event once when the page shows, if the company has INTERNAL_ANALYTICS on. */
export function useInternalEvent(eventName: InternalEventName, campaignId?: string): void {
  const isOn = useFlags()?.INTERNAL_ANALYTICS === true;
  useEffect(() => {
    if (isOn) void sendInternalEvent(eventName, campaignId);
  }, [isOn, eventName, campaignId]);
}

/** The signed-in frame's app-init event, as a component inside its query provider. */
export function InternalAppInit(): null {
  useInternalEvent('app-init');
  return null;
}
