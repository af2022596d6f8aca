import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type UiLanguage = 'en' | 'sr';
const LOCALES = join(import.meta.dirname, '../apps/web/src/locales');

/** The builder's catalogue as apps/web/src/locales/catalog.ts builds it: the core file plus one key per area. */
function catalogOf(language: UiLanguage): Record<string, unknown> {
  const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  const catalog = read(join(LOCALES, `${language}.json`));
  for (const entry of readdirSync(LOCALES, { withFileTypes: true })) {
    if (entry.isDirectory()) catalog[entry.name] = read(join(LOCALES, entry.name, `${language}.json`));
  }
  return catalog;
}

const CATALOGS = { en: catalogOf('en'), sr: catalogOf('sr') };

/**
 * A builder UI string by its i18n key (`users.invite`) in one language, with `{{name}}` filled in, so a
 * journey that runs in English and Serbian finds the same controls by the names people see.
 */
export function uiText(language: UiLanguage, key: string, values: Record<string, string> = {}): string {
  let found: unknown = CATALOGS[language];
  for (const part of key.split('.')) found = (found as Record<string, unknown> | undefined)?.[part];
  if (typeof found !== 'string') throw new Error(`No UI text ${key} in ${language}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
}
