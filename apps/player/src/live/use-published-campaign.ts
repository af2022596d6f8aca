import type { PublishedCampaign } from '@gc/contracts/play';
import { useCallback, useEffect, useState } from 'react';
import { type ApiError, fetchPublishedCampaign } from './play-api.ts';
import { automaticRetryDelayMs } from './retry-when-asked.ts';

export type CampaignLoad =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'failed'; error: ApiError }
  | { status: 'ready'; campaign: PublishedCampaign };

/**
 * The published campaign of a slug; `retry` loads it again after a failure (offline, a server error).
 * When the server answers that it is briefly unavailable (503 with Retry-After), it loads again by
 * itself after the time asked, for as long as that answer lasts.
 */
export function usePublishedCampaign(slug: string): [CampaignLoad, () => void] {
  const [load, setLoad] = useState<CampaignLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  useEffect(() => {
    // The attempt counter re-runs the effect; reading it here keeps the dependency honest.
    if (attempt < 0) return;
    let isCurrent = true;
    setLoad({ status: 'loading' });
    fetchPublishedCampaign(slug).then((result) => {
      if (!isCurrent) return;
      if ('data' in result) setLoad({ status: 'ready', campaign: result.data });
      else if (result.error.status === 404) setLoad({ status: 'not-found' });
      else setLoad({ status: 'failed', error: result.error });
    });
    return () => {
      isCurrent = false;
    };
  }, [slug, attempt]);

  const retryDelayMs = load.status === 'failed' ? automaticRetryDelayMs(load.error) : null;
  useEffect(() => {
    if (retryDelayMs === null) return;
    const timer = setTimeout(retry, retryDelayMs);
    return () => clearTimeout(timer);
  }, [retryDelayMs, retry]);
  return [load, retry];
}
