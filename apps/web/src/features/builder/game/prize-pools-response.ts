import { pageOf } from '@gc/contracts/paging';
import { type PrizePool, prizePoolSchema } from '@gc/contracts/prizes';
import { z } from 'zod';

/** The prizes API may answer with the pools or with a page of them; both are read. */
const poolsResponseSchema = z.union([z.array(prizePoolSchema), pageOf(prizePoolSchema)]);

/** The pools of an answer of GET /prizes/pools; throws on anything else, which the editor shows as unavailable. */
export function parsePoolsResponse(data: unknown): PrizePool[] {
  const parsed = poolsResponseSchema.parse(data);
  return Array.isArray(parsed) ? parsed : parsed.items;
}
