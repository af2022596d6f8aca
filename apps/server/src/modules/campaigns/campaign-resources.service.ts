import { REGISTRATION_TYPES } from '@gc/contracts/campaign-document';
import { CAMPAIGN_TYPES, isCalendarType } from '@gc/contracts/campaign-types';
import type { CampaignTemplate, CampaignTypeInfo } from '@gc/contracts/campaigns';
import { type CustomAttributeSchema, customAttributeSchemaSchema } from '@gc/contracts/custom-attributes';
import type { FlagMap } from '@gc/contracts/flags';
import { findGameDefinition } from '@gc/games/definitions';
import type { AppContext } from '../../lib/app-context.ts';
import type { Actor } from '../../plugins/auth.ts';
import { findCompany } from '../companies/companies.repo.ts';
import { effectiveFlags } from '../flags/flags.service.ts';
import { listTemplateCandidates } from './campaigns.repo.ts';

/**
 * Every type of §1 the company may create; the wizard can create those whose game is in the games
 * registry. With the CALENDAR flag off the calendars are not listed at all (the wizard shows what is listed).
 */
export function campaignTypes(flags: FlagMap): CampaignTypeInfo[] {
  const types = flags.CALENDAR ? CAMPAIGN_TYPES : CAMPAIGN_TYPES.filter((type) => !isCalendarType(type));
  return types.map((type) => {
    const game = findGameDefinition(type);
    const excluded = game?.excludedRegistrationTypes ?? [];
    return {
      type,
      isAvailable: game !== undefined,
      registrationTypes: REGISTRATION_TYPES.filter((registration) => !excluded.includes(registration)),
    };
  });
}

export async function companyTemplates(ctx: AppContext, actor: Actor, type: string): Promise<CampaignTemplate[]> {
  const own = await listTemplateCandidates(ctx.db, actor.companyId, type, 50);
  return [
    { id: 'default', name: 'Default template', isDefault: true, logoUrl: null },
    ...own.map((campaign) => ({ id: campaign.id, name: campaign.name, isDefault: false, logoUrl: campaign.logoUrl })),
  ];
}

/**
 * The custom outcome attribute schema a company's outcomes follow, or null when it has none, lacks
 * the showCustomOutcomeAttributes tag or has the CUSTOM_OUTCOME_ATTRIBUTES flag off (spec §6).
 */
export async function effectiveCustomAttributeSchema(
  ctx: AppContext,
  companyId: string,
): Promise<CustomAttributeSchema | null> {
  const company = await findCompany(ctx.db, companyId);
  if (!company?.tags.includes('showCustomOutcomeAttributes') || !company.customAttributeSchema) return null;
  const flags = await effectiveFlags(ctx.db, companyId);
  if (!flags.CUSTOM_OUTCOME_ATTRIBUTES) return null;
  const parsed = customAttributeSchemaSchema.safeParse(company.customAttributeSchema);
  return parsed.success ? parsed.data : null;
}
