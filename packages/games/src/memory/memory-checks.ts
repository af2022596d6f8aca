import type { ChecklistItem } from '@gc/contracts/publish-checklist';
import type { GameCheckContext, LocalizedText, PrizeSlot } from '../core/game-definition.ts';
import type { Texts } from '../quiz/question-schemas.ts';
import type { MemoryTile, TimeOutcome } from './memory-schemas.ts';
import { uncoveredTimes } from './memory-timing.ts';

type MemoryLike = { tiles: readonly MemoryTile[]; outcomes: readonly TimeOutcome[] };

function labelOf(text: Texts, context: GameCheckContext): string {
  return text[context.defaultLanguage] || (context.languages.map((language) => text[language]).find(Boolean) ?? '');
}

export function memoryLocalizedTexts(settings: MemoryLike): LocalizedText[] {
  return [
    ...settings.tiles.map((tile, t) => ({ field: `tiles.${t}.label`, values: tile.label })),
    ...settings.outcomes.flatMap((outcome, o) => [
      { field: `outcomes.${o}.title`, values: outcome.title },
      { field: `outcomes.${o}.text`, values: outcome.text },
    ]),
  ];
}

/** Every outcome that gives a prize, with its odds (each outcome has its own 10,000 bp). */
export function memoryPrizeSlots(settings: { outcomes: readonly TimeOutcome[] }): PrizeSlot[] {
  return settings.outcomes.flatMap((outcome, index) =>
    outcome.poolId === null
      ? []
      : [{ id: outcome.id, poolId: outcome.poolId, oddsBp: outcome.oddsBp, field: `outcomes.${index}.poolId` }],
  );
}

const seconds = (from: number, to: number | null) =>
  to === null ? `${from} seconds or more` : from === to ? `${from} seconds` : `${from} to ${to} seconds`;

/**
 * Memory's checks. Errors: a time no outcome covers (memory.thresholdsGap); a prize at 0 % odds.
 * Warnings: a tile without a picture (its face shows the label); two tiles with the same picture (the
 * players see four alike, yet only the pairs count).
 */
export function memoryPublishChecks(settings: MemoryLike, context: GameCheckContext): ChecklistItem[] {
  const items: ChecklistItem[] = [];
  const seen = new Map<string, number>();
  settings.tiles.forEach((tile, index) => {
    const label = labelOf(tile.label, context);
    if (!tile.imageUrl) {
      items.push({
        code: 'memory.tileWithoutImage',
        severity: 'warning',
        field: `tiles.${index}.imageUrl`,
        params: { position: index + 1, label },
        message: `Tile ${index + 1} ("${label}") has no picture: its face shows its name.`,
      });
      return;
    }
    const earlier = seen.get(tile.imageUrl);
    if (earlier !== undefined) {
      items.push({
        code: 'memory.sameImage',
        severity: 'warning',
        field: `tiles.${index}.imageUrl`,
        params: { position: index + 1, other: earlier + 1 },
        message: `Tiles ${earlier + 1} and ${index + 1} have the same picture: players see four alike, but only pairs match.`,
      });
    } else seen.set(tile.imageUrl, index);
  });
  for (const { from, to } of uncoveredTimes(settings.outcomes)) {
    items.push({
      code: to === null ? 'memory.thresholdsGapOpen' : 'memory.thresholdsGap',
      severity: 'error',
      field: 'outcomes',
      params: to === null ? { from } : { from, to },
      message: `No result covers a time of ${seconds(from, to)}: players that fast or slow would see none.`,
    });
  }
  settings.outcomes.forEach((outcome, index) => {
    if (outcome.poolId === null || outcome.oddsBp > 0) return;
    const label = labelOf(outcome.title, context);
    items.push({
      code: 'memory.prizeWithoutOdds',
      severity: 'error',
      field: `outcomes.${index}.oddsBp`,
      params: { position: index + 1, label },
      message: `Result ${index + 1} ("${label}") gives a prize at 0 % odds: no player can win it. Give it odds or remove the prize.`,
    });
  });
  return items;
}

/** The settings the public may see: the outcomes without their prize pools and odds. */
export function memoryPublicSettings<S extends MemoryLike>(settings: S) {
  const { outcomes, ...rest } = settings;
  return {
    ...rest,
    outcomes: outcomes.map(({ id, downTimeThreshold, upTimeThreshold, title, text, imageUrl }) => ({
      id,
      downTimeThreshold,
      upTimeThreshold,
      title,
      text,
      imageUrl,
    })),
  };
}
