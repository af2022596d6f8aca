/**
 * Both languages whole, for tests and types. The app loads them in parts (lib/i18n.ts): one language,
 * its core file first and the feature areas with the signed-in frame.
 */
export { type Catalog, en } from './catalog-en.ts';
export { sr } from './catalog-sr.ts';
