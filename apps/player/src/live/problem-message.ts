import type { ErrorCode } from '@gc/contracts/errors';
import { playStringsFor } from '../chrome/play-strings.ts';
import { type ProblemStrings, problemStringsFor } from '../chrome/problem-strings.ts';
import type { ApiError } from './play-api.ts';
import type { FieldErrors } from './registration-payload.ts';

type Problem = Pick<ApiError, 'code' | 'violations'>;

/**
 * The codes the play API answers (play-errors.ts, registration-rules.ts, published-campaign.ts and the
 * error plugin), with NETWORK for a call that never reached it. VALIDATION_FAILED is worded by its
 * fields; a code not listed here gets the generic message.
 */
const CODE_MESSAGES: Partial<Record<ErrorCode, keyof ProblemStrings>> = {
  CHALLENGE_INVALID: 'botCheckFailed',
  PLAYER_TOKEN_INVALID: 'registerAgain',
  CAMPAIGN_EXPIRED: 'notRunning',
  REGISTRATION_NOT_ALLOWED: 'registrationClosed',
  CAMPAIGN_NOT_FOUND: 'campaignGone',
  TOO_MANY_REQUESTS: 'tooManyAttempts',
  SERVICE_UNAVAILABLE: 'unavailable',
  DATABASE_UNAVAILABLE: 'retrySoon',
  EMAIL_NOT_VERIFIED: 'confirmEmail',
  IDEMPOTENCY_KEY_REUSED: 'registrationChanged',
  PLAY_STEP_REFUSED: 'stepRefused',
  PLAY_ALREADY_DECIDED: 'alreadyDecided',
  PLAY_REFUSED: 'playRefused',
  PLAY_KEY_USED: 'alreadyPlayed',
  NOT_ENOUGH_POINTS: 'notEnoughPoints',
  CLIENT_USER_ID_INVALID: 'appLinkInvalid',
};

/** The registration fields the form shows, where their message goes beside the field. */
const FORM_FIELDS = ['email', 'phone', 'consent'] as const;

/** The words for one refused registration field (`consent.terms` is the consent). */
function fieldMessage(field: string | undefined, language: string): string {
  const play = playStringsFor(language);
  const problem = problemStringsFor(language);
  switch (field?.split('.')[0]) {
    case 'email':
      return play.emailInvalid;
    case 'consent':
      return play.consentRequired;
    case 'phone':
      return problem.phoneInvalid;
    case 'birthDate':
      return problem.birthDateInvalid;
    case 'userId':
      return play.linkIncomplete.replace('{params}', 'userId');
    default:
      return problem.detailsInvalid;
  }
}

/**
 * What to tell the player about a refused call, in their language. Never the server's `detail`: it is
 * English, written for developers.
 */
export function problemMessage(error: Problem, language: string): string {
  if (error.code === 'NETWORK') return playStringsFor(language).networkError;
  if (error.code === 'VALIDATION_FAILED') return fieldMessage(error.violations[0]?.field, language);
  const problem = problemStringsFor(language);
  const key = Object.keys(CODE_MESSAGES).includes(error.code) ? CODE_MESSAGES[error.code as ErrorCode] : undefined;
  return key ? problem[key] : problem.generic;
}

/**
 * A refused registration as errors for the form: each field the form shows gets its own message beside
 * it, every other problem one message for the whole form.
 */
export function problemFieldErrors(error: Problem, language: string): FieldErrors {
  if (error.code !== 'VALIDATION_FAILED') return { form: problemMessage(error, language) };
  const errors: FieldErrors = {};
  for (const { field } of error.violations) {
    const name = field?.split('.')[0];
    const key = FORM_FIELDS.find((formField) => formField === name) ?? 'form';
    errors[key] ??= fieldMessage(field, language);
  }
  if (Object.keys(errors).length === 0) errors.form = problemMessage(error, language);
  return errors;
}
