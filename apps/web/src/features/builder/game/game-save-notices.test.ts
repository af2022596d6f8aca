import type { CampaignDraft } from '@gc/contracts/campaigns';
import { QUIZ_DEFAULTS } from '@gc/games/quiz/definition';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { en, sr } from '../../../locales/catalog.ts';
import { gameSaveNotices } from './game-save-notices.ts';
import { layoutText } from './layout-text.ts';

/** A saved draft of `type` with these settings and the server's gameChanges. */
const draftOf = (type: string, settings: unknown, gameChanges?: CampaignDraft['gameChanges']) =>
  ({ campaign: { campaignType: type }, document: { game: { version: 1, settings } }, gameChanges }) as CampaignDraft;

const lowered = { numOfQuestionsChanged: true, questionsLimitChanged: true };
const twoOfTwo = { ...QUIZ_DEFAULTS, questionsLimitEnabled: true, questionsLimit: 2 };

describe('the notices after a save the game changed', () => {
  it.each(['quiz', 'guess-the-picture'])(
    '%s: tells the marketer the question limit was lowered, in en and sr',
    async (type) => {
      const [notice, ...more] = gameSaveNotices(draftOf(type, twoOfTwo, lowered));
      expect(more).toEqual([]);
      const i18n = i18next.createInstance();
      await i18n.init({ lng: 'en', resources: { en: { translation: en }, sr: { translation: sr } } });
      const inEnglish = i18n.getFixedT('en');
      const inSerbian = i18n.getFixedT('sr');
      expect(layoutText(inEnglish, notice.titleKey)).toBe('Questions per play lowered');
      expect(layoutText(inEnglish, notice.key, notice.values)).toBe(
        'The number of questions per play was lowered to 2, because that is how many questions the game now has.',
      );
      expect(layoutText(inSerbian, notice.key, notice.values)).toBe(
        'Broj pitanja po igri je smanjen na 2, jer igra sada ima toliko pitanja.',
      );
    },
  );

  it('says nothing when the limit stayed, for a save without a game part, or for a game without notices', () => {
    expect(
      gameSaveNotices(draftOf('quiz', twoOfTwo, { numOfQuestionsChanged: true, questionsLimitChanged: false })),
    ).toEqual([]);
    expect(gameSaveNotices(draftOf('quiz', twoOfTwo))).toEqual([]);
    expect(gameSaveNotices(draftOf('spin-the-wheel', {}, lowered))).toEqual([]);
  });
});
