/** Spec §9: the build file is polled every 30 minutes. */
export const VERSION_POLL_MS = 30 * 60 * 1000;
export const BUILD_FILE_URL = '/assets/build.json';

/** Reads the deployed build hash; null (with a warning) when the file cannot be read (spec §8). */
export async function fetchBuildHash(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetchImpl(BUILD_FILE_URL, { cache: 'no-store', headers: { 'Cache-Control': 'no-cache' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as { buildHash?: unknown };
    return typeof body.buildHash === 'string' ? body.buildHash : null;
  } catch (error) {
    console.warn('Could not read the build hash; the new-version banner will not work.', error);
    return null;
  }
}

/** A newer build is deployed when the served hash differs from the one this bundle was built with. */
export function isNewVersion(runningHash: string, servedHash: string | null): boolean {
  return servedHash !== null && servedHash !== runningHash;
}
