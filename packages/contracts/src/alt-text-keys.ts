/**
 * The keys of document.altTexts[language]: the alternative text of each image the player shows.
 * They follow the `{page}.{field}` shape of the texts (textKey); the builder writes them and the player
 * reads them. Written out here rather than through textKey so that the player does not bundle zod.
 */
export const LOGO_ALT_KEY = 'style.logoImage';

/** The alternative text of the ad after a win (spec §3 Ads, document.ad). */
export const AD_IMAGE_ALT_KEY = 'ad.image';

/** The alternative text of an outcome's image, by outcome kind (e.g. `win.image`). */
export function outcomeImageAltKey(kind: string): string {
  return `${kind}.image`;
}
