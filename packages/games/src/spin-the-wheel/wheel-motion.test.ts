import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseAngle, sectorCentreAngle, sectorUnderTicker } from './wheel-geometry.ts';
import { createWheelMotion, type FrameScheduler } from './wheel-motion.ts';

/** A fake animation clock: frames run only when the test advances it, `stepMs` apart. */
function fakeFrames(stepMs: number) {
  let now = 0;
  let pending: ((time: number) => void) | null = null;
  const scheduler: FrameScheduler = {
    request(callback) {
      pending = callback;
      return 1;
    },
    cancel() {
      pending = null;
    },
  };
  return {
    scheduler,
    isRunning: () => pending !== null,
    /** Runs frames until `ms` have passed or nothing asks for another frame. */
    advance(ms: number) {
      for (let passed = 0; passed < ms && pending; passed += stepMs) {
        const callback = pending;
        pending = null;
        now += stepMs;
        callback(now);
      }
    },
  };
}

function motionWithFrames(stepMs = 16) {
  const frames = fakeFrames(stepMs);
  const shown: number[] = [];
  const motion = createWheelMotion((rotation) => shown.push(rotation), frames.scheduler);
  return { motion, frames, shown, last: () => shown[shown.length - 1] ?? 0 };
}

describe('createWheelMotion', () => {
  it('lands on the chosen sector however long the server takes and however the frames fall', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 24 }).chain((count) => fc.tuple(fc.constant(count), fc.nat({ max: count - 1 }))),
        fc.integer({ min: 0, max: 3_000 }),
        fc.integer({ min: 5, max: 60 }),
        async ([count, index], serverMs, stepMs) => {
          const { motion, frames, last } = motionWithFrames(stepMs);
          motion.setIdleSpeed(0.0072);
          frames.advance(500);
          motion.speedUp(0.72);
          frames.advance(serverMs);
          let hasLanded = false;
          const landing = motion.land(index, count, 5_000).then(() => {
            hasLanded = true;
          });
          frames.advance(10_000);
          await landing;
          expect(hasLanded).toBe(true);
          expect(sectorUnderTicker(last(), count)).toBe(index);
          const apart = normaliseAngle(last() + sectorCentreAngle(index, count));
          expect(Math.min(apart, 360 - apart)).toBeLessThan(1e-6);
          // A landed wheel stands still and asks for no more frames.
          expect(frames.isRunning()).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('only ever turns forwards', () => {
    const { motion, frames, shown } = motionWithFrames();
    motion.setIdleSpeed(0.01);
    frames.advance(300);
    motion.speedUp(1.5);
    frames.advance(200);
    void motion.land(5, 12, 4_000);
    frames.advance(10_000);
    // (Idle turns 3° here, so the kept-within-a-turn wrap of idle rotation does not come into it.)
    expect(shown.length).toBeGreaterThan(100);
    for (let i = 1; i < shown.length; i++) expect(shown[i]).toBeGreaterThanOrEqual(shown[i - 1]);
  });

  it('jumps straight to a sector with no frames for reduced motion', () => {
    const { motion, frames, last } = motionWithFrames();
    motion.setIdleSpeed(0);
    expect(frames.isRunning()).toBe(false);
    motion.jumpTo(2, 8);
    expect(sectorUnderTicker(last(), 8)).toBe(2);
    expect(frames.isRunning()).toBe(false);
  });

  it('slows to a stop when no sector was chosen, and idles again after a failed play', async () => {
    const { motion, frames } = motionWithFrames();
    motion.speedUp(0.72);
    frames.advance(600);
    const stopped = motion.stop();
    frames.advance(2_000);
    await stopped;
    expect(frames.isRunning()).toBe(false);

    motion.setIdleSpeed(0.01);
    motion.idle();
    expect(frames.isRunning()).toBe(true);
    motion.dispose();
    expect(frames.isRunning()).toBe(false);
  });
});
