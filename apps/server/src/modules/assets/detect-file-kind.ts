import { loadOnce } from '../../lib/load-once.ts';
import { FILE_KINDS, type FileKind } from './file-kinds.ts';

/** file-type and its tokenizers (about 35 modules) are loaded by the first upload, not at start. */
const loadFileType = loadOnce(() => import('file-type'));

/**
 * The real type of an upload, from its bytes (magic numbers), never from its name or the browser's
 * Content-Type. SVG has no magic number: it is text that file-type reports as XML or not at all.
 */
export async function detectFileKind(bytes: Uint8Array): Promise<FileKind | undefined> {
  const { fileTypeFromBuffer } = await loadFileType();
  const detected = await fileTypeFromBuffer(bytes);
  if (detected === undefined || detected.ext === 'xml') return isSvgText(bytes) ? FILE_KINDS.svg : undefined;
  return Object.hasOwn(FILE_KINDS, detected.ext) ? FILE_KINDS[detected.ext] : undefined;
}

/**
 * UTF-8 text whose root element is <svg>, after an optional XML declaration, comments and a plain
 * DOCTYPE. Entity declarations are refused outright (entity expansion is the classic XML bomb).
 * A scanner rather than one regular expression, so that 5 MB of crafted text stays linear.
 */
export function isSvgText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  if (text.includes('\0') || /<!ENTITY/i.test(text)) return false;
  let at = 0;
  const skipSpace = () => {
    while (at < text.length && /\s/.test(text[at])) at++;
  };
  const startsHere = (prefix: string) => text.slice(at, at + prefix.length).toLowerCase() === prefix.toLowerCase();
  const skipPast = (end: string) => {
    const found = text.indexOf(end, at);
    if (found === -1) return false;
    at = found + end.length;
    return true;
  };
  skipSpace();
  if (startsHere('<?xml') && !skipPast('?>')) return false;
  for (;;) {
    skipSpace();
    if (startsHere('<!--')) {
      if (!skipPast('-->')) return false;
    } else if (startsHere('<!doctype')) {
      const end = text.indexOf('>', at);
      // An internal subset ('[') is where entities live.
      if (end === -1 || text.slice(at, end).includes('[')) return false;
      at = end + 1;
    } else {
      break;
    }
  }
  return /^<svg[\s>/]/i.test(text.slice(at, at + 5));
}
