import type { AnalyticsStrings } from './analytics-strings.ts';
import type { ChromeStrings } from './chrome-strings.ts';
import type { PlayStrings } from './play-strings.ts';
import type { ProblemStrings } from './problem-strings.ts';
import type { VerifyStrings } from './verify-strings.ts';
import type { WalletStrings } from './wallet-strings.ts';

/**
 * All of the player's own words in one language: one module (and one chunk) per language in
 * locales/, so a player downloads only the language they see.
 */
export type Locale = {
  chrome: ChromeStrings;
  play: PlayStrings;
  problem: ProblemStrings;
  verify: VerifyStrings;
  wallet: WalletStrings;
  /** The privacy notice of what the page collects; English where a language has none yet. */
  analytics?: AnalyticsStrings;
};
