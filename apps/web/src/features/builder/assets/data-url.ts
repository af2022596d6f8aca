/**
 * The image editor hands back a data URL (spec §2); the asset library stores files. This turns one
 * into the other without a network round trip (fetch(dataUrl) is blocked by strict CSPs).
 */
export function dataUrlToFile(dataUrl: string, fileName: string): File {
  const match = /^data:([^;,]+)?(;base64)?,(.*)$/s.exec(dataUrl);
  if (!match) throw new Error('Not a data URL');
  const [, type = 'application/octet-stream', base64, payload] = match;
  const bytes = base64
    ? Uint8Array.from(atob(payload), (c) => c.charCodeAt(0))
    : new TextEncoder().encode(decodeURIComponent(payload));
  return new File([bytes], fileName, { type });
}

/** "summer-banner.jpg" -> "summer-banner-edited.png": the editor always writes PNG. */
export function editedFileName(original: string): string {
  const base = original.replace(/\.[^./\\]+$/, '').trim() || 'image';
  return `${base.endsWith('-edited') ? base : `${base}-edited`}.png`;
}
