import { ASSET_EXTENSIONS, type AssetCategory, MAX_UPLOAD_BYTES } from '@gc/contracts/assets';
import type { TFunction } from 'i18next';

/**
 * The checks the builder runs before an upload (spec §5 Uploads, §8), so that a 40 MB video or a
 * .exe fails at once with the spec's text instead of after a long upload. The server checks again,
 * including the file's real content (a renamed text file passes here and fails there).
 */
export type FileProblem =
  | { kind: 'empty' }
  | { kind: 'tooLarge' }
  | { kind: 'unsupported'; extensions: readonly string[] };

/** The lower-case extension after the last dot; '' when the name has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function fileProblem(file: { name: string; size: number }, category: AssetCategory): FileProblem | null {
  const extensions = ASSET_EXTENSIONS[category];
  if (!extensions.includes(extensionOf(file.name))) return { kind: 'unsupported', extensions };
  if (file.size > MAX_UPLOAD_BYTES) return { kind: 'tooLarge' };
  if (file.size === 0) return { kind: 'empty' };
  return null;
}

/** ".png, .jpeg, .jpg": the list as the §8 text writes it. */
export const extensionList = (extensions: readonly string[]) => extensions.map((e) => `.${e}`).join(', ');

/** The problem in the builder's language; in English these are exactly the §8 texts. */
export function fileProblemText(problem: FileProblem, t: TFunction): string {
  switch (problem.kind) {
    case 'empty':
      return t('assets.errors.empty');
    case 'tooLarge':
      return t('assets.errors.tooLarge');
    case 'unsupported':
      return t('assets.errors.unsupported', { extensions: extensionList(problem.extensions) });
  }
}
