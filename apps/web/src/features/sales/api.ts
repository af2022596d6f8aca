import type { CreateDemoOfferRequest, DemoOffer, SalesRegistrationRequest } from '@gc/contracts/offers';
import type { Page } from '@gc/contracts/paging';
import { api } from '../../lib/api-client.ts';

const OFFERS = '/user-management/offer/demo';

export const OFFERS_KEY = 'demo-offers';

export const fetchOffers = (page: number, size: number) => api<Page<DemoOffer>>(OFFERS, { query: { page, size } });

export const createOffer = (body: CreateDemoOfferRequest) => api<DemoOffer>(OFFERS, { method: 'POST', body });

/** E-mails the offer's register-demo link (again, for a SENT offer). */
export const sendOffer = (uuid: string) => api<DemoOffer>(`${OFFERS}/send-offer/${uuid}`, { method: 'POST' });

export const registerCustomer = (body: SalesRegistrationRequest) =>
  api<{ companyId: string; companyName: string; email: string; status: 'INVITED' }>('/sales/registrations', {
    method: 'POST',
    body,
  });
