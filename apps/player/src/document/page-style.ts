import type { StyleOptions } from '@gc/contracts/campaign-document';

export type Device = 'desktop' | 'mobile';

/** The family name an uploaded font is registered under (see use-custom-font.ts). */
export const CUSTOM_FONT_FAMILY = 'gc-custom-font';

/** The document's fonts with fallbacks a phone has: Montserrat is not installed everywhere. */
const FONT_STACKS: Record<string, string> = {
  Montserrat: 'Montserrat, "Segoe UI", system-ui, -apple-system, Roboto, Arial, sans-serif',
  Verdana: 'Verdana, Geneva, sans-serif',
  Georgia: 'Georgia, "Times New Roman", serif',
  'Courier New': '"Courier New", Courier, monospace',
  'Brush Script MT': '"Brush Script MT", "Brush Script Std", cursive',
  Garamond: 'Garamond, "EB Garamond", Georgia, serif',
};
const SYSTEM_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

const DEFAULT_COLOURS = { primary: '#7048e8', background: '#ffffff', text: '#1a1b1e', buttonText: '#ffffff' };
const COLOUR = /^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/;
/** The asset URLs a document may hold (its schema's rule): an uploaded file or an https address. */
const ASSET_URL = /^(\/files\/|https:\/\/)\S+$/;

/** The URL when it is one a document may hold, else null: a working copy is never trusted blindly. */
export function safeAssetUrl(url: unknown): string | null {
  return typeof url === 'string' && ASSET_URL.test(url) ? url : null;
}

/** A CSS url() of a safe asset URL; quotes and backslashes are percent-encoded so they cannot end it. */
export function cssUrl(url: string): string {
  return `url("${url.replace(/["\\]/g, (character) => encodeURIComponent(character))}")`;
}

export function fontStack(fontFamily: unknown, hasCustomFont: boolean): string {
  const stack = (typeof fontFamily === 'string' && FONT_STACKS[fontFamily]) || SYSTEM_STACK;
  return hasCustomFont ? `"${CUSTOM_FONT_FAMILY}", ${stack}` : stack;
}

/**
 * The page's look as CSS custom properties (player.css uses them). The mobile background falls back to
 * the desktop one; which of the two shows is up to the screen width, or to the device the builder
 * previews (the data-device attribute on the page).
 */
export function pageStyleVariables(style: StyleOptions | undefined, hasCustomFont: boolean): Record<string, string> {
  const colours = style?.colors;
  const colour = (key: keyof typeof DEFAULT_COLOURS) => {
    const value = colours?.[key];
    return typeof value === 'string' && COLOUR.test(value) ? value : DEFAULT_COLOURS[key];
  };
  const background = safeAssetUrl(style?.backgroundImage);
  const backgroundMobile = safeAssetUrl(style?.backgroundImageMobile) ?? background;
  return {
    '--gc-primary': colour('primary'),
    '--gc-background': colour('background'),
    '--gc-text': colour('text'),
    '--gc-button-text': colour('buttonText'),
    '--gc-font': fontStack(style?.fontFamily, hasCustomFont),
    '--gc-bg-image': background ? cssUrl(background) : 'none',
    '--gc-bg-image-mobile': backgroundMobile ? cssUrl(backgroundMobile) : 'none',
  };
}
