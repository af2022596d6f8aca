import type { LanguageCode } from '@gc/contracts/languages';
import type { ChecklistItem } from '@gc/contracts/publish-checklist';
import type {
  GameCheckContext,
  GameDefinition,
  LocalizedText,
  PreviewDay,
  PrizeSlot,
  ResponseAnswers,
  ResponseQuestion,
  ResultSummary,
  SettledUpdate,
} from './game-definition.ts';

/**
 * The optional members of a GameDefinition with their defaults applied, so that callers (the server,
 * the builder) never test for a member themselves (tldraw's ShapeUtil does the same).
 */
export function newGameSettings<S>(definition: GameDefinition<S>, languages: readonly LanguageCode[]): S {
  return definition.defaultsFor ? definition.defaultsFor(languages) : definition.defaults;
}

export function gameLocalizedTexts<S>(definition: GameDefinition<S>, settings: S): readonly LocalizedText[] {
  return definition.localizedTexts?.(settings) ?? [];
}

export function gamePrizeSlots<S>(definition: GameDefinition<S>, settings: S): readonly PrizeSlot[] {
  return definition.prizeSlots?.(settings) ?? [];
}

export function gamePublishChecks<S>(
  definition: GameDefinition<S>,
  settings: S,
  context: GameCheckContext,
): readonly ChecklistItem[] {
  return definition.publishChecks?.(settings, context) ?? [];
}

/** An update as the game settles it (GameDefinition.settleUpdate); by default, as sent, with no changes. */
export function gameSettledUpdate<S>(definition: GameDefinition<S>, sent: unknown, before: S): SettledUpdate {
  return definition.settleUpdate ? definition.settleUpdate(sent, before) : { settings: sent, changes: {} };
}

const NEW_ID_PREFIX = 'NEWID_';
export const isNewId = (id: unknown): boolean => typeof id === 'string' && id.startsWith(NEW_ID_PREFIX);

/**
 * §5 Lists: items the builder adds carry NEWID_… ids until saved; the saved list gives each a stable
 * `{prefix}-xxxxxxxx` id that no other item of the list has. One mechanism for the campaign's outcomes
 * and every list a game declares in `listsWithIds`. Returns the same array when nothing is new.
 */
export function withStableIds<T extends { id: string }>(
  items: readonly T[],
  prefix: string,
  randomHex: () => string,
): readonly T[] {
  if (!items.some((item) => isNewId(item.id))) return items;
  const taken = new Set(items.map((item) => item.id));
  return items.map((item) => {
    if (!isNewId(item.id)) return item;
    let id: string;
    do id = `${prefix}-${randomHex().slice(0, 8)}`;
    while (taken.has(id));
    taken.add(id);
    return { ...item, id };
  });
}

/**
 * `value` with stable ids in the list at `path`: `['questions']` is a list of the settings,
 * `['questions', 'answers']` the answers list of each question. The same value when nothing is new.
 */
function withStableIdsAt(value: unknown, path: readonly string[], prefix: string, randomHex: () => string): unknown {
  if (typeof value !== 'object' || value === null || path.length === 0) return value;
  const [head, ...rest] = path;
  const record = value as Record<string, unknown>;
  const list = record[head];
  if (!Array.isArray(list)) return value;
  const stable =
    rest.length === 0
      ? withStableIds(list as { id: string }[], prefix, randomHex)
      : list.map((item) => withStableIdsAt(item, rest, prefix, randomHex));
  const changed = rest.length === 0 ? stable !== list : stable.some((item, index) => item !== list[index]);
  return changed ? { ...record, [head]: stable } : value;
}

/** The game's declared lists (`questions`, nested `questions.answers`) with stable ids for the items added in the builder. */
export function gameSettingsWithStableIds<S>(definition: GameDefinition<S>, settings: S, randomHex: () => string): S {
  let result: unknown = settings;
  for (const [key, prefix] of Object.entries(definition.listsWithIds ?? {})) {
    result = withStableIdsAt(result, key.split('.'), prefix, randomHex);
  }
  return result as S;
}

