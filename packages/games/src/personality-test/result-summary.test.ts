import { describe, expect, it } from 'vitest';
import { gamePublicSettings, gameResultSummary } from '../core/game-capabilities.ts';
import { type PersonalityTestSettings, personalityTest } from './definition.ts';
import { personalityResultSummary } from './result-summary.ts';

const DEFAULTS = personalityTest.defaults;
/** The defaults whose second personality is the explorer, in English and German (no German picture). */
const SETTINGS: PersonalityTestSettings = {
  ...DEFAULTS,
  personalities: [
    DEFAULTS.personalities[0],
    {
      ...DEFAULTS.personalities[1],
      name: { en: 'Explorer', de: 'Entdecker' },
      title: { en: 'You are an explorer', de: 'Du bist ein Entdecker' },
      text: { en: 'New places call you.' },
      imageUrl: { en: '/api/assets/explorer.png' },
    },
    { ...DEFAULTS.personalities[2], name: { en: 'Thinker' }, title: {}, text: {}, imageUrl: {} },
  ],
};

describe('the personality test result summary', () => {
  it('shows the personality the play ended on', () => {
    expect(personalityResultSummary(SETTINGS, { personalityId: 'personality-2' }, 'en', 'en')).toEqual({
      title: 'You are an explorer',
      text: 'New places call you.',
      imageUrl: '/api/assets/explorer.png',
    });
  });

  it('speaks the player’s language, the default language filling the gaps', () => {
    expect(personalityResultSummary(SETTINGS, { personalityId: 'personality-2' }, 'de', 'en')).toEqual({
      title: 'Du bist ein Entdecker',
      text: 'New places call you.',
      imageUrl: '/api/assets/explorer.png',
    });
  });

  it('names the personality when it has no title', () => {
    expect(personalityResultSummary(SETTINGS, { personalityId: 'personality-3' }, 'de', 'en')).toEqual({
      title: 'Thinker',
    });
  });

  it('shows nothing without a personality, for one the settings do not know, or for another game’s result', () => {
    expect(personalityResultSummary(SETTINGS, { personalityId: null }, 'en', 'en')).toBeNull();
    expect(personalityResultSummary(SETTINGS, { personalityId: 'personality-9' }, 'en', 'en')).toBeNull();
    expect(personalityResultSummary(SETTINGS, { score: 2, outOf: 3, outcomeId: 'outcome-2' }, 'en', 'en')).toBeNull();
    expect(personalityResultSummary(undefined, { personalityId: 'personality-2' }, 'en', 'en')).toBeNull();
  });

  it('reads what the public settings carry, which keep the personalities’ texts', () => {
    const shown = gamePublicSettings(personalityTest, SETTINGS);
    expect(gameResultSummary(personalityTest, shown, { personalityId: 'personality-2' }, 'en', 'en')).toEqual(
      personalityResultSummary(SETTINGS, { personalityId: 'personality-2' }, 'en', 'en'),
    );
  });
});
