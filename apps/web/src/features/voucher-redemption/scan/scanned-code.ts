/**
 * The voucher code a QR code carries. Most carry the code as plain text; one holding a link (a shop's
 * own QR codes often do) is read for a `code` or `voucher` parameter, and otherwise for its last path
 * segment, so staff never have to copy a code out of an address. Null when nothing usable is in it.
 */
export function codeFromScan(raw: string): string | null {
  const text = raw.trim();
  if (text === '') return null;
  const link = asHttpLink(text);
  if (!link) return text;
  const fromQuery = link.searchParams.get('code') ?? link.searchParams.get('voucher');
  if (fromQuery?.trim()) return fromQuery.trim();
  const lastSegment = link.pathname.split('/').filter(Boolean).at(-1);
  return lastSegment ? decodeURIComponent(lastSegment) : null;
}

function asHttpLink(text: string): URL | null {
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    return new URL(text);
  } catch {
    return null;
  }
}
