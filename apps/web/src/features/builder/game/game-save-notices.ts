import type { CampaignDraft } from '@gc/contracts/campaigns';
import { findGameEditor } from '@gc/games/editor';
import type { EditorNotice } from '@gc/games/editor-types';

/**
 * What the builder tells the marketer after a save that the game changed beyond what was sent (the
 * draft's gameChanges, spec §7): the game's editor words it (a quiz's lowered question limit).
 */
export function gameSaveNotices(draft: CampaignDraft): readonly EditorNotice[] {
  if (!draft.gameChanges) return [];
  const editor = findGameEditor(draft.campaign.campaignType);
  return editor?.saveNotices?.(draft.gameChanges, draft.document.game.settings) ?? [];
}
