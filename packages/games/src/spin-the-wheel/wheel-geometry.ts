/**
 * The wheel's geometry, pure so that it can be property-tested. Angles are degrees, measured clockwise
 * from 12 o'clock (where the ticker sits); the wheel's rotation is clockwise too, so a point drawn at
 * angle `a` on the wheel is under the screen angle `a + rotation`. Sector `i` of `n` (in order) spans
 * [i·360/n, (i+1)·360/n).
 */

const FULL_TURN = 360;

/** The angle on the wheel of the middle of sector `index` of `count`. */
export function sectorCentreAngle(index: number, count: number): number {
  return ((index + 0.5) * FULL_TURN) / count;
}

/** An angle brought into [0, 360). */
export function normaliseAngle(angle: number): number {
  const turned = angle % FULL_TURN;
  // A tiny negative remainder plus 360 rounds to 360 itself; "+ 0" turns -0 into 0.
  const normalised = turned < 0 ? turned + FULL_TURN : turned + 0;
  return normalised >= FULL_TURN ? 0 : normalised;
}

/** The index of the sector under the ticker when the wheel is turned by `rotation`. */
export function sectorUnderTicker(rotation: number, count: number): number {
  // The ticker (screen angle 0) shows the wheel's angle -rotation.
  return Math.floor(normaliseAngle(-rotation) / (FULL_TURN / count)) % count;
}

/** How far the wheel must still turn forward (in [0, 360)) from `rotation` to have sector `index` centred under the ticker. */
export function offsetToSector(rotation: number, index: number, count: number): number {
  return normaliseAngle(-sectorCentreAngle(index, count) - rotation);
}

/** Ease-out cubic: fast at first, settling gently; its slope at 0 is EASE_OUT_START_SLOPE. */
export function easeOut(progress: number): number {
  const t = Math.min(1, Math.max(0, progress));
  return 1 - (1 - t) ** 3;
}
export const EASE_OUT_START_SLOPE = 3;

export type SpinPlan = {
  /** The rotation the wheel ends at: the chosen sector's middle under the ticker. */
  target: number;
  /** How long the ease-out from the current rotation to `target` lasts. */
  durationMs: number;
};

/** The shortest and longest landing a plan may take (the brief's 4-6 s, with room for slow and fast wheels). */
export const MIN_SPIN_MS = 3_000;
export const MAX_SPIN_MS = 7_500;

/**
 * The landing of a spin: from `rotation`, turning at `degreesPerMs`, to sector `index` after at least one
 * full turn. The distance is the chosen sector's offset plus whole turns, picked so that an ease-out lasting
 * about `durationMs` starts at the wheel's current speed (no jolt when the server's answer arrives); the
 * duration is then fitted to that distance and kept within MIN_SPIN_MS..MAX_SPIN_MS.
 */
export function planSpin(input: {
  rotation: number;
  degreesPerMs: number;
  index: number;
  count: number;
  durationMs: number;
}): SpinPlan {
  const { rotation, degreesPerMs, index, count, durationMs } = input;
  const offset = offsetToSector(rotation, index, count);
  const wantedDistance = (degreesPerMs * durationMs) / EASE_OUT_START_SLOPE;
  const turns = Math.max(1, Math.round((wantedDistance - offset) / FULL_TURN));
  const distance = offset + turns * FULL_TURN;
  const fitted = degreesPerMs > 0 ? (EASE_OUT_START_SLOPE * distance) / degreesPerMs : durationMs;
  return { target: rotation + distance, durationMs: Math.min(MAX_SPIN_MS, Math.max(MIN_SPIN_MS, fitted)) };
}

/**
 * The settings' speeds in the wheel's units. wheelSpeed (0.25-5, default 1) sets how fast the spin turns and
 * how long it takes to settle (5 s at 1, shorter when faster); idleSpinningSpeed (0-5, default 0.2) the
 * slow turn before the player spins (0.2 → one turn in 50 s).
 */
export function spinSpeeds(wheelSpeed: number, idleSpinningSpeed: number) {
  const speed = Number.isFinite(wheelSpeed) && wheelSpeed > 0 ? wheelSpeed : 1;
  const idle = Number.isFinite(idleSpinningSpeed) && idleSpinningSpeed > 0 ? idleSpinningSpeed : 0;
  return {
    /** The full speed the wheel reaches while the server decides. */
    spinDegreesPerMs: 0.72 * speed,
    /** The target length of the ease-out that lands the wheel. */
    landingMs: Math.min(6_000, Math.max(4_000, 5_000 / speed)),
    idleDegreesPerMs: (idle * 36) / 1_000,
  };
}

/** A point at `angle` (clockwise from 12 o'clock) and `radius` from the centre (SVG coordinates, y down). */
export function polarPoint(angle: number, radius: number): [number, number] {
  const radians = (angle * Math.PI) / 180;
  return [round(radius * Math.sin(radians)), round(-radius * Math.cos(radians))];
}

/** The SVG path of sector `index` of `count` as a slice of a circle of `radius` centred on the origin. */
export function sectorPath(index: number, count: number, radius: number): string {
  const from = (index * FULL_TURN) / count;
  const to = ((index + 1) * FULL_TURN) / count;
  const [x1, y1] = polarPoint(from, radius);
  const [x2, y2] = polarPoint(to, radius);
  const isLargeArc = to - from > 180 ? 1 : 0;
  return `M0 0L${x1} ${y1}A${radius} ${radius} 0 ${isLargeArc} 1 ${x2} ${y2}Z`;
}

// "+ 0" turns -0 into 0, so paths never read "-0".
const round = (value: number) => Math.round(value * 1000) / 1000 + 0;
