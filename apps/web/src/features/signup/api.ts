import type { TokenPair } from '@gc/contracts/auth';
import type { RegisterCompanyRequest } from '@gc/contracts/registration';
import { api } from '../../lib/api-client.ts';

const REGISTRATION = '/user-management/registration';

/** Whether sign-up is open (the log-in/registration restriction flag closes it). */
export const fetchRegistrationAvailability = () => api<{ isOpen: boolean }>(REGISTRATION, { anonymous: true });

export const registerCompany = (body: RegisterCompanyRequest) =>
  api<{ email: string; status: 'PENDING' }>(REGISTRATION, { method: 'POST', body, anonymous: true });

/** The e-mailed link's token: confirms the address once and answers a log-in's token pair. */
export const confirmRegistration = (token: string) =>
  api<TokenPair>(`${REGISTRATION}/confirm`, { method: 'POST', body: { token }, anonymous: true });

export const resendConfirmation = (email: string) =>
  api<void>(`${REGISTRATION}/confirmation-email`, { method: 'POST', body: { email }, anonymous: true });
