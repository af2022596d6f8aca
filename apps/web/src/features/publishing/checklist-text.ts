import { toLanguage } from '@gc/contracts/languages';
import type { ChecklistItem } from '@gc/contracts/publish-checklist';
import type { TFunction } from 'i18next';
import { formatDay } from '../../lib/format-date.ts';

/** Parameters that are themselves words: language codes become names, the rest are translated. */
const WORD_PARAMS: Record<string, string> = { part: 'parts', link: 'links', unit: 'units' };
const LANGUAGE_PARAMS = ['language', 'fallback'];
/** Calendar days (YYYY-MM-DD) shown as the builder shows dates. */
const DAY_PARAMS = ['date'];

/**
 * A checklist item in the builder's language. The platform's codes live under
 * `publishing.checklist.items`, a game's own (`wheel.…`) under `game.checks`; an item this builder
 * has no text for (a newer server) shows the server's English message rather than a key.
 */
export function checklistItemText(item: ChecklistItem, t: TFunction, exists: (key: string) => boolean): string {
  const key = item.code.includes('.') ? `game.checks.${item.code}` : `publishing.checklist.items.${item.code}`;
  if (!exists(key)) return item.message;
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(item.params)) {
    if (LANGUAGE_PARAMS.includes(name)) params[name] = toLanguage(String(value)).name;
    else if (DAY_PARAMS.includes(name)) params[name] = formatDay(String(value));
    else if (WORD_PARAMS[name]) params[name] = t(`publishing.checklist.${WORD_PARAMS[name]}.${value}` as never);
    else params[name] = value;
  }
  return String(t(key as never, params as never));
}
