import type { CampaignDocument } from '@gc/contracts/campaign-document';
import type { CampaignRow } from '../play/play.repo.ts';

export type LoyaltyAward = { integrationId: string; identifier: string; points: number | null };

/** What a campaign's plays do with points, read with its published row (play.repo.ts findPublishedCampaign). */
export type LoyaltyRules = {
  /** Each play costs this many points of this program; null: plays are free. */
  spend: { integrationId: string; pointsPerPlay: number } | null;
  /** Per result page (win, lose, a game's own): what its outcome awards. */
  awardsByPage: ReadonlyMap<string, LoyaltyAward>;
};

/**
 * The campaign's loyalty rules for a release, or null when it has none: such a campaign's plays take
 * the batched path and read nothing more. An outcome setting counts for the first outcome of its
 * kind in the release (the page the play ends on); settings of outcomes the release lacks are ignored.
 */
export function loyaltyRulesOf(row: CampaignRow, document: CampaignDocument): LoyaltyRules | null {
  const spend = row.loyalty_spend ?? null;
  const settings = row.loyalty_awards ?? [];
  if (spend === null && settings.length === 0) return null;
  const awardsByPage = new Map<string, LoyaltyAward>();
  for (const outcome of [...document.outcomes].sort((a, b) => a.orderNumber - b.orderNumber)) {
    const setting = settings.find((s) => s.outcomeId === outcome.id);
    if (setting && !awardsByPage.has(outcome.kind)) {
      awardsByPage.set(outcome.kind, {
        integrationId: setting.integrationId,
        identifier: setting.identifier,
        points: setting.points,
      });
    }
  }
  return { spend, awardsByPage };
}
