import type { CampaignDocument } from '@gc/contracts/campaign-document';
import { documentViolations } from '@gc/contracts/campaign-document-rules';
import type { Violation } from '@gc/contracts/envelope';
import { gamePrizeSlots } from '@gc/games/core/game-capabilities';
import { type GameDefinition, migrateSettings } from '@gc/games/core/game-definition';
import type { z } from 'zod';
import { withDerivedPoolIds } from '../games/game-settings-rules.ts';

/** A sector (or any prize slot) that draws from a prize pool, with where it sits in the document. */
export type PoolReference = { poolId: string; field: string };

export type PublishableCheck =
  | { isPublishable: true; document: CampaignDocument; poolReferences: PoolReference[] }
  | { isPublishable: false; violations: Violation[] };

function settingsViolations(error: unknown): Violation[] {
  const issues = (error as { issues?: z.ZodError['issues'] }).issues;
  return issues
    ? issues.slice(0, 50).map((i) => ({ field: ['game', 'settings', ...i.path].join('.'), message: i.message }))
    : [{ field: 'game', message: (error as Error).message }];
}

/**
 * Whether a draft may become a release: its cross-field rules hold and the game's settings are valid
 * by the current definition (migrated forward, so the release carries the current settings version).
 * The pools it names are checked against the database by the caller.
 */
export function checkPublishable(definition: GameDefinition, document: CampaignDocument): PublishableCheck {
  const violations = documentViolations(document);
  let settings: unknown;
  try {
    // The release lists exactly the pools its prize slots draw from, however the draft was saved.
    settings = withDerivedPoolIds(definition, migrateSettings(definition, document.game));
  } catch (error) {
    violations.push(...settingsViolations(error));
  }
  if (violations.length > 0) return { isPublishable: false, violations };
  return {
    isPublishable: true,
    document: { ...document, game: { version: definition.settingsVersion, settings } },
    // The game says which pools it gives away (a wheel's sectors); the platform knows no sectors.
    poolReferences: gamePrizeSlots(definition, settings).map((slot) => ({
      poolId: slot.poolId,
      field: `game.settings.${slot.field}`,
    })),
  };
}
