import type { PublishedCampaign } from '@gc/contracts/play';
import { useCallback, useEffect, useState } from 'react';
import { fetchPublishedCampaign } from './play-api.ts';

export type CampaignLoad =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'failed' }
  | { status: 'ready'; campaign: PublishedCampaign };

/** The published campaign of a slug; `retry` loads it again after a failure (offline, a server error). */
export function usePublishedCampaign(slug: string): [CampaignLoad, () => void] {
  const [load, setLoad] = useState<CampaignLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    // The attempt counter re-runs the effect; reading it here keeps the dependency honest.
    if (attempt < 0) return;
    let isCurrent = true;
    setLoad({ status: 'loading' });
    fetchPublishedCampaign(slug).then((result) => {
      if (!isCurrent) return;
      if ('data' in result) setLoad({ status: 'ready', campaign: result.data });
      else setLoad({ status: result.error.status === 404 ? 'not-found' : 'failed' });
    });
    return () => {
      isCurrent = false;
    };
  }, [slug, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return [load, retry];
}
