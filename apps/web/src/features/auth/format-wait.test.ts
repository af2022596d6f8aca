import { describe, expect, it } from 'vitest';
import { formatWait } from './format-wait.ts';

describe('formatWait', () => {
  it('says seconds under a minute and whole minutes (rounded up) above', () => {
    expect(formatWait(1, 'en')).toBe('in 1 second');
    expect(formatWait(2, 'en')).toBe('in 2 seconds');
    expect(formatWait(0, 'en')).toBe('in 1 second');
    expect(formatWait(61, 'en')).toBe('in 2 minutes');
    expect(formatWait(900, 'en')).toBe('in 15 minutes');
  });

  it('speaks Serbian in Latin script, with its plural forms', () => {
    expect(formatWait(2, 'sr')).toBe('za 2 sekunde');
    expect(formatWait(5, 'sr')).toBe('za 5 sekundi');
  });
});
