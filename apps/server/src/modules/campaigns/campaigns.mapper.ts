import type { CampaignType } from '@gc/contracts/campaign-types';
import type { Campaign, CampaignStatus } from '@gc/contracts/campaigns';
import { toLanguage, uniqueLanguages } from '@gc/contracts/languages';
import type { CampaignListRow } from './campaigns.repo.ts';

/** The one place a campaign row becomes its API shape; the document and internal columns stay inside. */
export function toCampaignResponse(row: CampaignListRow): Campaign {
  return {
    id: row.id,
    name: row.name,
    campaignType: row.type as CampaignType,
    status: row.status as CampaignStatus,
    tags: row.tags,
    createdDate: row.createdAt.toISOString(),
    startDate: row.startDate?.toISOString() ?? null,
    endDate: row.endDate?.toISOString() ?? null,
    logoUrl: row.logoUrl,
    demoUrl: row.demoUrl,
    productionUrl: row.productionUrl,
    slug: row.slug,
    // Each once: campaigns created with a language twice (before issue 9) list it once, as their draft reads.
    languages: uniqueLanguages(row.languages).map(toLanguage),
    isTailorMade: row.isTailorMade,
    templateId: row.templateId,
  };
}
