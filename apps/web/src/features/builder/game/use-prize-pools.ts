import type { PrizePool } from '@gc/contracts/prizes';
import type { PrizePoolsState } from '@gc/games/editor-types';
import { useQuery } from '@tanstack/react-query';
import { useCompanyViewId } from '../../../app/use-company-view.ts';
import { PRIZES_KEY } from '../../prizes/prize-queries.ts';
import { fetchPrizePools } from './prize-pools-api.ts';

/**
 * Under the prize management key, so that a prize created or changed anywhere (the prize page, the
 * picker's dialog) refreshes the picker too; per acting company, as the prize page's own list.
 */
export function usePrizePoolsKey() {
  const [companyViewId] = useCompanyViewId();
  return [PRIZES_KEY, companyViewId, 'picker'] as const;
}

/**
 * The pools for the sector prize selects. A failure (network, 403 for a role without prize access,
 * 404 while the prizes API is not there) is not retried and becomes `unavailable`: the editor keeps
 * the pools already chosen and says why it cannot offer others.
 */
export function usePrizePools(): PrizePoolsState {
  const query = useQuery<PrizePool[]>({
    queryKey: usePrizePoolsKey(),
    queryFn: fetchPrizePools,
    retry: false,
    staleTime: 30_000,
  });
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'unavailable' };
  return { status: 'ready', pools: query.data };
}
