import type { PublishChecklist } from '@gc/contracts/publish-checklist';
import { useQuery } from '@tanstack/react-query';
import { useCompanyViewId } from '../../app/use-company-view.ts';
import { api } from '../../lib/api-client.ts';

/** GET /build/checklist/{campaignId}: the publish checklist of the saved draft. */
export const fetchChecklist = (campaignId: string, plays: ExpectedPlays) =>
  api<PublishChecklist>(`/build/checklist/${encodeURIComponent(campaignId)}`, {
    query: { expectedPlays: plays.total ?? undefined, playsPerDay: plays.perDay ?? undefined },
  });

/** What the marketer expects, both optional: plays in all (stock against odds) and a day (the prize simulation). */
export type ExpectedPlays = { total: number | null; perDay: number | null };

export const CHECKLIST_KEY = 'publish-checklist';

/** Fetched each time the publish dialog opens (the draft may have changed since), never from an old answer. */
export function useChecklist(campaignId: string, plays: ExpectedPlays, isEnabled: boolean) {
  const [companyViewId] = useCompanyViewId();
  return useQuery({
    queryKey: [CHECKLIST_KEY, companyViewId, campaignId, plays.total, plays.perDay],
    queryFn: () => fetchChecklist(campaignId, plays),
    enabled: isEnabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
