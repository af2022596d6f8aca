import { useEffect } from 'react';
import { CUSTOM_FONT_FAMILY, cssUrl, safeAssetUrl } from '../document/page-style.ts';

/**
 * Registers the campaign's uploaded font (styleOptions.customFontUrl) under CUSTOM_FONT_FAMILY and
 * answers whether there is one. Until it has loaded, or if it fails, the font stack's next fonts show.
 */
export function useCustomFont(url: unknown): boolean {
  const safeUrl = safeAssetUrl(url);
  useEffect(() => {
    if (!safeUrl || typeof FontFace === 'undefined') return;
    const face = new FontFace(CUSTOM_FONT_FAMILY, cssUrl(safeUrl), { display: 'swap' });
    document.fonts.add(face);
    face.load().catch(() => {
      // A broken upload leaves the fallback fonts in place; nothing for the player to act on.
    });
    return () => {
      document.fonts.delete(face);
    };
  }, [safeUrl]);
  return safeUrl !== null;
}
