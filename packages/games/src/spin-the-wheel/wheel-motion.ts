import { easeOut, normaliseAngle, offsetToSector, planSpin } from './wheel-geometry.ts';

/** Animation frames; the browser's by default, a fake clock in tests. */
export type FrameScheduler = {
  request(callback: (now: number) => void): number;
  cancel(id: number): void;
};

const browserFrames: FrameScheduler = {
  request: (callback) => requestAnimationFrame(callback),
  cancel: (id) => cancelAnimationFrame(id),
};

/** How long the push from idle to full speed takes. */
const SPEED_UP_MS = 400;
/** Frames further apart than this (a tab in the background) count as this long, so the wheel never leaps. */
const MAX_FRAME_MS = 100;
/** How long the wheel takes to stop when the server chose no sector (no play happened). */
const STOP_MS = 900;

type State =
  | { kind: 'idle' }
  | { kind: 'speedingUp'; from: number; to: number; elapsed: number; landing: Landing | null }
  | { kind: 'easing'; from: number; to: number; durationMs: number; elapsed: number; done: () => void }
  | { kind: 'still' };

type Landing = { index: number; count: number; landingMs: number; done: () => void };

/**
 * The wheel's motion: a slow idle turn, a push to full speed while the server decides, then an ease-out
 * onto the chosen sector that starts at the wheel's speed. `apply` receives the rotation (degrees,
 * clockwise) of every frame. The wheel only turns between frames that someone asked for, so a still or
 * unmounted wheel costs nothing.
 */
export function createWheelMotion(apply: (rotation: number) => void, frames: FrameScheduler = browserFrames) {
  let rotation = 0;
  let speed = 0;
  let idleSpeed = 0;
  let state: State = { kind: 'idle' };
  let frameId: number | null = null;
  let lastFrame: number | null = null;

  const isMoving = () =>
    state.kind === 'speedingUp' || state.kind === 'easing' || (state.kind === 'idle' && idleSpeed > 0);

  function schedule() {
    if (frameId === null && isMoving()) frameId = frames.request(tick);
  }

  function startEasing(to: number, durationMs: number, done: () => void) {
    state = { kind: 'easing', from: rotation, to, durationMs, elapsed: 0, done };
  }

  function startLanding({ index, count, landingMs, done }: Landing) {
    const plan = planSpin({ rotation, degreesPerMs: speed, index, count, durationMs: landingMs });
    startEasing(plan.target, plan.durationMs, done);
  }

  function tick(now: number) {
    frameId = null;
    const elapsed = lastFrame === null ? 0 : Math.min(MAX_FRAME_MS, Math.max(0, now - lastFrame));
    lastFrame = now;
    if (state.kind === 'idle') {
      speed = idleSpeed;
      rotation = normaliseAngle(rotation + speed * elapsed);
    } else if (state.kind === 'speedingUp') {
      state.elapsed += elapsed;
      const progress = Math.min(1, state.elapsed / SPEED_UP_MS);
      speed = state.from + (state.to - state.from) * progress;
      rotation += speed * elapsed;
      // The landing waits for full speed, so that the ease-out always starts from the same push.
      if (progress === 1 && state.landing) startLanding(state.landing);
    } else if (state.kind === 'easing') {
      state.elapsed += elapsed;
      const progress = Math.min(1, state.elapsed / state.durationMs);
      rotation = state.from + (state.to - state.from) * easeOut(progress);
      if (progress === 1) {
        const { done } = state;
        state = { kind: 'still' };
        speed = 0;
        done();
      }
    }
    apply(rotation);
    if (isMoving()) schedule();
    else lastFrame = null;
  }

  return {
    /** The slow turn before a spin (0 stands still); takes effect at once when the wheel is idle. */
    setIdleSpeed(degreesPerMs: number) {
      idleSpeed = degreesPerMs;
      schedule();
    },
    /** Back to the idle turn (after a spin that could not be made). */
    idle() {
      state = { kind: 'idle' };
      schedule();
    },
    /** Pushes the wheel to full speed; it keeps turning until land() or stop(). */
    speedUp(degreesPerMs: number) {
      state = { kind: 'speedingUp', from: speed, to: degreesPerMs, elapsed: 0, landing: null };
      schedule();
    },
    /** Eases the wheel onto the middle of sector `index`; resolves when it stands there. */
    land(index: number, count: number, landingMs: number): Promise<void> {
      return new Promise((done) => {
        const landing = { index, count, landingMs, done };
        if (state.kind === 'speedingUp') state.landing = landing;
        else startLanding(landing);
        schedule();
      });
    },
    /** Turns the wheel straight to the middle of sector `index`, with no spin (reduced motion). */
    jumpTo(index: number, count: number) {
      state = { kind: 'still' };
      speed = 0;
      rotation += offsetToSector(rotation, index, count);
      apply(rotation);
    },
    /** Slows the wheel to a stop wherever it is (the server chose no sector); resolves when it stands. */
    stop(): Promise<void> {
      return new Promise((done) => {
        if (speed <= 0) {
          state = { kind: 'still' };
          done();
          return;
        }
        startEasing(rotation + (speed * STOP_MS) / 3, STOP_MS, done);
        schedule();
      });
    },
    /** Stops asking for frames (unmount); a later call starts them again. */
    dispose() {
      if (frameId !== null) frames.cancel(frameId);
      frameId = null;
      lastFrame = null;
    },
  };
}

export type WheelMotion = ReturnType<typeof createWheelMotion>;
