import { describe, expect, it } from 'vitest';
import { availabilityOf } from './availability.ts';

const NOW = Date.UTC(2026, 5, 1, 12);
const HOUR = 3_600_000;

describe('availabilityOf', () => {
  it('is live between start and end, to the millisecond', () => {
    expect(availabilityOf('ACTIVE', NOW - HOUR, NOW + HOUR, NOW)).toBe('live');
    expect(availabilityOf('ACTIVE', null, null, NOW)).toBe('live');
    expect(availabilityOf('ACTIVE', NOW, null, NOW)).toBe('live');
    expect(availabilityOf('ACTIVE', null, NOW, NOW)).toBe('ended');
  });

  it('follows the dates of a schedule even before the jobs flip the status', () => {
    expect(availabilityOf('SCHEDULED', NOW + HOUR, null, NOW)).toBe('scheduled');
    expect(availabilityOf('SCHEDULED', NOW - HOUR, NOW + HOUR, NOW)).toBe('live');
    expect(availabilityOf('SCHEDULED', NOW - 2 * HOUR, NOW - HOUR, NOW)).toBe('ended');
    expect(availabilityOf('SCHEDULED', null, null, NOW)).toBe('scheduled');
  });

  it('has ended when deactivated, whatever the dates', () => {
    expect(availabilityOf('INACTIVE', NOW - HOUR, NOW + HOUR, NOW)).toBe('ended');
    expect(availabilityOf('DRAFT', null, null, NOW)).toBe('ended');
  });
});
