/** The part of canvas-confetti the win page uses (the package ships no types, and @types is not installed). */
declare module 'canvas-confetti' {
  type Options = {
    particleCount?: number;
    spread?: number;
    startVelocity?: number;
    gravity?: number;
    ticks?: number;
    origin?: { x?: number; y?: number };
    shapes?: ('square' | 'circle')[];
    colors?: string[];
    disableForReducedMotion?: boolean;
  };
  /** Resolves when the burst has fallen (null where the browser has no Promise). */
  type Fire = (options?: Options) => Promise<null> | null;
  type CannonOptions = { resize?: boolean; useWorker?: boolean; disableForReducedMotion?: boolean };
  const confetti: Fire & {
    /** A cannon drawing on the given canvas; without `useWorker` it draws on the main thread. */
    create(canvas: HTMLCanvasElement, options?: CannonOptions): Fire;
  };
  export default confetti;
}
