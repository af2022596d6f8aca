import type { PublishChecklist } from '@gc/contracts/publish-checklist';
import { useQuery } from '@tanstack/react-query';
import { useCompanyViewId } from '../../app/use-company-view.ts';
import { api } from '../../lib/api-client.ts';

/** GET /build/checklist/{campaignId}: the publish checklist of the saved draft. */
export const fetchChecklist = (campaignId: string, expectedPlays: number | null) =>
  api<PublishChecklist>(`/build/checklist/${encodeURIComponent(campaignId)}`, {
    query: { expectedPlays: expectedPlays ?? undefined },
  });

export const CHECKLIST_KEY = 'publish-checklist';

/** Fetched each time the publish dialog opens (the draft may have changed since), never from an old answer. */
export function useChecklist(campaignId: string, expectedPlays: number | null, isEnabled: boolean) {
  const [companyViewId] = useCompanyViewId();
  return useQuery({
    queryKey: [CHECKLIST_KEY, companyViewId, campaignId, expectedPlays],
    queryFn: () => fetchChecklist(campaignId, expectedPlays),
    enabled: isEnabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
