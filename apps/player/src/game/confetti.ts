import { readResultSettings } from '@gc/games/core/result-settings';

/**
 * Confetti on a win when the campaign asks for it (common settings showConfettiFirework and
 * showConfettiSnow). canvas-confetti loads only now, so it costs nothing before the first spin, and
 * never for players who asked for reduced motion.
 *
 * The library's default cannon draws in a Web Worker made from a blob: URL, which the page's CSP
 * (worker-src falls back to script-src 'self') refuses on every win. A cannon of our own on our own
 * canvas with `useWorker: false` draws on the main thread instead: a few hundred particles for two
 * seconds, which a phone draws smoothly, and the CSP stays as strict as it is.
 */
export async function celebrate(settings: unknown, isReducedMotion: boolean): Promise<void> {
  const { firework, snow } = readResultSettings(settings).confetti;
  if (isReducedMotion || !(firework || snow)) return;
  const { default: confetti } = await import('canvas-confetti');
  const canvas = document.createElement('canvas');
  canvas.className = 'gc-confetti';
  canvas.setAttribute('aria-hidden', 'true');
  document.body.append(canvas);
  const fire = confetti.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true });
  const bursts: (Promise<null> | null)[] = [];
  if (firework) {
    for (const x of [0.25, 0.5, 0.75]) {
      bursts.push(fire({ particleCount: 70, spread: 70, startVelocity: 40, origin: { x, y: 0.6 } }));
    }
  }
  if (snow) {
    bursts.push(
      fire({
        particleCount: 120,
        spread: 180,
        startVelocity: 5,
        gravity: 0.4,
        ticks: 400,
        origin: { x: 0.5, y: 0 },
        shapes: ['circle'],
        colors: ['#ffffff', '#dfe9f5'],
      }),
    );
  }
  await Promise.all(bursts);
  canvas.remove();
}
