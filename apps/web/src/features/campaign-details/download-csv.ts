import { buildUrl } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { endSession, getSession } from '../../lib/session.ts';
import { fileNameFrom } from './file-name.ts';

/**
 * Downloads a file of the API with the bearer token (a plain link cannot send it), reporting the
 * bytes received so far (the export is streamed, so its size is not known up front), then hands it
 * to the browser as a download.
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  onProgress: (bytes: number) => void,
  options: { query?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<void> {
  const { query, signal } = options;
  const token = getSession()?.accessToken;
  const response = await fetch(buildUrl(path, query), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal,
  });
  if (!response.ok) {
    const problem = await response.json().catch(() => null);
    if (token && (response.status === 401 || response.status === 440)) endSession('expired');
    throw new ApiError(response.status, problem);
  }
  const parts: BlobPart[] = [];
  let received = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      received += value.length;
      onProgress(received);
    }
  }
  const blob = new Blob(parts, { type: response.headers.get('Content-Type') ?? 'application/octet-stream' });
  saveBlob(blob, fileNameFrom(response.headers.get('Content-Disposition'), fallbackName));
}

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the browser's download; the URL is no longer needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
