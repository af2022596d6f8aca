import { describe, expect, it } from 'vitest';
import {
  email,
  maxChars,
  maxValue,
  minTrimmedCharacters,
  minValue,
  pattern,
  positiveInteger,
  required,
  validate,
} from './validators.ts';

describe('validators of §5', () => {
  it('required rejects empty and blank values', () => {
    expect(required('')).toEqual({ key: 'validation.required' });
    expect(required('   ')).toEqual({ key: 'validation.required' });
    expect(required([])).toEqual({ key: 'validation.required' });
    expect(required('a')).toBeNull();
    expect(required(0)).toBeNull();
  });
  it('maxChars allows length <= max, 255 by default', () => {
    expect(maxChars(3)('abc')).toBeNull();
    expect(maxChars(3)('abcd')).toEqual({ key: 'validation.maxChars', values: { max: 3 } });
    expect(maxChars()('x'.repeat(255))).toBeNull();
    expect(maxChars()('x'.repeat(256))).not.toBeNull();
  });
  it('minTrimmedCharacters counts without surrounding spaces', () => {
    expect(minTrimmedCharacters(3)('  ab  ')).toEqual({ key: 'validation.minTrimmed', values: { min: 3 } });
    expect(minTrimmedCharacters(3)(' abc ')).toBeNull();
    expect(minTrimmedCharacters(3)('')).toBeNull();
  });
  it('maxValue defaults to 10000 and minValue to 0', () => {
    expect(maxValue()(10_000)).toBeNull();
    expect(maxValue()('10001')).toEqual({ key: 'validation.maxValue', values: { max: 10_000 } });
    expect(minValue()(0)).toBeNull();
    expect(minValue()(-1)).toEqual({ key: 'validation.minValue', values: { min: 0 } });
    expect(minValue()('abc')).toEqual({ key: 'validation.number' });
    expect(maxValue()('')).toBeNull();
  });
  it('pattern accepts anything by default and matches whole values', () => {
    expect(pattern()('anything at all\n')).toBeNull();
    expect(pattern(/[a-z]+/)('abc1')).toEqual({ key: 'validation.pattern' });
  });
  it('positiveInteger follows ^[1-9][0-9]*$', () => {
    expect(positiveInteger('1')).toBeNull();
    expect(positiveInteger('120')).toBeNull();
    expect(positiveInteger('0')).not.toBeNull();
    expect(positiveInteger('012')).not.toBeNull();
    expect(positiveInteger('1.5')).not.toBeNull();
    expect(positiveInteger('-3')).not.toBeNull();
  });
  it('email and validate() report the first failure', () => {
    expect(email('ana@demo.test')).toBeNull();
    expect(validate('', [required, email])).toEqual({ key: 'validation.required' });
    expect(validate('nope', [required, email])).toEqual({ key: 'validation.email' });
  });
});
