import { describe, expect, it } from 'vitest';
import { CAMPAIGN_DEFAULT_TEXTS, type PageTextKey } from './campaign-default-texts.ts';
import { PAGE_TEXT_FIELDS, type TextPage, textKey } from './campaign-document.ts';
import {
  DEFAULT_TEXTS,
  defaultOutcomeContentFor,
  defaultTextsFor,
  newCampaignDocument,
} from './campaign-document-defaults.ts';
import { LANGUAGE_CODES } from './languages.ts';

const newDocument = (languages: Parameters<typeof newCampaignDocument>[0]['languages']) =>
  newCampaignDocument({ languages, registrationType: '', game: { version: 1, settings: {} } });

const PAGE_KEYS = (Object.keys(PAGE_TEXT_FIELDS) as TextPage[]).flatMap((page) =>
  PAGE_TEXT_FIELDS[page].map((field) => textKey(page, field) as PageTextKey),
);
/** Keys English deliberately leaves empty (the game fills its own page); no other text may be empty. */
const EMPTY_IN_ENGLISH = PAGE_KEYS.filter((key) => CAMPAIGN_DEFAULT_TEXTS.en.pages[key] === '');

describe('a new campaign document', () => {
  it('starts each language with its own texts: German in de, the unchanged English in en', () => {
    const document = newDocument(['de', 'en']);
    expect(document.texts.de).toMatchObject({
      'introduction.title': 'Spielen und gewinnen!',
      'register.title': 'Verraten Sie uns, wer Sie sind',
      'register.button': 'Weiter',
      'outcome.button': 'Zurück zum Start',
    });
    expect(document.texts.en).toEqual(DEFAULT_TEXTS);
    expect(document.texts.en).toMatchObject({
      'introduction.title': 'Play and win!',
      'register.title': 'Tell us who you are',
      'register.button': 'Continue',
      'outcome.button': 'Back to the start',
    });
    const win = document.outcomes.find((outcome) => outcome.kind === 'win');
    const lose = document.outcomes.find((outcome) => outcome.kind === 'lose');
    expect(win?.content.de).toEqual({
      title: 'Herzlichen Glückwunsch!',
      text: 'Sie haben gewonnen. Ihr Preis ist schon unterwegs.',
      image: null,
    });
    expect(win?.content.en).toEqual({
      title: 'Congratulations!',
      text: 'You have won. Your prize is on its way.',
      image: null,
    });
    expect(lose?.content.de?.title).toBe('Diesmal leider nicht');
    expect(lose?.content.en).toEqual({ title: 'Not this time', text: 'Better luck next time!', image: null });
  });

  it('gives every language a copy of its own, so editing one leaves the defaults alone', () => {
    const document = newDocument(['en', 'de']);
    if (document.texts.en) document.texts.en['introduction.title'] = 'Edited';
    expect(DEFAULT_TEXTS['introduction.title']).toBe('Play and win!');
    expect(newDocument(['en']).texts.en?.['introduction.title']).toBe('Play and win!');
  });

  it('titles an outcome kind without defaults by its kind, in every language', () => {
    const document = newCampaignDocument({
      languages: ['fr'],
      registrationType: '',
      game: { version: 1, settings: {} },
      outcomeKinds: ['win', 'jackpot'],
    });
    expect(document.outcomes[0].content.fr?.title).toBe('Félicitations !');
    expect(document.outcomes[1].content.fr).toEqual({ title: 'jackpot', text: '', image: null });
    expect(defaultOutcomeContentFor('toString', 'en')).toEqual({ title: 'toString', text: '', image: null });
  });
});

describe('the default texts of every language', () => {
  it.each(LANGUAGE_CODES)('%s has every page text, empty only where English is', (language) => {
    const texts = defaultTextsFor(language);
    expect(Object.keys(texts).sort()).toEqual([...PAGE_KEYS].sort());
    for (const key of PAGE_KEYS) {
      if (EMPTY_IN_ENGLISH.includes(key)) expect(texts[key], key).toBe('');
      else expect(texts[key]?.trim(), key).not.toBe('');
    }
  });

  it.each(LANGUAGE_CODES)('%s has a title and a text for winning and losing', (language) => {
    for (const kind of ['win', 'lose']) {
      const content = defaultOutcomeContentFor(kind, language);
      expect(content.title.trim(), kind).not.toBe('');
      expect(content.text.trim(), kind).not.toBe('');
    }
  });

  it.each(LANGUAGE_CODES.filter((language) => language !== 'en'))('%s is translated, not English', (language) => {
    const { pages, outcomes } = CAMPAIGN_DEFAULT_TEXTS[language];
    const english = CAMPAIGN_DEFAULT_TEXTS.en;
    for (const key of ['introduction.title', 'introduction.text', 'register.title', 'no-more-plays.text'] as const) {
      expect(pages[key], key).not.toBe(english.pages[key]);
    }
    expect(outcomes.win.title).not.toBe(english.outcomes.win.title);
    expect(outcomes.lose.text).not.toBe(english.outcomes.lose.text);
  });

  it('speaks each language as its players expect', () => {
    expect(defaultTextsFor('sr')['register.title']).toBe('Recite nam ko ste');
    expect(defaultTextsFor('sr')['game.title']).toMatch(/^[\p{Script=Latin}!\s]+$/u);
    expect(defaultTextsFor('bg')['game.title']).toMatch(/^[\p{Script=Cyrillic}!\s]+$/u);
    // European Portuguese: "prémio", not the Brazilian "prêmio".
    expect(defaultTextsFor('pt')['register.text']).toContain('prémio');
    expect(defaultTextsFor('es')['introduction.title']).toBe('¡Juega y gana!');
  });
});
