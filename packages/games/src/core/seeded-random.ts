import type { RandomBelow } from './game-server.ts';

/**
 * A seeded uniform random integer below a bound (mulberry32), for what must answer the same twice: the
 * prize simulator (the checklist's warning does not come and go between two looks) and property tests (a
 * failing case replays exactly). Plays themselves draw with crypto.randomInt, never this.
 */
export function seededRandomBelow(seed: number): RandomBelow {
  let state = seed >>> 0;
  return (exclusiveMax) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    return Math.floor(unit * exclusiveMax);
  };
}
