import type { PrizePool } from '@gc/contracts/prizes';
import { api } from '../../../lib/api-client.ts';
import { parsePoolsResponse } from './prize-pools-response.ts';

/** The company's prize pools with their remaining stock (GET /api/v1/prizes/pools). */
export async function fetchPrizePools(): Promise<PrizePool[]> {
  return parsePoolsResponse(await api<unknown>('/prizes/pools'));
}
