import { DEFAULT_UI_LANGUAGE, UI_LANGUAGES, type UiLanguage } from '@gc/contracts/ui-languages';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Catalog } from '../locales/catalog-en.ts';

/** Builder UI languages (spec §2/§9), shared with the server (the leads CSV speaks them too). */
export const LANGUAGES = UI_LANGUAGES;
export type Language = UiLanguage;
export const DEFAULT_LANGUAGE: Language = DEFAULT_UI_LANGUAGE;
const STORAGE_KEY = 'gc_lang';

/**
 * One chunk per language, loaded when chosen: a user reads one language, and both together were a
 * tenth of the start-up JavaScript (issue 18). Serbian is complete (locales.test.ts), so English is not
 * loaded behind it as a fallback.
 */
const CATALOGS: Record<Language, () => Promise<Catalog>> = {
  en: () => import('../locales/catalog-en.ts').then((module) => module.en),
  sr: () => import('../locales/catalog-sr.ts').then((module) => module.sr),
};

export function storedLanguage(): Language {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : DEFAULT_LANGUAGE;
}

/** Makes a language's texts available (once); main.tsx awaits the stored one before the first render. */
export async function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await CATALOGS[language]());
}

/** Switches once the language's texts are here, so that no screen shows keys meanwhile. */
export async function changeLanguage(language: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEY, language);
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
