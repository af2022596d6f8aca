import { EMAIL_PATTERN, MAX_TEXT_LENGTH, POSITIVE_INTEGER_PATTERN } from '@gc/contracts/validation';

/**
 * The form validators of spec §5 as pure checks: each returns null when the value is fine, or the
 * translation key (and values) of its message. `rule()` turns them into react-hook-form rules.
 */
export type ValidationMessage = { key: ValidationKey; values?: Record<string, string | number> };
export type ValidationKey =
  | 'validation.required'
  | 'validation.minTrimmed'
  | 'validation.maxChars'
  | 'validation.maxValue'
  | 'validation.minValue'
  | 'validation.pattern'
  | 'validation.positiveInteger'
  | 'validation.email'
  | 'validation.number'
  | 'validation.otpCode';
export type Check = (value: unknown) => ValidationMessage | null;

export const MAX_VALUE_DEFAULT = 10_000;
export const MIN_VALUE_DEFAULT = 0;

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

function asNumber(value: unknown): number | null {
  if (isEmpty(value)) return null;
  const number = typeof value === 'number' ? value : Number(asText(value).trim());
  return Number.isFinite(number) ? number : Number.NaN;
}

export const required: Check = (value) => (isEmpty(value) ? { key: 'validation.required' } : null);

/** Length at most `max` (text inputs default to 255, §5). */
export const maxChars =
  (max = MAX_TEXT_LENGTH): Check =>
  (value) =>
    asText(value).length > max ? { key: 'validation.maxChars', values: { max } } : null;

/** Trimmed length at least `min`; an empty value is left to `required`. */
export const minTrimmedCharacters =
  (min: number): Check =>
  (value) =>
    !isEmpty(value) && asText(value).trim().length < min ? { key: 'validation.minTrimmed', values: { min } } : null;

export const maxValue =
  (max = MAX_VALUE_DEFAULT): Check =>
  (value) => {
    const number = asNumber(value);
    if (number === null) return null;
    if (Number.isNaN(number)) return { key: 'validation.number' };
    return number > max ? { key: 'validation.maxValue', values: { max } } : null;
  };

export const minValue =
  (min = MIN_VALUE_DEFAULT): Check =>
  (value) => {
    const number = asNumber(value);
    if (number === null) return null;
    if (Number.isNaN(number)) return { key: 'validation.number' };
    return number < min ? { key: 'validation.minValue', values: { min } } : null;
  };

/** Custom pattern validator; the default accepts anything (§5). */
export const pattern =
  (regex: RegExp = /[\s\S]*/, key: ValidationKey = 'validation.pattern'): Check =>
  (value) => {
    if (isEmpty(value)) return null;
    const text = asText(value);
    const match = text.match(regex);
    return match && match[0] === text ? null : { key };
  };

/** Positive integer, ^[1-9][0-9]*$ (§5). */
export const positiveInteger: Check = pattern(POSITIVE_INTEGER_PATTERN, 'validation.positiveInteger');

export const email: Check = pattern(EMAIL_PATTERN, 'validation.email');

/** The first failing check's message, or null. */
export function validate(value: unknown, checks: readonly Check[]): ValidationMessage | null {
  for (const check of checks) {
    const message = check(value);
    if (message) return message;
  }
  return null;
}
