import { describe, expect, it } from 'vitest';
import { zoneAfterKey, zoneCentre, zoneWordKey } from './penalty-geometry.ts';
import { PENALTY_ZONES } from './penalty-zones.ts';
import { PENALTY_WORDS } from './words.ts';

describe('penalty geometry', () => {
  it('moves between the zones with the arrow keys as on the goal, stopping at its edges', () => {
    expect(zoneAfterKey('top-left', 'ArrowRight')).toBe('top-centre');
    expect(zoneAfterKey('top-centre', 'ArrowDown')).toBe('bottom-centre');
    expect(zoneAfterKey('bottom-right', 'ArrowUp')).toBe('top-right');
    expect(zoneAfterKey('bottom-left', 'ArrowLeft')).toBe('bottom-left');
    expect(zoneAfterKey('top-right', 'ArrowRight')).toBe('top-right');
    expect(zoneAfterKey('bottom-centre', 'Home')).toBe('top-left');
    expect(zoneAfterKey('top-left', 'End')).toBe('bottom-right');
    expect(zoneAfterKey('top-left', 'Enter')).toBeNull();
  });

  it('puts each zone at its own place inside the goal, top row above bottom row', () => {
    const centres = PENALTY_ZONES.map(zoneCentre);
    expect(new Set(centres.map((c) => `${c.x},${c.y}`)).size).toBe(6);
    expect(zoneCentre('top-left').y).toBeLessThan(zoneCentre('bottom-left').y);
    expect(zoneCentre('bottom-left').x).toBeLessThan(zoneCentre('bottom-right').x);
  });

  it('names each zone with its own word', () => {
    expect(PENALTY_ZONES.map((zone) => PENALTY_WORDS.en[zoneWordKey(zone)])).toEqual([
      'Top left',
      'Top centre',
      'Top right',
      'Bottom left',
      'Bottom centre',
      'Bottom right',
    ]);
  });
});
