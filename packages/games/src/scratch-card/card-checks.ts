import type { ChecklistItem } from '@gc/contracts/publish-checklist';
import type { GameCheckContext, LocalizedText, PrizeSlot } from '../core/game-definition.ts';
import type { CardOutcome, CardPrize } from './card-schemas.ts';

type Faces = { prizes: readonly CardPrize[]; outcomes: readonly CardOutcome[] };

/** The text players of the default language read on the face, else any text it has. */
function labelOf(text: Readonly<Record<string, string>>, context: GameCheckContext): string {
  return text[context.defaultLanguage] || (context.languages.map((language) => text[language]).find(Boolean) ?? '');
}

/**
 * The card's publish checks. Errors: a prize face without a pool (it would tell a player they won
 * nothing), and a prize at 0 % odds, which no player can win.
 */
export function cardPublishChecks(settings: Faces, context: GameCheckContext): ChecklistItem[] {
  return settings.prizes.flatMap((prize, index): ChecklistItem[] => {
    const params = { position: index + 1, label: labelOf(prize.text, context) };
    if (prize.poolId === null) {
      return [
        {
          code: 'scratchCard.prizeWithoutPool',
          severity: 'error',
          field: `prizes.${index}.poolId`,
          params,
          message: `Prize ${params.position} ("${params.label}") has no prize pool: choose one or remove the prize.`,
        },
      ];
    }
    if (prize.oddsBp <= 0) {
      return [
        {
          code: 'scratchCard.prizeWithoutOdds',
          severity: 'error',
          field: `prizes.${index}.oddsBp`,
          params,
          message: `Prize ${params.position} ("${params.label}") has 0 % odds: no player can win it.`,
        },
      ];
    }
    return [];
  });
}

/** Every prize face with a pool, with its odds; the platform checks the pools and their stock. */
export function cardPrizeSlots(settings: Faces): PrizeSlot[] {
  return settings.prizes.flatMap((prize, index) =>
    prize.poolId === null
      ? []
      : [{ id: prize.id, poolId: prize.poolId, oddsBp: prize.oddsBp, field: `prizes.${index}.poolId` }],
  );
}

/** The faces' texts per language. */
export function cardLocalizedTexts(settings: Faces): LocalizedText[] {
  return [
    ...settings.prizes.map((prize, index) => ({ field: `prizes.${index}.text`, values: prize.text })),
    ...settings.outcomes.map((outcome, index) => ({ field: `outcomes.${index}.text`, values: outcome.text })),
  ];
}

/**
 * The settings as the public sees them: the faces' looks and texts, never a pool or odds, and not the
 * derived list of pools (`poolIds`). The server alone decides which face a card shows.
 */
export function cardPublicSettings<S extends Faces & { poolIds: readonly string[] }>(settings: S) {
  const { prizes, poolIds: _poolIds, ...rest } = settings;
  return {
    ...rest,
    prizes: prizes.map(({ id, text, prizeImageUrl, prizeBackgroundColour }) => ({
      id,
      text,
      prizeImageUrl,
      prizeBackgroundColour,
    })),
  };
}
