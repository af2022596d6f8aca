/** Both languages at once, for tests and types; the app loads one language at a time (lib/i18n.ts). */
export { type Catalog, en } from './catalog-en.ts';
export { sr } from './catalog-sr.ts';
