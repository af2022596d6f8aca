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
  export default function confetti(options?: Options): Promise<null> | null;
}
