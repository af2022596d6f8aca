/**
 * Form validators and their messages (spec §5), shared by the API and the builder's forms. No zod here:
 * the builder's log-in page reads these, and its start-up bundle stays without zod (issue 18).
 */
export const MAX_TEXT_LENGTH = 255;
/** Passwords longer than this are refused before hashing so that no one can make argon2 chew megabytes. */
export const MAX_PASSWORD_LENGTH = 128;

const SPECIAL = /[^A-Za-z0-9\s]/;

export type PasswordProblem = 'length' | 'lowercase' | 'uppercase' | 'digit' | 'special' | 'whitespace' | 'tooLong';

/** The §5 password rules; `strong` is the variant required for admins (12+, with a digit). */
export function passwordProblems(password: string, strong: boolean): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length > MAX_PASSWORD_LENGTH) problems.push('tooLong');
  if (password.length < (strong ? 12 : 8)) problems.push('length');
  if (!/[a-z]/.test(password)) problems.push('lowercase');
  if (!/[A-Z]/.test(password)) problems.push('uppercase');
  if (strong && !/[0-9]/.test(password)) problems.push('digit');
  if (!SPECIAL.test(password)) problems.push('special');
  if (/\s/.test(password)) problems.push('whitespace');
  return problems;
}

export const PASSWORD_RULE_TEXT = {
  normal:
    'Password must have at least 8 characters, a lowercase letter, an uppercase letter and a special character, and no spaces.',
  strong:
    'Password must have at least 12 characters, a lowercase letter, an uppercase letter, a digit and a special character, and no spaces.',
} as const;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Positive integer pattern of §5. */
export const POSITIVE_INTEGER_PATTERN = /^[1-9][0-9]*$/;
/** URL: an address with optional path, no whitespace (§5). */
export const URL_PATTERN = /^(https?:\/\/)?([\w-]+\.)+[\w-]+(:\d+)?(\/[^\s?#]*)?$/i;
/** Social media URL: optional, same plus query and fragment. */
export const SOCIAL_URL_PATTERN = /^(https?:\/\/)?([\w-]+\.)+[\w-]+(:\d+)?(\/[^\s?#]*)?(\?[^\s#]*)?(#\S*)?$/i;
