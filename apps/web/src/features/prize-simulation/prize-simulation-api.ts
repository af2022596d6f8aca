import type { PrizeSimulation } from '@gc/contracts/prize-simulation';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** GET /build/prize-simulation/{campaignId}: the saved draft's prizes simulated at the plays per day. */
export const fetchPrizeSimulation = (campaignId: string, playsPerDay: number) =>
  api<PrizeSimulation>(`/build/prize-simulation/${encodeURIComponent(campaignId)}`, { query: { playsPerDay } });

/** Run on demand (the Run button), never in the background: the answer is for the stock of that moment. */
export function useRunPrizeSimulation(campaignId: string) {
  return useMutation({ mutationFn: (playsPerDay: number) => fetchPrizeSimulation(campaignId, playsPerDay) });
}
