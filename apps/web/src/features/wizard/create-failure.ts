import { isApiError } from '../../lib/api-error.ts';

/**
 * Where a failed "create campaign" sends the user. A name taken meanwhile and a type switched off
 * meanwhile are fixed on their own steps; a demo company that has not accepted the EULA is shown it
 * (the problem names the company); anything else stays in the dialog with its message.
 */
export type CreateFailure =
  | { kind: 'nameTaken' }
  | { kind: 'typeUnavailable' }
  | { kind: 'eulaRequired'; companyId: string }
  | { kind: 'inDialog' };

export function classifyCreateFailure(error: unknown): CreateFailure {
  if (isApiError(error, 'CAMPAIGN_NAME_TAKEN')) return { kind: 'nameTaken' };
  if (isApiError(error, 'CAMPAIGN_TYPE_UNAVAILABLE')) return { kind: 'typeUnavailable' };
  if (isApiError(error, 'EULA_NOT_ACCEPTED')) {
    const companyId = error.problem?.companyId;
    if (companyId) return { kind: 'eulaRequired', companyId };
  }
  return { kind: 'inDialog' };
}
