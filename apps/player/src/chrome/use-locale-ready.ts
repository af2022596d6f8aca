import { useEffect, useState } from 'react';
import { isLocaleReady, loadLocale } from './locale-cache.ts';

/**
 * Whether a language's words are loaded (or failed to load, then English shows), loading them if not:
 * a page waits for this rather than showing English first and then changing.
 */
export function useLocaleReady(language: string): boolean {
  const [settled, setSettled] = useState<string | null>(null);
  const isReady = isLocaleReady(language) || settled === language;
  useEffect(() => {
    if (isReady) return;
    let isCurrent = true;
    loadLocale(language).then(() => {
      if (isCurrent) setSettled(language);
    });
    return () => {
      isCurrent = false;
    };
  }, [language, isReady]);
  return isReady;
}
