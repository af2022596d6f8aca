import type { GameSettingsChanges } from '@gc/contracts/game-settings';
import type { EditorNotice } from '../editor-registry-types.ts';

/**
 * After a save that left fewer questions than the question limit, the server lowered the limit
 * (question-update.ts): the builder says so, with the limit the saved settings have.
 */
export function questionSaveNotices(changes: GameSettingsChanges, settings: unknown): readonly EditorNotice[] {
  if (!changes.questionsLimitChanged) return [];
  const { questionsLimit } = (settings ?? {}) as { questionsLimit?: unknown };
  return [
    { titleKey: 'game.quiz.limitLoweredTitle', key: 'game.quiz.limitLowered', values: { limit: questionsLimit } },
  ];
}
