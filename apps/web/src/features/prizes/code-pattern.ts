import { CODE_PATTERN_RE } from '@gc/contracts/prizes';

/**
 * Generated voucher codes (contracts CODE_PATTERN_RE): `#` is a digit, `X` a random character from an
 * alphabet without the look-alikes 0/O and 1/I, anything else is copied. The server makes the real
 * codes; this only previews one and tells how many different codes a pattern can make.
 */
export const DIGITS = '0123456789';
export const RANDOM_CHARACTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * The server asks for a pattern at least ten times roomier than the count (so drawing ends quickly and
 * codes cannot be guessed from one another); the dialog says so before sending.
 */
export const MIN_SPACE_PER_CODE = 10;

export const isValidPattern = (pattern: string) => CODE_PATTERN_RE.test(pattern);

/** One code the pattern could make; `random` is injectable so that tests can pin it. */
export function exampleCode(pattern: string, random: () => number = Math.random): string {
  const pick = (alphabet: string) => alphabet[Math.floor(random() * alphabet.length) % alphabet.length];
  return [...pattern]
    .map((char) => (char === '#' ? pick(DIGITS) : char === 'X' ? pick(RANDOM_CHARACTERS) : char))
    .join('');
}

/**
 * How many different codes the pattern allows (Infinity past what a number holds exactly). Asking for
 * more codes than this can never succeed, and asking for most of them makes duplicates likely.
 */
export function patternCapacity(pattern: string): number {
  let capacity = 1;
  for (const char of pattern) {
    if (char === '#') capacity *= DIGITS.length;
    else if (char === 'X') capacity *= RANDOM_CHARACTERS.length;
    if (capacity > Number.MAX_SAFE_INTEGER) return Number.POSITIVE_INFINITY;
  }
  return capacity;
}

export const hasRoomFor = (pattern: string, count: number) => patternCapacity(pattern) >= count * MIN_SPACE_PER_CODE;
