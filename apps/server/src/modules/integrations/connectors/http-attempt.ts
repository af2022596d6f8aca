import type { AttemptResult, DeliveryContext } from '../connector.ts';

/** What the delivery log shows in place of a credential. */
export const MASK = '••••••••';
export const EXCERPT_LIMIT = 2000;
/** Enough of an answer to read a service's error; a larger body is cut (the log keeps 2,000 characters). */
const READ_LIMIT = 64 * 1024;

export type OutgoingRequest = { method: string; url: string; headers: Record<string, string>; body: string };

/** One answer as a connector classifies it: status null when none came. */
export type Answer = {
  request: AttemptResult['request'];
  status: number | null;
  /** The answer's body (up to 64 KB), for reading the service's error message. */
  body: string;
  durationMs: number;
  /** Why no answer came ("timed out", "connect ECONNREFUSED …"); null when one did. */
  failure: string | null;
};

function mask(text: string, secrets: readonly string[]): string {
  return secrets.reduce((masked, secret) => (secret ? masked.split(secret).join(MASK) : masked), text);
}

/** The request as the log shows it: every secret (token, key, its Basic form, a hook's path) replaced. */
export function maskRequest(request: OutgoingRequest, secrets: readonly string[]): AttemptResult['request'] {
  return {
    method: request.method,
    url: mask(request.url, secrets),
    headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, mask(value, secrets)])),
    body: mask(request.body, secrets),
  };
}

async function readLimited(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < READ_LIMIT) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  if (size >= READ_LIMIT) await reader.cancel().catch(() => {});
  return new TextDecoder().decode(Buffer.concat(chunks).subarray(0, READ_LIMIT));
}

function describeFailure(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') return 'timed out: no answer in time';
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  const detail = cause?.message ?? (error instanceof Error ? error.message : String(error));
  return `no answer: ${detail}`;
}

/**
 * Sends one request with the flow's fetch (which bounds it with a timeout) and reports what came back.
 * Never throws: a network error or a timeout is an answer without a status, which the flow retries.
 */
export async function sendRequest(
  context: DeliveryContext,
  request: OutgoingRequest,
  secrets: readonly string[],
): Promise<Answer> {
  const shown = maskRequest(request, secrets);
  const started = performance.now();
  try {
    const response = await context.fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
    });
    const body = await readLimited(response);
    return { request: shown, status: response.status, body, durationMs: elapsed(started), failure: null };
  } catch (error) {
    return { request: shown, status: null, body: '', durationMs: elapsed(started), failure: describeFailure(error) };
  }
}

const elapsed = (started: number) => Math.max(0, Math.round(performance.now() - started));

/**
 * Statuses worth another attempt later: timeouts, locks and rate limits (408, 423 HubSpot's 2-second
 * lock, 425, 429, 477 HubSpot's data migration) and every server error. Any other 4xx would repeat.
 */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 423 || status === 425 || status === 429 || status === 477 || status >= 500;
}

/** Parses a JSON answer, or undefined when it is not JSON (an HTML 502 page, an empty body). */
export function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** The AttemptResult of an answer, once the connector has decided what it means. */
export function toAttemptResult(
  answer: Answer,
  outcome: { ok: true } | { ok: false; retryable: boolean; error: string },
): AttemptResult {
  return {
    ok: outcome.ok,
    retryable: outcome.ok ? false : outcome.retryable,
    request: answer.request,
    status: answer.status,
    responseExcerpt: answer.body.slice(0, EXCERPT_LIMIT),
    durationMs: answer.durationMs,
    error: outcome.ok ? null : outcome.error,
  };
}

/** No answer at all: always worth another attempt. */
export function noAnswer(answer: Answer): AttemptResult {
  return toAttemptResult(answer, { ok: false, retryable: true, error: answer.failure ?? 'no answer' });
}
