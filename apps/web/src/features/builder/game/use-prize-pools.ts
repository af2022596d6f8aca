import type { PrizePoolsState } from '@gc/games/editor-registry-types';
import { useQuery } from '@tanstack/react-query';
import { fetchPrizePools } from './prize-pools-api.ts';

export const prizePoolsKey = ['prize-pools'] as const;

/**
 * The pools for the sector prize selects. A failure (network, 403 for a role without prize access,
 * 404 while the prizes API is not there) is not retried and becomes `unavailable`: the editor keeps
 * the pools already chosen and says why it cannot offer others.
 */
export function usePrizePools(): PrizePoolsState {
  const query = useQuery({ queryKey: prizePoolsKey, queryFn: fetchPrizePools, retry: false, staleTime: 30_000 });
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'unavailable' };
  return { status: 'ready', pools: query.data };
}
