/**
 * Confetti on a win when the campaign asks for it (common settings showConfettiFirework and
 * showConfettiSnow). canvas-confetti loads only now, so it costs nothing before the first spin, and
 * never for players who asked for reduced motion.
 */
export function confettiWanted(settings: unknown): { firework: boolean; snow: boolean } {
  const value = typeof settings === 'object' && settings !== null ? (settings as Record<string, unknown>) : {};
  return { firework: value.showConfettiFirework === true, snow: value.showConfettiSnow === true };
}

export async function celebrate(settings: unknown, isReducedMotion: boolean): Promise<void> {
  const { firework, snow } = confettiWanted(settings);
  if (isReducedMotion || !(firework || snow)) return;
  const { default: confetti } = await import('canvas-confetti');
  if (firework) {
    for (const x of [0.25, 0.5, 0.75]) {
      confetti({
        particleCount: 70,
        spread: 70,
        startVelocity: 40,
        origin: { x, y: 0.6 },
        disableForReducedMotion: true,
      });
    }
  }
  if (snow) {
    confetti({
      particleCount: 120,
      spread: 180,
      startVelocity: 5,
      gravity: 0.4,
      ticks: 400,
      origin: { x: 0.5, y: 0 },
      shapes: ['circle'],
      colors: ['#ffffff', '#dfe9f5'],
      disableForReducedMotion: true,
    });
  }
}
