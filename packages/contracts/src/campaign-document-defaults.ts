import {
  CAMPAIGN_DOCUMENT_VERSION,
  type CampaignDocument,
  type CampaignPage,
  FLOW_PAGES,
  LINK_PAGES,
  type RegistrationType,
  textKey,
} from './campaign-document.ts';
import { relinkPages } from './campaign-pages.ts';
import type { LanguageCode } from './languages.ts';

/** The texts a new campaign starts with; every language starts from these until the marketer translates. */
export const DEFAULT_TEXTS: Record<string, string> = {
  [textKey('introduction', 'title')]: 'Play and win!',
  [textKey('introduction', 'text')]: 'Try your luck: every player has a chance to win one of our prizes.',
  [textKey('introduction', 'button')]: 'Start',
  [textKey('register', 'title')]: 'Tell us who you are',
  [textKey('register', 'text')]: 'We need your details to send you your prize.',
  [textKey('register', 'button')]: 'Continue',
  [textKey('game', 'title')]: 'Good luck!',
  [textKey('game', 'text')]: '',
  [textKey('outcome', 'button')]: 'Back to the start',
  [textKey('no-more-plays', 'title')]: 'No more plays today',
  [textKey('no-more-plays', 'text')]: 'You have used all your plays. Come back tomorrow!',
  [textKey('campaign-expired', 'title')]: 'This campaign has ended',
  [textKey('campaign-expired', 'text')]: 'Thank you for your interest. Look out for our next campaign!',
};

const DEFAULT_OUTCOME_CONTENT = {
  win: { title: 'Congratulations!', text: 'You have won. Your prize is on its way.' },
  lose: { title: 'Not this time', text: 'Better luck next time!' },
} as const;

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
  const texts = Object.fromEntries(input.languages.map((language) => [language, { ...DEFAULT_TEXTS }]));
  const kinds = input.outcomeKinds ?? ['win', 'lose'];
  return {
    version: CAMPAIGN_DOCUMENT_VERSION,
    pages: relinkPages(pages),
    registrationType: input.registrationType,
    languageOptions: { languages: [...input.languages], defaultLanguage: input.languages[0] },
    styleOptions: {
      logoImage: null,
      backgroundImage: null,
      backgroundImageMobile: null,
      colors: { primary: '#7048e8', background: '#ffffff', text: '#1a1b1e', buttonText: '#ffffff' },
      fontFamily: 'Montserrat',
      customFontUrl: null,
    },
    texts,
    altTexts: Object.fromEntries(input.languages.map((language) => [language, {}])),
    externalLinks: Object.fromEntries(
      LINK_PAGES.map((key) => [
        key,
        { source: 'external' as const, links: input.languages.map((languageId) => ({ languageId, url: '' })) },
      ]),
    ),
    outcomes: kinds.map((kind, orderNumber) => {
      const content = DEFAULT_OUTCOME_CONTENT[kind as keyof typeof DEFAULT_OUTCOME_CONTENT] ?? {
        title: kind,
        text: '',
      };
      return {
        id: kind,
        kind,
        orderNumber,
        content: Object.fromEntries(input.languages.map((language) => [language, { ...content, image: null }])),
        customAttributes: null,
      };
    }),
    game: input.game,
  };
}
