import type { TokenPair } from '@gc/contracts/auth';
import { api } from '../../lib/api-client.ts';

const USERS = '/user-management/users';

export const logIn = (body: { username: string; password: string; otpCode?: string }) =>
  api<TokenPair>(`${USERS}/log-in`, { method: 'POST', body: { ...body, grantType: 'password' }, anonymous: true });

export const requestPasswordReset = (email: string) =>
  api<void>(`${USERS}/forgot-password`, { method: 'POST', body: { email }, anonymous: true });

export const resetPassword = (token: string, password: string) =>
  api<{ ok: true }>(`${USERS}/reset-password`, { method: 'POST', body: { token, password }, anonymous: true });

export const logOut = (refreshToken: string | null) =>
  api<void>(`${USERS}/log-out`, { method: 'POST', body: refreshToken ? { refreshToken } : {} });
