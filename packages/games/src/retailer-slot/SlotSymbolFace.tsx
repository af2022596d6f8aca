import type { ReactElement } from 'react';
import type { SlotSymbolView } from './slot-model.ts';
import type { SlotGlyph } from './slot-schemas.ts';

/** The Player's own pictures, drawn in a 64 × 64 box: a new machine shows them before any upload. */
const GLYPH_ART: Record<SlotGlyph, ReactElement> = {
  cherry: (
    <>
      <path d="M32 8 C30 20 24 28 20 36 M32 8 C36 20 42 28 46 38" stroke="#2b8a3e" strokeWidth="4" fill="none" />
      <path d="M32 8 C40 4 48 8 50 14 C42 16 36 14 32 8 Z" fill="#40c057" />
      <circle cx="20" cy="44" r="13" fill="#e03131" />
      <circle cx="46" cy="46" r="13" fill="#c92a2a" />
    </>
  ),
  lemon: (
    <>
      <ellipse cx="32" cy="34" rx="26" ry="19" fill="#fcc419" />
      <ellipse cx="24" cy="28" rx="8" ry="4" fill="#fff3bf" />
    </>
  ),
  bell: (
    <>
      <path d="M32 8 C18 8 16 22 16 34 L10 46 L54 46 L48 34 C48 22 46 8 32 8 Z" fill="#f59f00" />
      <circle cx="32" cy="52" r="6" fill="#e67700" />
    </>
  ),
  star: (
    <path
      d="M32 4 L40 23 L60 24 L44 37 L50 58 L32 46 L14 58 L20 37 L4 24 L24 23 Z"
      fill="#fab005"
      stroke="#e67700"
      strokeWidth="2"
    />
  ),
  seven: (
    <text
      x="32"
      y="54"
      textAnchor="middle"
      fontSize="56"
      fontWeight="900"
      fill="#c92a2a"
      fontFamily="Arial, sans-serif"
    >
      7
    </text>
  ),
  diamond: (
    <>
      <path d="M16 10 L48 10 L60 26 L32 58 L4 26 Z" fill="#4dabf7" />
      <path d="M4 26 L60 26 M16 10 L24 26 L32 58 L40 26 L48 10" stroke="#1c7ed6" strokeWidth="2" fill="none" />
    </>
  ),
};

/** One symbol on a reel: its picture, else the Player's own picture, else its name. */
export function SlotSymbolFace({ symbol }: { symbol: SlotSymbolView | undefined }) {
  if (symbol?.imageUrl) return <img className="gsl-image" src={symbol.imageUrl} alt="" />;
  if (symbol?.glyph) {
    return (
      <svg className="gsl-glyph" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        {GLYPH_ART[symbol.glyph]}
      </svg>
    );
  }
  return <span className="gsl-name">{symbol?.name ?? ''}</span>;
}
