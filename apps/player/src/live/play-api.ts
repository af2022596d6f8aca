import type { AltchaChallenge } from '@gc/contracts/altcha-solver';
import type {
  EmailCodeRequest,
  EmailCodeResponse,
  EmailVerificationRequest,
  EmailVerificationResponse,
  PlayFinishRequest,
  PlayRequest,
  PlayResponse,
  PlayStartResponse,
  PlayStepRequest,
  PlayStepResponse,
  PublishedCampaign,
  RegistrationRequest,
  RegistrationResponse,
  UsedPlayKeysRequest,
  UsedPlayKeysResponse,
  WalletResponse,
} from '@gc/contracts/play';

/**
 * Why a call failed: status 0 and code NETWORK when the network did (offline, aborted), else the
 * problem+json answer. Its texts are the server's English, for developers: players are shown
 * problemMessage() of the code and fields instead.
 */
export type ApiError = {
  status: number;
  code: string;
  detail: string;
  violations: { field?: string; message: string }[];
  /** Seconds the server asked to wait before trying again (its Retry-After), when it said so. */
  retryAfterSeconds: number | null;
};
export type ApiResult<T> = { data: T } | { error: ApiError };

export const NETWORK_ERROR: ApiError = {
  status: 0,
  code: 'NETWORK',
  detail: '',
  violations: [],
  retryAfterSeconds: null,
};

/** Retry-After as seconds from now: either a number of seconds or an HTTP date. */
function retryAfterOf(response: Response): number | null {
  const value = response.headers.get('retry-after')?.trim();
  if (!value) return null;
  const seconds = /^\d+$/.test(value) ? Number(value) : (Date.parse(value) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.max(0, seconds) : null;
}

/** One call of the public play API; never throws (STYLE: player fetchers return {data} or {error}). */
async function call<T>(path: string, init?: RequestInit): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(`/api/play/${path}`, init);
  } catch {
    return { error: NETWORK_ERROR };
  }
  if (response.status === 204) return { data: undefined as T };
  const body = await response.json().catch(() => null);
  if (response.ok && body && typeof body === 'object' && 'data' in body) return { data: body.data as T };
  return {
    error: {
      status: response.status,
      code: typeof body?.code === 'string' ? body.code : 'UNKNOWN',
      detail: typeof body?.detail === 'string' ? body.detail : '',
      violations: Array.isArray(body?.violations) ? body.violations : [],
      retryAfterSeconds: retryAfterOf(response),
    },
  };
}

const post = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
const campaignPath = (slug: string) => `campaigns/${encodeURIComponent(slug)}`;

export const fetchPublishedCampaign = (slug: string) => call<PublishedCampaign>(campaignPath(slug));

export const fetchChallenge = (slug: string) =>
  call<AltchaChallenge>(`${campaignPath(slug)}/challenge`, { cache: 'no-store' });

export const sendRegistration = (slug: string, body: RegistrationRequest, idempotencyKey: string) =>
  call<RegistrationResponse>(`${campaignPath(slug)}/registrations`, post(body, { 'idempotency-key': idempotencyKey }));

/** The play keys this player (its token, else its address) has used: a calendar's opened tiles. */
export const fetchUsedPlayKeys = (slug: string, body: UsedPlayKeysRequest) =>
  call<UsedPlayKeysResponse>(`${campaignPath(slug)}/used-play-keys`, { ...post(body), cache: 'no-store' });

export const sendPlay = (slug: string, body: PlayRequest) =>
  call<PlayStartResponse>(`${campaignPath(slug)}/plays`, post(body));

/** A step of the open multi-step play; the same step again answers the same feedback. */
export const sendStep = (playId: string, body: PlayStepRequest) =>
  call<PlayStepResponse>(`plays/${encodeURIComponent(playId)}/steps`, post(body));

/** The open multi-step play's outcome, decided by the server from its steps. */
export const sendOutcome = (playId: string, playerToken: string | undefined) =>
  call<PlayResponse>(`plays/${encodeURIComponent(playId)}/outcome`, post({ playerToken }));

export const sendEmailVerification = (slug: string, body: EmailVerificationRequest) =>
  call<EmailVerificationResponse>(`${campaignPath(slug)}/email-verifications`, post(body));

export const requestEmailCode = (slug: string, body: EmailCodeRequest) =>
  call<EmailCodeResponse>(`${campaignPath(slug)}/email-verification-codes`, post(body));

/** keepalive: the finish reaches the server even when the player closes the page on the result. */
export const sendFinish = (playId: string, body: PlayFinishRequest) =>
  call<void>(`plays/${encodeURIComponent(playId)}/finish`, { ...post(body), keepalive: true });

/** A prize wallet (issue 13): the token of its link goes in the body, never in a URL. */
export const fetchWallet = (token: string) => call<WalletResponse>('wallet', post({ token }));
