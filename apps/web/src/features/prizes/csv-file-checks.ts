/**
 * Checks run on a codes file before it is sent, so that a wrong file fails at once with a clear
 * reason instead of after an upload. The server parses and counts again (added/duplicates/invalid).
 */
export const MAX_CODES_FILE_BYTES = 5 * 1024 * 1024;
export const CODES_FILE_EXTENSIONS = ['csv', 'txt'] as const;

export type CodesFileProblem = 'empty' | 'tooLarge' | 'unsupported';

export function codesFileProblem(file: { name: string; size: number }): CodesFileProblem | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot <= 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  if (!(CODES_FILE_EXTENSIONS as readonly string[]).includes(extension)) return 'unsupported';
  if (file.size > MAX_CODES_FILE_BYTES) return 'tooLarge';
  if (file.size === 0) return 'empty';
  return null;
}