/** A copy of `target` with the value at a dotted path (`sectors.2.text`) replaced; arrays are indexed by number. */
function setAtPath(target: unknown, path: readonly string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(target)) {
    const index = Number(head);
    if (!Number.isInteger(index) || index < 0 || index >= target.length) return target;
    return target.map((item, i) => (i === index ? setAtPath(item, rest, value) : item));
  }
  if (typeof target !== 'object' || target === null) return target;
  const record = target as Record<string, unknown>;
  return { ...record, [head]: setAtPath(record[head], rest, value) };
}

/**
 * The game's texts in exactly these languages, as a campaign copied from a template gets them: a
 * language the texts have keeps its own, a new one starts from `source` (the template's default
 * language, which the marketer wrote), as the page texts do.
 */
export function gameSettingsInLanguages<S>(
  definition: GameDefinition<S>,
  settings: S,
  languages: readonly LanguageCode[],
  source: LanguageCode,
): S {
  let result: unknown = settings;
  for (const { field, values } of gameLocalizedTexts(definition, settings)) {
    const inLanguages = languages.flatMap((language) => {
      const value = values[language] ?? values[source];
      return value === undefined ? [] : [[language, value] as const];
    });
    result = setAtPath(result, field.split('.'), Object.fromEntries(inLanguages));
  }
  return result as S;
}

/** The settings as the public may see them (GameDefinition.publicSettings); by default, as they are. */
export function gamePublicSettings<S>(definition: GameDefinition<S>, settings: S): unknown {
  return definition.publicSettings ? definition.publicSettings(settings) : settings;
}

/** The game's words in `language`, each missing one in English (GameDefinition.words); {} without words. */
export function gameWords<S>(definition: GameDefinition<S>, language: string): Readonly<Record<string, string>> {
  return wordsIn(definition.words, language);
}

/** A game's words function read in `language`, English filling what it lacks. */
export function wordsIn(
  words: ((language: string) => Readonly<Record<string, string>> | undefined) | undefined,
  language: string,
): Readonly<Record<string, string>> {
  return { ...(words?.('en') ?? {}), ...(words?.(language) ?? {}) };
}

/** A game's result of a play in `language` (GameDefinition.resultSummary); null without one. */
export function gameResultSummary<S>(
  definition: GameDefinition<S>,
  settings: unknown,
  result: unknown,
  language: string,
  fallbackLanguage: string,
): ResultSummary | null {
  return resultSummaryIn(definition.resultSummary, settings, result, language, fallbackLanguage);
}

/** A game's resultSummary function (from its definition or its Player module) applied; null without one. */
export function resultSummaryIn(
  summarize: GameDefinition['resultSummary'],
  settings: unknown,
  result: unknown,
  language: string,
  fallbackLanguage: string,
): ResultSummary | null {
  return summarize?.(settings, result, language, fallbackLanguage) ?? null;
}

/** The questions a game keeps answers to (GameDefinition.responseQuestions); none by default. */
export function gameResponseQuestions<S>(
  definition: GameDefinition<S>,
  settings: S,
  language: string,
  fallbackLanguage: string,
): readonly ResponseQuestion[] {
  return definition.responseQuestions?.(settings, language, fallbackLanguage) ?? [];
}

/** Whether a game keeps answers per play at all (a survey): its campaigns have a results view. */
export function keepsResponses(definition: GameDefinition<unknown>): boolean {
  return definition.responseQuestions !== undefined && definition.responseAnswers !== undefined;
}

/** A decided play's answers (GameDefinition.responseAnswers); null by default. */
export function gameResponseAnswers<S>(definition: GameDefinition<S>, state: unknown): ResponseAnswers | null {
  return definition.responseAnswers?.(state) ?? null;
}

/** The days the builder's preview offers to play on (GameDefinition.previewDays); none by default. */
export function gamePreviewDays<S>(definition: GameDefinition<S>, settings: unknown): readonly PreviewDay[] {
  return definition.previewDays?.(settings) ?? [];
}
