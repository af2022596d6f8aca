import type { ChecklistItem } from '@gc/contracts/publish-checklist';
import type { GameCheckContext, LocalizedText, PrizeSlot } from '../core/game-definition.ts';
import type { PenaltyPrize } from './penalty-schemas.ts';

type Prizes = { prizes: readonly PenaltyPrize[] };

/** The text players of the default language read on a goal, else any text it has. */
function labelOf(text: Readonly<Record<string, string>>, context: GameCheckContext): string {
  return text[context.defaultLanguage] || (context.languages.map((language) => text[language]).find(Boolean) ?? '');
}

/**
 * The penalty's publish checks. Errors: a prize without a pool (a goal would win nothing), a prize at 0 %
 * odds (no shot scores it). Odds over 100 % in total never get this far: the settings schema refuses them
 * on save, and the editor says so as they are typed.
 */
export function penaltyPublishChecks(settings: Prizes, context: GameCheckContext): ChecklistItem[] {
  return settings.prizes.flatMap((prize, index): ChecklistItem[] => {
    const params = { position: index + 1, label: labelOf(prize.text, context) };
    if (prize.poolId === null) {
      return [
        {
          code: 'penalty.prizeWithoutPool',
          severity: 'error',
          field: `prizes.${index}.poolId`,
          params,
          message: `Prize ${params.position} ("${params.label}") has no prize pool: a goal would win nothing. Choose its pool or remove it.`,
        },
      ];
    }
    if (prize.oddsBp <= 0) {
      return [
        {
          code: 'penalty.prizeWithoutOdds',
          severity: 'error',
          field: `prizes.${index}.oddsBp`,
          params,
          message: `Prize ${params.position} ("${params.label}") has 0 % odds: no shot can win it.`,
        },
      ];
    }
    return [];
  });
}

/** Every prize with a pool, with its odds; the platform checks the pools, their stock and the odds audit. */
export function penaltyPrizeSlots(settings: Prizes): PrizeSlot[] {
  return settings.prizes.flatMap((prize, index) =>
    prize.poolId === null
      ? []
      : [{ id: prize.id, poolId: prize.poolId, oddsBp: prize.oddsBp, field: `prizes.${index}.poolId` }],
  );
}

/** The prizes' lines per language. */
export function penaltyLocalizedTexts(settings: Prizes): LocalizedText[] {
  return settings.prizes.map((prize, index) => ({ field: `prizes.${index}.text`, values: prize.text }));
}

/**
 * The settings as the public sees them: the looks and the prizes' lines, never a pool or odds, and not the
 * derived list of pools (`poolIds`). The server alone decides whether a shot scores.
 */
export function penaltyPublicSettings<S extends Prizes & { poolIds: readonly string[] }>(settings: S) {
  const { prizes, poolIds: _poolIds, ...rest } = settings;
  return { ...rest, prizes: prizes.map(({ id, text }) => ({ id, text })) };
}
