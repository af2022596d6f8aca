import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  darken,
  defaultVariantColorsResolver,
  type MantineThemeOverride,
  type MenuProps,
  type ModalProps,
  mergeThemeOverrides,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';
import { accessibleShade, darkenHex } from './contrast.ts';

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

/**
 * The theme with the texts it needs in the UI language: every dialog's close button is named, and its
 * header is not a second banner landmark (Mantine draws it as <header> outside <main>).
 */
export function themeFor(closeDialogLabel: string): MantineThemeOverride {
  return mergeThemeOverrides(
    theme,
    createTheme({
      components: {
        // No focus placeholder in a menu's list: a role="menu" holds menu items only (the first item takes focus).
        // Plain objects, not Menu.extend()/Modal.extend(): those import the components, and the theme is
        // in the start-up bundle, which neither needs (issue 18).
        Menu: { defaultProps: { withInitialFocusPlaceholder: false } satisfies Partial<MenuProps> },
        Modal: {
          defaultProps: {
            closeButtonProps: { 'aria-label': closeDialogLabel },
            // Mantine passes attributes to the header at runtime, but its types allow none.
            attributes: { header: { role: 'none' } } as never,
          } satisfies Partial<ModalProps>,
        },
      },
    }),
  );
}

/**
 * Each colour's filled background (white text on it) and coloured text (`c="teal"`) in the lightest
 * shade that reaches 4.5:1 on white and on the page grey: Mantine's shade 6 gives 2.4:1 for green (the
 * Publish button), 2.6:1 for teal, 3.3:1 for red.
 */
const PAGE_BACKGROUNDS = ['#ffffff', DEFAULT_THEME.colors.gray[0]];
const accessibleColourVariables = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors).flatMap(([color, palette]) => {
    const shade = accessibleShade(palette, PAGE_BACKGROUNDS);
    return [
      [`--mantine-color-${color}-filled`, shade],
      [`--mantine-color-${color}-filled-hover`, darkenHex(shade, 0.12)],
      [`--mantine-color-${color}-text`, shade],
      [`--mantine-color-${color}-light-color`, `var(--mantine-color-${color}-9)`],
    ];
  }),
);

/** Dimmed text in gray 7, errors in red 9, accessible filled and text colours (the CSS variables parts read). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    ...accessibleColourVariables,
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
