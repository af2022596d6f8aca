import type { Release } from '@gc/contracts/publishing';
import type { ReleaseRow } from './publishing.repo.ts';

/** A release row as the API shows it; the frozen document and options stay on the server. */
export function toReleaseResponse(
  row: Pick<ReleaseRow, 'id' | 'campaignId' | 'number' | 'publishedAt' | 'publishedBy'>,
): Release {
  return {
    id: row.id,
    campaignId: row.campaignId,
    number: row.number,
    publishedAt: row.publishedAt.toISOString(),
    publishedBy: row.publishedBy,
  };
}
