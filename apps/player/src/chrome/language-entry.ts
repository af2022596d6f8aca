import type { LanguageCode } from '@gc/contracts/languages';

/**
 * A catalogue's entry for a language code ('de', or a browser's 'de-AT'); English when there is none.
 * Object.keys rather than Object.hasOwn (Safari before 15.4 still plays) or `in` ('constructor').
 */
export function entryFor<T>(catalogue: Record<LanguageCode, T>, language: string | undefined): T {
  const code = (language ?? '').toLowerCase().split('-')[0];
  return Object.keys(catalogue).includes(code) ? catalogue[code as LanguageCode] : catalogue.en;
}
