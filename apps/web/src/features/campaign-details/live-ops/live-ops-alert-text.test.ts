import type { LiveOpsAlert } from '@gc/contracts/live-ops';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { en, sr } from '../../../locales/catalog.ts';
import { alertKey, alertText } from './live-ops-alert-text.ts';

async function translator(language: 'en' | 'sr') {
  const i18n = createInstance();
  await i18n.init({
    resources: { en: { translation: en }, sr: { translation: sr } },
    lng: language,
    interpolation: { escapeValue: false },
  });
  return (alert: LiveOpsAlert) => alertText(i18n.t, alert);
}

const SCRIPT = 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/131.0.0.0 Safari/537.36';
const agentBurst = (userAgent: string, hashed = false): LiveOpsAlert => ({
  kind: 'userAgentBurst',
  userAgent,
  hashed,
  plays: 31,
  total: 40,
  percent: 77.5,
  seconds: 60,
});

describe('the live view’s user agent burst alert', () => {
  it('names the user agent, its plays and its share of the minute, in English and Serbian', async () => {
    const [english, serbian] = await Promise.all([translator('en'), translator('sr')]);
    expect(english(agentBurst(SCRIPT))).toBe(
      `31 of the 40 plays within 60 seconds (77.5 %) came from one user agent (browser string): ${SCRIPT}`,
    );
    expect(serbian(agentBurst(SCRIPT))).toBe(
      `31 od 40 igara za 60 sekundi (77.5 %) došlo je od istog korisničkog agenta (oznake pregledača): ${SCRIPT}`,
    );
  });

  it('says why a cookieless page’s user agent is only a hash, and names a missing one', async () => {
    const english = await translator('en');
    expect(english(agentBurst('#AbCdEfGh', true))).toBe(
      '31 of the 40 plays within 60 seconds (77.5 %) came from one user agent. The page is cookieless, so only a daily hash of it is stored (#AbCdEfGh).',
    );
    expect(english(agentBurst(''))).toMatch(/: none sent$/);
  });

  it('keys an address burst and a user agent burst apart', () => {
    const address: LiveOpsAlert = { kind: 'playBurst', source: '203.0.113.x', plays: 31, seconds: 60 };
    expect(alertKey(agentBurst(SCRIPT))).not.toBe(alertKey(agentBurst('#AbCdEfGh', true)));
    expect(alertKey(address)).not.toBe(alertKey(agentBurst('203.0.113.x')));
  });
});
