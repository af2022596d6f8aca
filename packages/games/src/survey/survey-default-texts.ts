import type { LanguageCode } from '@gc/contracts/languages';

/**
 * The words a new survey starts with, so that the marketer edits rather than types. English and
 * Serbian (the builder's languages); a campaign in another language starts from the English words
 * and the publish checklist asks for its own.
 */
type SurveyDefaultTexts = {
  heardOf: string;
  heardOfAnswers: readonly [string, string, string];
  uses: string;
  usesAnswers: readonly [string, string, string];
  recommend: string;
  better: string;
  thanksTitle: string;
  thanksText: string;
};

const DEFAULT_TEXTS: Partial<Record<LanguageCode, SurveyDefaultTexts>> & { en: SurveyDefaultTexts } = {
  en: {
    heardOf: 'How did you hear about us?',
    heardOfAnswers: ['Social media', 'From a friend', 'In a shop'],
    uses: 'Which of our products do you use?',
    usesAnswers: ['Product A', 'Product B', 'Product C'],
    recommend: 'How likely are you to recommend us to a friend?',
    better: 'What could we do better?',
    thanksTitle: 'Thank you!',
    thanksText: 'Your answers help us improve.',
  },
  sr: {
    heardOf: 'Kako ste saznali za nas?',
    heardOfAnswers: ['Društvene mreže', 'Od prijatelja', 'U prodavnici'],
    uses: 'Koje naše proizvode koristite?',
    usesAnswers: ['Proizvod A', 'Proizvod B', 'Proizvod C'],
    recommend: 'Koliko je verovatno da biste nas preporučili prijatelju?',
    better: 'Šta bismo mogli da uradimo bolje?',
    thanksTitle: 'Hvala vam!',
    thanksText: 'Vaši odgovori nam pomažu da budemo bolji.',
  },
};

type TextKey = Exclude<keyof SurveyDefaultTexts, 'heardOfAnswers' | 'usesAnswers'>;

/** One default text in each language. */
export function surveyText(languages: readonly LanguageCode[], key: TextKey): Record<string, string> {
  return Object.fromEntries(
    languages.map((language) => [language, (DEFAULT_TEXTS[language] ?? DEFAULT_TEXTS.en)[key]]),
  );
}

/** The n-th (0-based) default answer of a question in each language. */
export function surveyAnswerText(
  languages: readonly LanguageCode[],
  key: 'heardOfAnswers' | 'usesAnswers',
  n: number,
): Record<string, string> {
  return Object.fromEntries(
    languages.map((language) => [language, (DEFAULT_TEXTS[language] ?? DEFAULT_TEXTS.en)[key][n]]),
  );
}
