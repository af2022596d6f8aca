import type { LanguageCode } from '@gc/contracts/languages';
import type { Locale } from './locale.ts';

type OtherLanguage = Exclude<LanguageCode, 'en'>;

/**
 * One chunk per language, English being in the entry (the *-strings.ts files). Written out rather than
 * a template import() so each is a typed, named chunk, and a campaign language without its words fails
 * the typecheck.
 */
const LOADERS: Record<OtherLanguage, () => Promise<{ default: Locale }>> = {
  de: () => import('./locales/de.ts'),
  fr: () => import('./locales/fr.ts'),
  it: () => import('./locales/it.ts'),
  sr: () => import('./locales/sr.ts'),
  hr: () => import('./locales/hr.ts'),
  sl: () => import('./locales/sl.ts'),
  hu: () => import('./locales/hu.ts'),
  ro: () => import('./locales/ro.ts'),
  cs: () => import('./locales/cs.ts'),
  sk: () => import('./locales/sk.ts'),
  pl: () => import('./locales/pl.ts'),
  nl: () => import('./locales/nl.ts'),
  es: () => import('./locales/es.ts'),
  pt: () => import('./locales/pt.ts'),
  bg: () => import('./locales/bg.ts'),
};

const loaded = new Map<OtherLanguage, Locale>();
const pending = new Map<OtherLanguage, Promise<void>>();

/**
 * The language of a code ('de', or a browser's 'de-AT') that has a chunk; none for English and unknown
 * codes. Object.keys rather than Object.hasOwn (Safari before 15.4 still plays) or `in` ('constructor').
 */
function otherLanguage(language: string | undefined): OtherLanguage | undefined {
  const code = (language ?? '').toLowerCase().split('-')[0];
  return Object.keys(LOADERS).includes(code) ? (code as OtherLanguage) : undefined;
}

/** The loaded words of a language; none while it loads, for English and for codes without a catalogue. */
export function cachedLocale(language: string | undefined): Locale | undefined {
  const code = otherLanguage(language);
  return code && loaded.get(code);
}

/** Whether a language's words can be shown now (English and unknown codes always can). */
export function isLocaleReady(language: string | undefined): boolean {
  const code = otherLanguage(language);
  return !code || loaded.has(code);
}

/**
 * Loads a language's words into the cache, once. Never rejects: when the chunk cannot be fetched
 * (offline) the page speaks English rather than not showing at all, and a later call tries again.
 */
export function loadLocale(language: string | undefined): Promise<void> {
  const code = otherLanguage(language);
  if (!code || loaded.has(code)) return Promise.resolve();
  let load = pending.get(code);
  if (!load) {
    load = LOADERS[code]()
      .then((module) => {
        loaded.set(code, module.default);
      })
      .catch(() => undefined)
      .finally(() => pending.delete(code));
    pending.set(code, load);
  }
  return load;
}
