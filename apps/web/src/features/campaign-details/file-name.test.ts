import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './file-name.ts';

describe('fileNameFrom', () => {
  it('reads the quoted file name of an attachment', () => {
    expect(fileNameFrom('attachment; filename="summer-wheel-ab12cd-leads.csv"', 'x.csv')).toBe(
      'summer-wheel-ab12cd-leads.csv',
    );
  });

  it('falls back when the header is missing or has no file name', () => {
    expect(fileNameFrom(null, 'fallback.csv')).toBe('fallback.csv');
    expect(fileNameFrom('attachment', 'fallback.csv')).toBe('fallback.csv');
  });
});
