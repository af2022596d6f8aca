import type { Violation } from '@gc/contracts/envelope';
import { isApiError } from '../../lib/api-error.ts';
import { type CampaignErrorText, campaignErrorText } from '../campaigns/campaign-error-text.ts';

/** Why a save did not go through, in the terms the builder shows it. */
export type SaveProblem =
  /** 409 DRAFT_CONFLICT: someone saved since this draft was loaded; the way out is a reload. */
  | { kind: 'conflict' }
  /**
   * The document breaks a rule; each violation is shown in the section that edits its field. Local
   * ones were found before sending, and are re-checked as the marketer fixes them.
   */
  | { kind: 'invalid'; violations: Violation[]; isLocal?: boolean }
  | { kind: 'failed'; text: CampaignErrorText };

export function saveProblemOf(error: unknown): SaveProblem {
  if (isApiError(error, 'DRAFT_CONFLICT')) return { kind: 'conflict' };
  if (isApiError(error) && (error.code === 'INVALID_DOCUMENT' || error.code === 'VALIDATION_FAILED')) {
    const violations = error.problem?.violations ?? [];
    if (violations.length > 0) {
      // A request-shape violation names the field inside the body (`changes.texts…`); the section wants the part.
      return {
        kind: 'invalid',
        violations: violations.map((violation) => ({
          ...violation,
          field: violation.field?.replace(/^changes\./, ''),
        })),
      };
    }
  }
  return { kind: 'failed', text: campaignErrorText(error) };
}
