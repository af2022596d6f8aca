import { CAMPAIGN_DEFAULT_TEXTS, type DefaultOutcomeTexts } from './campaign-default-texts.ts';
import {
  CAMPAIGN_DOCUMENT_VERSION,
  type CampaignDocument,
  type CampaignPage,
  DEFAULT_REGISTRATION_OPTIONS,
  FLOW_PAGES,
  LINK_PAGES,
  NO_AD,
  type OutcomeContent,
  type RegistrationType,
} from './campaign-document.ts';
import { relinkPages } from './campaign-pages.ts';
import type { LanguageCode } from './languages.ts';

/** The English texts a new campaign starts with; every other language has its own (campaign-default-texts.ts). */
export const DEFAULT_TEXTS: Record<string, string> = { ...CAMPAIGN_DEFAULT_TEXTS.en.pages };

/** The page texts a language starts with, as a fresh copy the caller may change. */
export function defaultTextsFor(language: LanguageCode): Record<string, string> {
  return { ...CAMPAIGN_DEFAULT_TEXTS[language].pages };
}

/** The content an outcome of this kind starts with in a language; a kind without defaults is titled by its kind. */
export function defaultOutcomeContentFor(kind: string, language: LanguageCode): OutcomeContent {
  const outcomes: Record<string, DefaultOutcomeTexts> = CAMPAIGN_DEFAULT_TEXTS[language].outcomes;
  // Own keys only: a kind named like an Object method must not pick up the prototype's.
  const content = Object.hasOwn(outcomes, kind) ? outcomes[kind] : { title: kind, text: '' };
  return { ...content, image: null };
}

export type NewDocumentInput = {
  languages: readonly LanguageCode[];
  registrationType: RegistrationType;
  /** The game type's settings document (its definition's defaults and version). */
  game: { version: number; settings: unknown };
  /** The outcomes the game ends on; win and lose when it does not say. */
  outcomeKinds?: readonly string[];
};

export function newCampaignDocument(input: NewDocumentInput): CampaignDocument {
  const pages: CampaignPage[] = [
    ...FLOW_PAGES.map((key) => ({
      key,
      type: 'page' as const,
      // A campaign without registration has no register page in its flow.
      included: !(key === 'register' && input.registrationType === 'noDelivery'),
      nextPage: null,
    })),
    ...LINK_PAGES.map((key) => ({ key, type: 'external' as const, included: true, nextPage: null })),
  ];
  const texts = Object.fromEntries(input.languages.map((language) => [language, defaultTextsFor(language)]));
  const kinds = input.outcomeKinds ?? ['win', 'lose'];
  return {
    version: CAMPAIGN_DOCUMENT_VERSION,
    pages: relinkPages(pages),
    registrationType: input.registrationType,
    registrationOptions: { ...DEFAULT_REGISTRATION_OPTIONS },
    languageOptions: { languages: [...input.languages], defaultLanguage: input.languages[0] },
    styleOptions: {
      logoImage: null,
      backgroundImage: null,
      backgroundImageMobile: null,
      colors: { primary: '#7048e8', background: '#ffffff', text: '#1a1b1e', buttonText: '#ffffff' },
      fontFamily: 'Montserrat',
      customFontUrl: null,
      brand: null,
    },
    texts,
    altTexts: Object.fromEntries(input.languages.map((language) => [language, {}])),
    externalLinks: Object.fromEntries(
      LINK_PAGES.map((key) => [
        key,
        { source: 'external' as const, links: input.languages.map((languageId) => ({ languageId, url: '' })) },
      ]),
    ),
    outcomes: kinds.map((kind, orderNumber) => ({
      id: kind,
      kind,
      orderNumber,
      content: Object.fromEntries(
        input.languages.map((language) => [language, defaultOutcomeContentFor(kind, language)]),
      ),
      customAttributes: null,
    })),
    game: input.game,
    ad: { ...NO_AD },
  };
}
