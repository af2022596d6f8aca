/** How an accepted file is treated after its type is known. */
export type FileFamily = 'raster' | 'gif' | 'svg' | 'ico' | 'as-is';

/** A type the asset library accepts, named by the extension it is stored under. */
export type FileKind = { ext: string; contentType: string; family: FileFamily };

/** Every accepted type, keyed by the extension file-type reports (jpeg, jpg and jfif all detect as jpg). */
export const FILE_KINDS: Record<string, FileKind> = {
  png: { ext: 'png', contentType: 'image/png', family: 'raster' },
  jpg: { ext: 'jpg', contentType: 'image/jpeg', family: 'raster' },
  webp: { ext: 'webp', contentType: 'image/webp', family: 'raster' },
  gif: { ext: 'gif', contentType: 'image/gif', family: 'gif' },
  svg: { ext: 'svg', contentType: 'image/svg+xml', family: 'svg' },
  ico: { ext: 'ico', contentType: 'image/x-icon', family: 'ico' },
  pdf: { ext: 'pdf', contentType: 'application/pdf', family: 'as-is' },
  otf: { ext: 'otf', contentType: 'font/otf', family: 'as-is' },
  ttf: { ext: 'ttf', contentType: 'font/ttf', family: 'as-is' },
  woff: { ext: 'woff', contentType: 'font/woff', family: 'as-is' },
  woff2: { ext: 'woff2', contentType: 'font/woff2', family: 'as-is' },
};

/** The extensions a name may end with that mean the same content as a detected kind. */
const SPELLINGS: Record<string, string> = { jpeg: 'jpg', jfif: 'jpg' };

/** The file name's extension, lower case, or '' when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

const kindOfExtension = (extension: string): FileKind | undefined => FILE_KINDS[SPELLINGS[extension] ?? extension];

/** `extensions` is what the upload accepts: a category's ASSET_EXTENSIONS, or PICTURE_EXTENSIONS. */
export function isExtensionAllowed(extensions: readonly string[], extension: string): boolean {
  return extensions.includes(extension);
}

/**
 * Whether the detected content is one the category accepts. The name's extension is checked
 * separately; a mislabelled but allowed file (a JPEG saved as .png, a TrueType font named .otf) is
 * accepted and stored under its real type, so what is served always matches the bytes.
 */
export function isKindAllowed(extensions: readonly string[], kind: FileKind): boolean {
  return extensions.some((extension) => kindOfExtension(extension)?.ext === kind.ext);
}
