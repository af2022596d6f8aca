import { useEffect, useState } from 'react';

/**
 * Loads an uploaded font file into the page under a private family name so the builder can preview
 * it. `failed` is true when the browser cannot read the file as a font.
 */
export function useUploadedFont(url: string | null): { family: string | null; failed: boolean } {
  const [state, setState] = useState<{ family: string | null; failed: boolean }>({ family: null, failed: false });
  useEffect(() => {
    setState({ family: null, failed: false });
    if (!url || typeof FontFace === 'undefined') return;
    let isCurrent = true;
    const family = `gc-uploaded-${Math.random().toString(36).slice(2, 10)}`;
    const face = new FontFace(family, `url(${JSON.stringify(url)})`);
    face
      .load()
      .then((loaded) => {
        if (!isCurrent) return;
        document.fonts.add(loaded);
        setState({ family, failed: false });
      })
      .catch(() => isCurrent && setState({ family: null, failed: true }));
    return () => {
      isCurrent = false;
      document.fonts.delete(face);
    };
  }, [url]);
  return state;
}
