import type { AnalyticsOptions } from '@gc/contracts/analytics-collect';
import { cachedLocale } from './locale-cache.ts';

/**
 * The page's privacy notice of what it collects (issue 16), one sentence per analytics level and for
 * cookieless. English here; a language without its own sentences (every one but Serbian so far) shows
 * the English ones, as the player does for any word it lacks, rather than no notice at all.
 */
export type AnalyticsStrings = {
  level0: string;
  level1: string;
  level2: string;
  level2Cookieless: string;
  level3: string;
  level3Cookieless: string;
};

const en: AnalyticsStrings = {
  level0: 'This page collects no statistics about your visit.',
  level1: 'This page counts visits and plays anonymously; nothing identifies you.',
  level2:
    'This page counts visits and plays, and recognises returning visitors by a random number kept in this browser.',
  level2Cookieless:
    'This page counts visits and plays, and unique visitors of a day by a hash that changes daily, without cookies or anything stored in your browser.',
  level3:
    'This page counts visits, plays and the pages you see, with your device type, language, the site that linked here and the campaign link, and recognises returning visitors by a random number kept in this browser.',
  level3Cookieless:
    'This page counts visits, plays and the pages you see, with your device type, language, the site that linked here and the campaign link; unique visitors of a day are told apart by a hash that changes daily, without cookies or anything stored in your browser.',
};

export function analyticsNotice(language: string, { level, cookieless }: AnalyticsOptions): string {
  const strings = cachedLocale(language)?.analytics ?? en;
  if (level === 0) return strings.level0;
  if (level === 1) return strings.level1;
  if (level === 2) return cookieless ? strings.level2Cookieless : strings.level2;
  return cookieless ? strings.level3Cookieless : strings.level3;
}
