import { describe, expect, it } from 'vitest';
import { codesFileProblem, MAX_CODES_FILE_BYTES } from './csv-file-checks.ts';

describe('codesFileProblem', () => {
  it('accepts .csv and .txt in any case up to 5 MB', () => {
    expect(codesFileProblem({ name: 'codes.csv', size: 10 })).toBeNull();
    expect(codesFileProblem({ name: 'CODES.TXT', size: MAX_CODES_FILE_BYTES })).toBeNull();
  });
  it('refuses other extensions, names without one, and a dot file', () => {
    expect(codesFileProblem({ name: 'codes.xlsx', size: 10 })).toBe('unsupported');
    expect(codesFileProblem({ name: 'codes', size: 10 })).toBe('unsupported');
    expect(codesFileProblem({ name: '.csv', size: 10 })).toBe('unsupported');
  });
  it('refuses a file over 5 MB and an empty file', () => {
    expect(codesFileProblem({ name: 'codes.csv', size: MAX_CODES_FILE_BYTES + 1 })).toBe('tooLarge');
    expect(codesFileProblem({ name: 'codes.csv', size: 0 })).toBe('empty');
  });
});
