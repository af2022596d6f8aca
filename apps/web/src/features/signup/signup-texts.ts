import i18n, { type Language } from '../../lib/i18n.ts';

type SignupTexts = { default: Record<string, unknown> };
const TEXTS: Record<Language, () => Promise<SignupTexts>> = {
  en: () => import('../../locales/signup/en.json'),
  sr: () => import('../../locales/signup/sr.json'),
};

/**
 * The sign-up pages' texts (catalog key `signup`), loaded with those pages and never with the log-in
 * page (its start-up bytes are at their budget). Every language at once, a kilobyte each: switching the
 * language on these pages then needs nothing more, and lib/i18n.ts stays as the log-in page has it.
 */
export async function loadSignupTexts(): Promise<void> {
  const languages = Object.keys(TEXTS) as Language[];
  const texts = await Promise.all(languages.map((language) => TEXTS[language]()));
  languages.forEach((language, index) => {
    i18n.addResourceBundle(language, 'translation', { signup: texts[index].default }, true, true);
  });
}
