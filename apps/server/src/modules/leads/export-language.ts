import { DEFAULT_UI_LANGUAGE, UI_LANGUAGES, type UiLanguage } from '@gc/contracts/ui-languages';
import Negotiator from 'negotiator';

/**
 * The language of the exporting user: the builder sends its current UI language (`?language=`); for a
 * client that does not, the best of the builder's languages its Accept-Language asks for (q-values and
 * regional variants such as sr-Latn-RS are weighed by negotiator); English when none of them fits.
 */
export function exportLanguage(requested: UiLanguage | undefined, acceptLanguage: string | undefined): UiLanguage {
  if (requested) return requested;
  if (!acceptLanguage) return DEFAULT_UI_LANGUAGE;
  const preferred = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language([...UI_LANGUAGES]);
  return UI_LANGUAGES.find((language) => language === preferred) ?? DEFAULT_UI_LANGUAGE;
}
