import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  darken,
  defaultVariantColorsResolver,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * WCAG AA contrast (4.5:1) for the light variant's text (badges, light buttons): Mantine draws it in
 * shade 6 on a 10 % tint of the same colour, about 2.2:1 for teal and 3.2:1 for blue. Shade 9,
 * darkened a quarter, passes for every palette colour (yellow being the lightest).
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return colors;
  const text = darken(input.theme.colors[parsed.color][9], 0.25);
  return { ...colors, color: text, hoverColor: text };
};

/**
 * Contrast of WCAG 2 AA (4.5:1 for text), which axe checks in the browser journeys: Mantine's default
 * blue 6 (links, buttons), dimmed gray 6 and error red 6 reach only 3.3–3.5:1 on white, and the text of light
 * variants (badges, active navigation) about 4.4:1 on their tinted background even at shade 8.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '650' },
  variantColorResolver,
});

/** Dimmed text in gray 7, errors in red 9 and light-variant text in shade 9 (the CSS variables some parts read). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      Object.keys(DEFAULT_THEME.colors).map((color) => [
        `--mantine-color-${color}-light-color`,
        `var(--mantine-color-${color}-9)`,
      ]),
    ),
  },
  dark: {},
});
