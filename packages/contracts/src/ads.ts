import { z } from 'zod';
import { adSchema } from './campaign-document.ts';
import { languageCodeSchema } from './languages.ts';
import { MAX_TEXT_LENGTH } from './validation.ts';

/**
 * Spec §7 "GET and PUT /campaigns/{id}/ads" (retailer game types): the campaign's ad after a win, its
 * image and link (document.ad) with the image's alternative text per campaign language.
 */
export const campaignAdsSchema = adSchema.extend({
  altTexts: z.partialRecord(languageCodeSchema, z.string().trim().max(MAX_TEXT_LENGTH)),
});
export type CampaignAds = z.infer<typeof campaignAdsSchema>;
