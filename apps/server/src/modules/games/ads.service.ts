import type { CampaignAds } from '@gc/contracts/ads';
import { AD_IMAGE_ALT_KEY } from '@gc/contracts/alt-text-keys';
import type { CampaignDocument } from '@gc/contracts/campaign-document';
import type { LanguageCode } from '@gc/contracts/languages';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import { readDocument } from '../campaigns/campaign-document.service.ts';
import { saveCampaignDraft } from '../campaigns/campaign-drafts.service.ts';
import { type CampaignRow, findCompanyCampaign } from '../campaigns/campaigns.repo.ts';
import { campaignNotFound } from '../campaigns/campaigns.service.ts';

/**
 * Spec §3 Ads names the retailers' games, but every game here carries the common game settings, so the
 * win page of any of them shows the ad when its `showAdAfterWin` is on: no game type is refused.
 */
function found(row: CampaignRow | undefined): CampaignRow {
  if (!row) throw campaignNotFound();
  return row;
}

function adsOf(document: CampaignDocument): CampaignAds {
  const altTexts: CampaignAds['altTexts'] = {};
  for (const language of document.languageOptions.languages) {
    altTexts[language] = document.altTexts[language]?.[AD_IMAGE_ALT_KEY] ?? '';
  }
  return { ...document.ad, altTexts };
}

export async function getCampaignAds(ctx: AppContext, actor: Actor, campaignId: string): Promise<CampaignAds> {
  const row = found(await findCompanyCampaign(ctx.db, actor.companyId, campaignId));
  return adsOf(readDocument(row.document));
}

/**
 * Saves the ad into the draft through the campaigns module (which checks the whole document, so a link
 * that is not a web address is named there); it goes live with the next publish, like every draft edit.
 * Alternative texts of languages the campaign does not have are refused rather than kept unseen.
 */
export async function saveCampaignAds(
  ctx: AppContext,
  actor: Actor,
  campaignId: string,
  ads: CampaignAds,
): Promise<CampaignAds> {
  const row = found(await findCompanyCampaign(ctx.db, actor.companyId, campaignId));
  const languages = readDocument(row.document).languageOptions.languages;
  const foreign = (Object.keys(ads.altTexts) as LanguageCode[]).filter((language) => !languages.includes(language));
  if (foreign.length > 0) {
    const violations = foreign.map((language) => ({
      field: `altTexts.${language}`,
      message: 'This campaign has no such language.',
    }));
    throw new AppError('VALIDATION_FAILED', 400, violations[0].message, { violations });
  }
  const altTexts = Object.fromEntries(
    Object.entries(ads.altTexts).map(([language, text]) => [language, { [AD_IMAGE_ALT_KEY]: text }]),
  );
  const draft = await saveCampaignDraft(ctx, actor, campaignId, {
    changes: { ad: { imageUrl: ads.imageUrl, linkUrl: ads.linkUrl }, altTexts },
  });
  return adsOf(draft.document);
}
