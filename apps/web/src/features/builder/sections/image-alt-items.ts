import { AD_IMAGE_ALT_KEY, LOGO_ALT_KEY, outcomeImageAltKey } from '@gc/contracts/alt-text-keys';
import type { CampaignDocument } from '@gc/contracts/campaign-document';
import type { LanguageCode } from '@gc/contracts/languages';

/**
 * An image the player shows as an image (not as a background) and so can describe: the logo, and
 * the picture of each result page, and the ad after a win. `urls` holds the image per language it appears in.
 */
export type ImageAltItem = {
  altKey: string;
  source: { kind: 'logo' } | { kind: 'ad' } | { kind: 'outcome'; outcomeKind: string };
  urls: Partial<Record<LanguageCode, string>>;
};

/**
 * Every describable image in the given languages. Outcome alt texts are keyed by kind (the result
 * page the player shows), so outcomes of one kind share one; the first in order stands for them.
 */
export function imageAltItems(document: CampaignDocument, languages: readonly LanguageCode[]): ImageAltItem[] {
  const items: ImageAltItem[] = [];
  const logo = document.styleOptions.logoImage;
  if (logo) {
    items.push({
      altKey: LOGO_ALT_KEY,
      source: { kind: 'logo' },
      urls: Object.fromEntries(languages.map((language) => [language, logo])),
    });
  }
  const seenKinds = new Set<string>();
  for (const outcome of [...document.outcomes].sort((a, b) => a.orderNumber - b.orderNumber)) {
    if (seenKinds.has(outcome.kind)) continue;
    const urls: Partial<Record<LanguageCode, string>> = {};
    for (const language of languages) {
      const image = outcome.content[language]?.image;
      if (image) urls[language] = image;
    }
    if (Object.keys(urls).length === 0) continue;
    seenKinds.add(outcome.kind);
    items.push({
      altKey: outcomeImageAltKey(outcome.kind),
      source: { kind: 'outcome', outcomeKind: outcome.kind },
      urls,
    });
  }
  // A document read before ads existed has none (the server migrates it; the working copy may lag).
  const ad = document.ad?.imageUrl;
  if (ad) {
    items.push({
      altKey: AD_IMAGE_ALT_KEY,
      source: { kind: 'ad' },
      urls: Object.fromEntries(languages.map((language) => [language, ad])),
    });
  }
  return items;
}
