import { DEFAULT_UI_LANGUAGE, UI_LANGUAGES, type UiLanguage } from '@gc/contracts/ui-languages';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Builder UI languages (spec §2/§9), shared with the server (the leads CSV speaks them too). */
export const LANGUAGES = UI_LANGUAGES;
export type Language = UiLanguage;
export const DEFAULT_LANGUAGE: Language = DEFAULT_UI_LANGUAGE;
const STORAGE_KEY = 'gc_lang';

type Texts = Record<string, unknown>;

/**
 * Texts load in parts, one language at a time (issue 18: both languages whole were a tenth of the
 * start-up JavaScript): the core file before the first render, the feature areas with the signed-in
 * frame (routes.tsx). Serbian is complete (locales.test.ts), so English is not loaded behind it.
 */
const CORE: Record<Language, () => Promise<Texts>> = {
  en: () => import('../locales/en.json').then((module) => module.default),
  sr: () => import('../locales/sr.json').then((module) => module.default),
};
const AREAS: Record<Language, () => Promise<Texts>> = {
  en: () => import('../locales/areas-en.ts').then((module) => module.enAreas),
  sr: () => import('../locales/areas-sr.ts').then((module) => module.srAreas),
};

const loaded = new Map<string, Promise<void>>();
function loadPart(language: Language, part: 'core' | 'areas'): Promise<void> {
  const key = `${language}:${part}`;
  let loading = loaded.get(key);
  if (!loading) {
    loading = (part === 'core' ? CORE : AREAS)[language]().then((texts) => {
      i18n.addResourceBundle(language, 'translation', texts, true, true);
    });
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

let isFeatureTextsWanted = false;

export function storedLanguage(): Language {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : DEFAULT_LANGUAGE;
}

/**
 * Makes a language's texts available: its core, and its feature areas once the signed-in frame wanted
 * them (or when asked). main.tsx awaits the stored language before the first render.
 */
export async function loadLanguage(
  language: Language,
  { withFeatures = isFeatureTextsWanted }: { withFeatures?: boolean } = {},
): Promise<void> {
  await Promise.all([loadPart(language, 'core'), withFeatures && loadPart(language, 'areas')]);
}

/** The feature areas' texts in the current language, loaded with the signed-in frame (routes.tsx). */
export function loadFeatureTexts(): Promise<void> {
  isFeatureTextsWanted = true;
  return loadLanguage((i18n.language as Language | undefined) ?? storedLanguage());
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
