/** WCAG 2 contrast of two #rrggbb colours (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

function channels(hex: string): number[] {
  return [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => {
    const v = value / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** `hex` with each channel scaled down by `amount` (0 to 1). */
export function darkenHex(hex: string, amount: number): string {
  return `#${channels(hex)
    .map((value) =>
      Math.round(value * (1 - amount))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * The lightest shade of a palette (from shade 6 on, Mantine's default for filled and text) that reaches
 * `minimum` contrast against every one of `backgrounds`; the darkest shade, darkened further in steps,
 * when none does (yellow and lime).
 */
export function accessibleShade(palette: readonly string[], backgrounds: readonly string[], minimum = 4.5): string {
  const passes = (colour: string) => backgrounds.every((background) => contrastRatio(colour, background) >= minimum);
  const shade = palette.slice(6).find(passes);
  if (shade) return shade;
  let colour = palette[palette.length - 1];
  for (let step = 1; !passes(colour) && step <= 20; step++)
    colour = darkenHex(palette[palette.length - 1], step * 0.05);
  return colour;
}
