import type { AttemptResult, DeliveryContext } from './connector.ts';

export const MASK = '••••••••';
const EXCERPT_CHARS = 2_000;

export type OutgoingRequest = { method: string; url: string; headers: Record<string, string>; body: string };

/** Worth another attempt later: no answer, a timeout, throttling or the server's own failure. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 425 || status === 429 || status >= 500;
}

/**
 * One HTTP attempt as the delivery log records it, for every connector: the request goes out as given,
 * the log keeps `shown` (the same request with credentials masked). Never throws: a network error or
 * timeout is a retryable result without a status.
 */
export async function attemptHttp(
  context: DeliveryContext,
  request: OutgoingRequest,
  shown: OutgoingRequest,
): Promise<AttemptResult> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  try {
    const response = await context.fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
    });
    const text = await response.text().catch(() => '');
    const ok = response.status >= 200 && response.status < 300;
    return {
      ok,
      retryable: !ok && isRetryableStatus(response.status),
      request: shown,
      status: response.status,
      responseExcerpt: text.slice(0, EXCERPT_CHARS),
      durationMs: took(),
      error: ok ? null : `HTTP ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`,
    };
  } catch (error) {
    const reason =
      error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
        ? 'timed out'
        : error instanceof Error
          ? ((error.cause as Error | undefined)?.message ?? error.message)
          : String(error);
    return {
      ok: false,
      retryable: true,
      request: shown,
      status: null,
      responseExcerpt: '',
      durationMs: took(),
      error: reason,
    };
  }
}

/** A fetch that gives up after `ms` (the flow passes this to connectors). */
export function fetchWithTimeout(ms: number): typeof fetch {
  return (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(ms) });
}
