import { describe, expect, it } from 'vitest';
import { exampleCode, hasRoomFor, isValidPattern, patternCapacity, RANDOM_CHARACTERS } from './code-pattern.ts';

describe('exampleCode', () => {
  it('keeps literal characters and fills # with digits and X with random characters', () => {
    for (let i = 0; i < 50; i += 1) {
      expect(exampleCode('SUMMER-####-XX')).toMatch(/^SUMMER-\d{4}-[A-HJ-NP-Z2-9]{2}$/);
    }
  });
  it('uses the random source it is given', () => {
    expect(exampleCode('A#X', () => 0)).toBe('A0A');
    // The top of the range must not run past the alphabet.
    expect(exampleCode('#X', () => 0.999999)).toBe(`9${RANDOM_CHARACTERS.at(-1)}`);
  });
  it('never produces the look-alikes 0, O, 1 or I for X', () => {
    expect(RANDOM_CHARACTERS).not.toMatch(/[0O1I]/);
  });
  it('leaves a lower-case x literal', () => {
    expect(exampleCode('xx##', () => 0.5)).toBe('xx55');
  });
});

describe('isValidPattern', () => {
  it('accepts 4 to 64 letters, digits, -, _, # and X', () => {
    expect(isValidPattern('WIN-####')).toBe(true);
    expect(isValidPattern('X#')).toBe(false);
    expect(isValidPattern('WIN ####')).toBe(false);
    expect(isValidPattern('#'.repeat(65))).toBe(false);
  });
});

describe('patternCapacity', () => {
  it('multiplies 10 per # and 32 per X, literals count once', () => {
    expect(patternCapacity('CODE')).toBe(1);
    expect(patternCapacity('A-##')).toBe(100);
    expect(patternCapacity('X#')).toBe(320);
  });
  it('gives Infinity when the number would not be exact', () => {
    expect(patternCapacity('X'.repeat(20))).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('hasRoomFor', () => {
  it('wants ten times as many possible codes as asked for', () => {
    expect(hasRoomFor('WIN-##', 10)).toBe(true);
    expect(hasRoomFor('WIN-##', 11)).toBe(false);
  });
});
