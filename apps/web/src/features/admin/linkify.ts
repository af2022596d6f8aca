export type TextSegment = { offset: number; text: string; isLink: boolean };

const URL_IN_TEXT = /https?:\/\/[^\s<>"]+/g;

/** Splits plain text into text and http(s) link segments, each keyed by its offset. */
export function linkify(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const start = match.index ?? 0;
    if (start > last) segments.push({ offset: last, text: text.slice(last, start), isLink: false });
    segments.push({ offset: start, text: match[0], isLink: true });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ offset: last, text: text.slice(last), isLink: false });
  return segments;
}
