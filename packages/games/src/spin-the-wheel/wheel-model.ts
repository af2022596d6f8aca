import type { WheelSector } from './definition.ts';
import { spinSpeeds } from './wheel-geometry.ts';

/**
 * The wheel as it is drawn, read from settings that may be half-edited (the builder's preview posts its
 * working copy unvalidated, and zod would double the player bundle): anything missing or malformed gets
 * a neutral value instead of breaking the page. Only types are imported from definition.ts, so the
 * player's wheel chunk carries no zod.
 */
export type WheelModel = {
  sectors: DrawnSector[];
  borderColour: string;
  centreImageUrl: string | null;
  tickerImageUrl: string | null;
  hasLegend: boolean;
  speeds: ReturnType<typeof spinSpeeds>;
};

export type DrawnSector = {
  id: string;
  colour: string;
  /** The sector's text in the player's language, else the fallback language's; may be ''. */
  text: string;
  /** What a screen reader hears when the wheel stops here: the text, else "number N". */
  name: string;
  textColour: string;
  fontFamily: string;
  imageUrl: string | null;
};

const COLOUR = /^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/;
/** The image URLs a document may hold: an uploaded file or an https address (as the player's page-style.ts). */
const IMAGE_URL = /^(\/files\/|https:\/\/)\S+$/;

const colourOr = (value: unknown, fallback: string) =>
  typeof value === 'string' && COLOUR.test(value) ? value : fallback;
const imageUrlOf = (value: unknown) => (typeof value === 'string' && IMAGE_URL.test(value) ? value : null);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A font name as a CSS family with fallbacks; quotes and backslashes are dropped so it cannot end the value. */
function fontFamilyOf(value: unknown): string {
  const name = typeof value === 'string' ? value.replace(/["\\;{}<>]/g, '').trim() : '';
  return name ? `"${name}", system-ui, sans-serif` : 'system-ui, sans-serif';
}

function textOf(value: unknown, language: string, fallbackLanguage: string): string {
  if (!isObject(value)) return '';
  const own = value[language];
  const fallback = value[fallbackLanguage];
  return typeof own === 'string' && own !== '' ? own : typeof fallback === 'string' ? fallback : '';
}

export function readWheel(settings: unknown, language: string, fallbackLanguage: string): WheelModel {
  const wheel = isObject(settings) ? settings : {};
  const rawSectors: Partial<WheelSector>[] = Array.isArray(wheel.sectors) ? wheel.sectors.filter(isObject) : [];
  const sectors = rawSectors
    .map((sector, position) => ({ sector, position }))
    // Stable: equal order numbers keep the array's order.
    .sort((a, b) => orderOf(a.sector, a.position) - orderOf(b.sector, b.position) || a.position - b.position)
    .map(({ sector, position }, index): DrawnSector => {
      const text = textOf(sector.text, language, fallbackLanguage);
      return {
        id: typeof sector.id === 'string' ? sector.id : `sector-${position}`,
        colour: colourOr(sector.sectorColour, index % 2 === 0 ? '#7048e8' : '#f59f00'),
        text,
        name: text || String(index + 1),
        textColour: colourOr(sector.textColour, '#ffffff'),
        fontFamily: fontFamilyOf(sector.textFont),
        imageUrl: imageUrlOf(sector.imageUrl),
      };
    });
  return {
    sectors,
    borderColour: colourOr(wheel.wheelBorderColour, '#1a1b1e'),
    centreImageUrl: imageUrlOf(wheel.wheelCenterImageUrl),
    tickerImageUrl: imageUrlOf(wheel.wheelTickerImageUrl),
    hasLegend: wheel.legendEnabled === true,
    speeds: spinSpeeds(Number(wheel.wheelSpeed), Number(wheel.idleSpinningSpeed)),
  };
}

function orderOf(sector: Partial<WheelSector>, position: number): number {
  return typeof sector.orderNumber === 'number' && Number.isFinite(sector.orderNumber) ? sector.orderNumber : position;
}

/**
 * The font size (in wheel units, radius 100) that fits a sector's text along its radius: smaller for long
 * texts and narrow sectors, never below a legible minimum; what still does not fit is cut with an ellipsis.
 */
export function fitSectorText(text: string, count: number, length: number): { text: string; fontSize: number } {
  const MIN_SIZE = 6.5;
  const widthAtMiddle = (2 * Math.PI * 60) / Math.max(2, count);
  const maxSize = Math.min(13, widthAtMiddle * 0.55);
  // An average character is about 0.58 em wide.
  const size = Math.max(MIN_SIZE, Math.min(maxSize, length / (Math.max(1, text.length) * 0.58)));
  const fits = Math.floor(length / (size * 0.58));
  const shown = text.length > fits ? `${text.slice(0, Math.max(1, fits - 1))}…` : text;
  return { text: shown, fontSize: Math.round(size * 10) / 10 };
}
