import { DEFAULT_UI_LANGUAGE, UI_LANGUAGES, type UiLanguage } from '@gc/contracts/ui-languages';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, sr } from '../locales/catalog.ts';

/** Builder UI languages (spec §2/§9), shared with the server (the leads CSV speaks them too). */
export const LANGUAGES = UI_LANGUAGES;
export type Language = UiLanguage;
export const DEFAULT_LANGUAGE: Language = DEFAULT_UI_LANGUAGE;
const STORAGE_KEY = 'gc_lang';

export function storedLanguage(): Language {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : DEFAULT_LANGUAGE;
}

export function changeLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEY, language);
  void i18n.changeLanguage(language);
}

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, sr: { translation: sr } },
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
