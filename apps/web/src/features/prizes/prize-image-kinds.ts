import { PICTURE_EXTENSIONS } from '@gc/contracts/assets';
import { extensionOf, type FileProblem, fileProblem } from '../builder/assets/file-checks.ts';

/**
 * The pictures a prize image may be, by content type with the extensions that name them: the file
 * input's `accept` list. A PDF, which campaign images take, is no picture; the server refuses it too.
 */
export const PICTURE_TYPES: Record<string, string[]> = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpeg', '.jpg', '.jfif'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
  'image/svg+xml': ['.svg'],
};

/** The asset library's checks before an upload, with the picture types in place of the image category's. */
export function prizeImageProblem(file: { name: string; size: number }): FileProblem | null {
  if (!PICTURE_EXTENSIONS.includes(extensionOf(file.name))) {
    return { kind: 'unsupported', extensions: PICTURE_EXTENSIONS };
  }
  return fileProblem(file, 'image');
}
