/**
 * `load` run on the first call only: every later or concurrent caller gets the same promise, so a
 * library imported on first use (`loadOnce(() => import('exceljs'))`) is imported once. A failed load
 * is forgotten, so that the next call tries again instead of failing for the life of the process.
 *
 * Why: the server starts faster and idles smaller when libraries that only some requests need (image
 * processing, spreadsheets, phone numbers, SMTP, S3) are not loaded at start (issue 18).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
