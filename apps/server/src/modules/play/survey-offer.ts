import type { Batcher } from './play-batcher.ts';
import type { PlayRules } from './play-rules.ts';
import type { SurveyQuestion, SurveyStanding } from './survey-offer.repo.ts';

type SurveyRule = NonNullable<PlayRules['survey']>;

/**
 * Whether the player's `plays`-th play (this one included) offers the survey (spec §3 surveyEnabled):
 * first after `after` plays (at the latest the first play when it is 0), then every `incompleteAfter`
 * plays more while the survey is not completed; never once it is, and not again when `incompleteAfter`
 * is 0.
 */
export function isSurveyOffered(plays: number, isCompleted: boolean, rule: Omit<SurveyRule, 'campaignId'>): boolean {
  if (isCompleted) return false;
  const first = Math.max(1, rule.after);
  if (plays === first) return true;
  return rule.incompleteAfter > 0 && plays > first && (plays - first) % rule.incompleteAfter === 0;
}

/**
 * The survey a decided play offers, as the result page links to it (the survey campaign's published
 * page), or undefined: none configured, the survey campaign not live, or not this play. The player is
 * the lead, or the address of a player without registration; a lead completed the survey when a lead
 * with its e-mail decided a play of the survey campaign. Read after the play was written, so it counts.
 */
export async function surveyOfferOf(
  standings: Batcher<SurveyQuestion, SurveyStanding | null>,
  rule: PlayRules['survey'],
  playId: string,
  /** The player's plays as the play's write counted them: a play that cannot offer the survey reads nothing. */
  knownPlays?: number,
): Promise<{ url: string } | undefined> {
  if (rule === null) return undefined;
  if (knownPlays !== undefined && !isSurveyOffered(knownPlays, false, rule)) return undefined;
  const standing = await standings.submit({ playId, surveyCampaignId: rule.campaignId });
  if (standing === null || !isSurveyOffered(standing.plays, standing.isCompleted, rule)) return undefined;
  return { url: `/p/${encodeURIComponent(standing.slug)}` };
}
