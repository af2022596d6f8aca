import type { TokenPair } from '@gc/contracts/auth';
import type { DemoOfferForm, DemoRegistrationRequest } from '@gc/contracts/offers';
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

const DEMO_OFFER = '/user-management/offer/demo';

/** The offer behind a register-demo link: what the form needs, and its status. */
export const fetchDemoOffer = (uuid: string) =>
  api<DemoOfferForm>(`${DEMO_OFFER}/${encodeURIComponent(uuid)}`, { anonymous: true });

/** Opens the demo company from the offer; the answer is a first log-in's token pair. */
export const registerDemo = (body: DemoRegistrationRequest) =>
  api<TokenPair>('/user-management/user-details/demo', { method: 'POST', body, anonymous: true });
