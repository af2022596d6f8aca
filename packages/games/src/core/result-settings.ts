import type { CommonGameSettings } from './common-settings.ts';

/**
 * The common settings (common-settings.ts) that shape what follows a play, read for the player app.
 * The settings may be the builder's unvalidated working copy, and zod would cost the player bundle
 * more than the game itself, so this reads them defensively instead: anything missing or malformed
 * gets the §9 default. Only a type is imported from common-settings.ts, so no zod comes along.
 */
export type ResultSettings = {
  /** showWinPageAfter: seconds between the game showing its result and the result page (§9: 2). */
  resultDelaySeconds: number;
  /** noWinIcon: an icon for the lose page, as stored (the player checks it is an address it may load). */
  noWinIcon: string | null;
  /** showConfettiFirework / showConfettiSnow: confetti when the win page opens. */
  confetti: { firework: boolean; snow: boolean };
  /** showAdAfterWin: the campaign's ad (document.ad) on the win page. */
  showsAdAfterWin: boolean;
};

/** §9 showWinPageAfter default, and the schema's bound (common-settings.ts). */
const DEFAULT_DELAY_SECONDS = 2;
const MAX_DELAY_SECONDS = 60;

const isObject = (value: unknown): value is Partial<Record<keyof CommonGameSettings, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function readResultSettings(settings: unknown): ResultSettings {
  const value = isObject(settings) ? settings : {};
  const delay = value.showWinPageAfter;
  return {
    resultDelaySeconds:
      typeof delay === 'number' && Number.isFinite(delay)
        ? Math.min(MAX_DELAY_SECONDS, Math.max(0, delay))
        : DEFAULT_DELAY_SECONDS,
    noWinIcon: typeof value.noWinIcon === 'string' && value.noWinIcon !== '' ? value.noWinIcon : null,
    confetti: { firework: value.showConfettiFirework === true, snow: value.showConfettiSnow === true },
    showsAdAfterWin: value.showAdAfterWin === true,
  };
}

/** isNewsletterSubscriptionEnabled: the registration form offers the newsletter (an optional consent). */
export function asksNewsletterConsent(settings: unknown): boolean {
  return isObject(settings) && settings.isNewsletterSubscriptionEnabled === true;
}
