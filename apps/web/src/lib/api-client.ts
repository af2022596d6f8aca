import { TOKEN_DELIVERY_HEADER } from '@gc/contracts/auth-tokens';
import type { Problem } from '@gc/contracts/envelope';
import { ApiError } from './api-error.ts';
import { COMPANY_VIEW_PARAM, companyViewIdFrom } from './company-view.ts';
import i18n from './i18n.ts';
import { endSession, getSession, getStoredRoles, replaceAccessToken } from './session.ts';

export const API_BASE = '/api/v1';

type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  body?: unknown;
  /** A multipart body (uploads), sent as is: the browser sets its Content-Type with the boundary. */
  formData?: FormData;
  /** A raw body with its own content type (a CSV file for the codes import). */
  raw?: { body: Blob; contentType: string };
  query?: Record<string, QueryValue>;
  /** Log-in, forgot/reset password: no bearer token, and a 401 is an answer, not an expired session. */
  anonymous?: boolean;
  signal?: AbortSignal;
};

/** 401 answers about the credentials just typed (not about the session), which must not log out. */
const CREDENTIAL_CODES = new Set(['INVALID_CREDENTIALS', 'OTP_REQUIRED', 'OTP_INVALID']);

export function buildUrl(
  path: string,
  query: Record<string, QueryValue> = {},
  search = window.location.search,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const companyViewId = companyViewIdFrom(search, getStoredRoles());
  if (companyViewId && !params.has(COMPANY_VIEW_PARAM)) params.set(COMPANY_VIEW_PARAM, companyViewId);
  const queryString = params.toString();
  return `${API_BASE}${path}${queryString ? `?${queryString}` : ''}`;
}

/**
 * Calls the builder API and returns the `data` of its `{ data }` envelope (undefined for 204).
 * Failures throw ApiError with the problem+json body. A 401 or 440 on an authenticated call ends
 * the session (spec §8); the route guards then send the user to /login.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, formData, raw, query, anonymous = false, signal } = options;
  // The builder takes its refresh token only as the HttpOnly cookie, never in a body script could read.
  const headers: Record<string, string> = { Accept: 'application/json', [TOKEN_DELIVERY_HEADER]: 'cookie' };
  if (raw) headers['Content-Type'] = raw.contentType;
  else if (body !== undefined && !formData) headers['Content-Type'] = 'application/json';
  const token = anonymous ? undefined : getSession()?.accessToken;
  if (token) headers.Authorization = `Bearer ${token}`;

  const response = await fetch(buildUrl(path, query), {
    method,
    headers,
    body: raw?.body ?? formData ?? (body === undefined ? undefined : JSON.stringify(body)),
    signal,
  });

  const renewed = response.headers.get('Authorization');
  if (token && renewed?.startsWith('Bearer ')) replaceAccessToken(renewed.slice('Bearer '.length));

  if (!response.ok) {
    const problem = await readProblem(response);
    if (token && (response.status === 401 || response.status === 440) && !CREDENTIAL_CODES.has(problem?.code ?? '')) {
      endSession('expired');
    }
    throw new ApiError(
      response.status,
      response.status === 503 ? unavailableProblem(problem) : problem,
      retryAfterOf(response),
    );
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  return (JSON.parse(text) as { data: T }).data;
}

/**
 * A 503 (the database unreachable, a restart, a proxy with no server behind it) worded for the user in
 * their language, in place of the server's English: every screen that shows a problem's message then
 * says "temporarily unavailable, try again" rather than a developer's text or nothing.
 */
function unavailableProblem(problem: Problem | null): Problem {
  const message = i18n.t('errors.unavailable');
  return {
    type: problem?.type ?? 'about:blank',
    title: problem?.title ?? 'Service Unavailable',
    status: 503,
    code: problem?.code ?? 'SERVICE_UNAVAILABLE',
    detail: message,
    violations: [{ message }],
  };
}

/** Retry-After in seconds (the server sends seconds, never an HTTP date). */
function retryAfterOf(response: Response): number | null {
  const seconds = Number(response.headers.get('Retry-After') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

async function readProblem(response: Response): Promise<Problem | null> {
  try {
    const body = (await response.json()) as Partial<Problem>;
    if (typeof body !== 'object' || body === null) return null;
    return {
      type: body.type ?? 'about:blank',
      title: body.title ?? response.statusText,
      status: body.status ?? response.status,
      code: body.code ?? 'INTERNAL',
      detail: body.detail,
      violations: Array.isArray(body.violations) ? body.violations : [],
      ...(typeof body.expirationDate === 'string' ? { expirationDate: body.expirationDate } : {}),
      ...(typeof body.companyId === 'string' ? { companyId: body.companyId } : {}),
    };
  } catch {
    return null;
  }
}
