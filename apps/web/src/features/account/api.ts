import type { TokenPair } from '@gc/contracts/auth';
import type { Company } from '@gc/contracts/companies';
import type { TimeZone } from '@gc/contracts/time-zones';
import type { LoggedInUser } from '@gc/contracts/users';
import { api } from '../../lib/api-client.ts';

const USERS = '/user-management/users';

export const fetchLoggedInUser = () => api<LoggedInUser>('/user-management/user-details/logged-in');

export const updateProfile = (body: { firstName: string; lastName: string }) =>
  api<LoggedInUser>('/user-management/user-details/logged-in', { method: 'PUT', body });

export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  api<TokenPair>(`${USERS}/change-password`, { method: 'POST', body });

export const fetchIsOtpSet = (userId: string) => api<boolean>(`${USERS}/is-otp-set/${encodeURIComponent(userId)}`);

export const setUpOtp = () => api<{ secret: string; uri: string }>(`${USERS}/otp/setup`, { method: 'POST' });

export const checkOtp = (code: string) => api<boolean>(`${USERS}/check-otp/${encodeURIComponent(code)}`);

export const removeOtp = (code: string) => api<void>(`${USERS}/otp`, { method: 'DELETE', body: { code } });

export const fetchTimeZones = () => api<TimeZone[]>('/time-zones/distinct');

export const updateCompanyTimeZone = (timeZone: string) =>
  api<Company>('/companies/current/time-zone', { method: 'PUT', body: { timeZone } });
