import { randomBytes } from 'node:crypto';

/** X draws from these 32 characters: no 0/O or 1/I that a winner could misread. 32 = 2^5, so a byte's low 5 bits pick one without bias. */
export const PATTERN_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '0123456789';

/**
 * Generated codes must be spread thin over the pattern's space, so that drawing them finishes quickly
 * and a winner cannot guess other winners' codes from their own.
 */
export const MIN_SPACE_PER_CODE = 10;

/** How many different codes a pattern can make (# a digit, X an alphabet character, others literal). */
export function patternSpace(pattern: string): number {
  let space = 1;
  for (const char of pattern) {
    if (char === '#') space *= DIGITS.length;
    else if (char === 'X') space *= PATTERN_ALPHABET.length;
  }
  return space;
}

/** The smallest space that may hold `count` codes. */
export const spaceNeededFor = (count: number) => count * MIN_SPACE_PER_CODE;

/** A buffer of random bytes handed out one at a time, refilled as needed. */
function byteSource() {
  let buffer = randomBytes(4096);
  let index = 0;
  return () => {
    if (index === buffer.length) {
      buffer = randomBytes(4096);
      index = 0;
    }
    return buffer[index++];
  };
}

/** Digits by rejection sampling (bytes 250-255 would favour 0-5). */
function randomDigit(nextByte: () => number): string {
  for (;;) {
    const byte = nextByte();
    if (byte < 250) return DIGITS[byte % 10];
  }
}

/** `count` distinct codes of the pattern, none of them in `exclude`, drawn with crypto randomness. */
export function drawCodes(pattern: string, count: number, exclude: ReadonlySet<string> = new Set()): string[] {
  const nextByte = byteSource();
  const drawn = new Set<string>();
  // The caller made sure the space is at least MIN_SPACE_PER_CODE times the count: a draw repeats
  // an earlier one at most 1 time in 10, so this ends after a few extra draws.
  while (drawn.size < count) {
    let code = '';
    for (const char of pattern) {
      if (char === '#') code += randomDigit(nextByte);
      else if (char === 'X') code += PATTERN_ALPHABET[nextByte() & 31];
      else code += char;
    }
    if (!exclude.has(code)) drawn.add(code);
  }
  return [...drawn];
}
