import type { AltchaChallenge } from '@gc/contracts/altcha-solver';
import type { TokenPair } from '@gc/contracts/auth';
import { api } from '../../lib/api-client.ts';

const USERS = '/user-management/users';

export type LogInBody = { username: string; password: string; otpCode?: string; altcha?: string };

export const logIn = (body: LogInBody) =>
  api<TokenPair>(`${USERS}/log-in`, { method: 'POST', body: { ...body, grantType: 'password' }, anonymous: true });

/** A proof-of-work challenge, asked for when a log-in answers PROOF_OF_WORK_REQUIRED. */
export const fetchLogInChallenge = () => api<AltchaChallenge>(`${USERS}/log-in/challenge`, { anonymous: true });

export const requestPasswordReset = (email: string) =>
  api<void>(`${USERS}/forgot-password`, { method: 'POST', body: { email }, anonymous: true });

export const resetPassword = (token: string, password: string) =>
  api<{ ok: true }>(`${USERS}/reset-password`, { method: 'POST', body: { token, password }, anonymous: true });

export const logOut = () => api<void>(`${USERS}/log-out`, { method: 'POST', body: {} });
