import type { ChecklistItem } from '@gc/contracts/publish-checklist';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { en, sr } from '../../locales/catalog.ts';
import { checklistItemText } from './checklist-text.ts';

async function translator(language: 'en' | 'sr') {
  const i18n = createInstance();
  await i18n.init({
    resources: { en: { translation: en }, sr: { translation: sr } },
    lng: language,
    interpolation: { escapeValue: false },
  });
  return (item: ChecklistItem) => checklistItemText(item, i18n.t, (key) => i18n.exists(key));
}

const item = (code: string, params: ChecklistItem['params']): ChecklistItem => ({
  code,
  severity: 'warning',
  field: null,
  params,
  message: 'The server’s English.',
});

describe('checklistItemText', () => {
  it('translates a game’s own code and the platform’s, with language names and translated words', async () => {
    const [english, serbian] = await Promise.all([translator('en'), translator('sr')]);
    const label = item('wheel.prizeLabelWithoutPrize', { position: 3, label: 'Prize 2' });
    expect(english(label)).toBe(
      'Sector 3 ("Prize 2") is labelled as a prize but gives none: a losing spin may stop on it. Choose its prize or change its text.',
    );
    expect(serbian(label)).toBe(
      'Sektor 3 („Prize 2“) je označen kao nagrada, ali je ne daje: okretanje bez dobitka može da stane na njemu. Izaberite mu nagradu ili promenite tekst.',
    );
    const texts = item('missingTexts', { language: 'de', fallback: 'en', part: 'game', count: 8 });
    expect(english(texts)).toBe('Deutsch misses 8 game texts: its players see them in English.');
    expect(serbian(texts)).toBe('Deutsch: nedostaju tekstovi igre (8), pa ih igrači vide na jeziku English.');
  });

  it('shows the day a prize runs out as the builder shows dates, in both languages', async () => {
    const [english, serbian] = await Promise.all([translator('en'), translator('sr')]);
    const runsOut = item('prizeStockRunsOut', { pool: 'Mugs', date: '2026-03-09', playsPerDay: 100, unit: 'codes' });
    expect(english(runsOut)).toBe(
      '"Mugs" runs out on 09.03.2026 at 100 plays a day: from then its winners lose. Add codes or lower the odds.',
    );
    expect(serbian(runsOut)).toBe(
      'Zaliha za „Mugs“ nestaje 09.03.2026 uz 100 igranja dnevno: od tada njeni dobitnici gube. Dodajte još kodova ili smanjite šanse.',
    );
  });

  it('shows the server’s message for a code this builder does not know', async () => {
    expect((await translator('sr'))(item('quiz.noQuestions', {}))).toBe('The server’s English.');
  });
});
