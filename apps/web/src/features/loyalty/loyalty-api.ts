import type {
  LoyaltyAward,
  LoyaltyAwardDetail,
  LoyaltyFormResult,
  LoyaltyFormSubmit,
  LoyaltyIntegration,
  LoyaltyIntegrationBody,
  LoyaltyOutcomeSetting,
  SpendingPoints,
  SpendingPointsBody,
} from '@gc/contracts/loyalty';
import { api } from '../../lib/api-client.ts';

const BASE = '/loyalty';
const id = (value: string) => encodeURIComponent(value);

export const fetchLoyaltyIntegrations = () => api<LoyaltyIntegration[]>(`${BASE}/integrations`);
export const createLoyaltyIntegration = (body: LoyaltyIntegrationBody) =>
  api<LoyaltyIntegration>(`${BASE}/integrations`, { method: 'POST', body });
export const updateLoyaltyIntegration = (integrationId: string, body: LoyaltyIntegrationBody) =>
  api<LoyaltyIntegration>(`${BASE}/integrations/${id(integrationId)}`, { method: 'PUT', body });
export const deleteLoyaltyIntegration = (integrationId: string) =>
  api<{ ok: true }>(`${BASE}/integrations/${id(integrationId)}`, { method: 'DELETE' });

export const fetchAppSecretStatus = () => api<{ exists: boolean; createdAt: string | null }>(`${BASE}/app-secret`);
export const createAppSecret = () =>
  api<{ secret: string; createdAt: string }>(`${BASE}/app-secret`, { method: 'POST' });

export const fetchOutcomeSettings = (campaignId: string) =>
  api<LoyaltyOutcomeSetting[]>(`${BASE}/outcome-settings/campaign/${id(campaignId)}`);
export const submitLoyaltyForm = (campaignId: string, outcomeId: string, form: LoyaltyFormSubmit) =>
  api<LoyaltyFormResult>(`${BASE}/campaigns/${id(campaignId)}/outcomes/${id(outcomeId)}`, {
    method: 'PUT',
    body: form,
  });

export const fetchSpendingPoints = (campaignId: string) =>
  api<SpendingPoints | null>(`${BASE}/spending-points/${id(campaignId)}`);
export const saveSpendingPoints = (campaignId: string, body: SpendingPointsBody) =>
  api<SpendingPoints>(`${BASE}/spending-points/${id(campaignId)}`, { method: 'PUT', body });
export const deleteSpendingPoints = (campaignId: string) =>
  api<{ ok: true }>(`${BASE}/spending-points/${id(campaignId)}`, { method: 'DELETE' });

export const fetchLoyaltyAwards = (integrationId: string) =>
  api<LoyaltyAward[]>(`${BASE}/integrations/${id(integrationId)}/awards?limit=50`);
export const fetchLoyaltyAward = (integrationId: string, awardId: string) =>
  api<LoyaltyAwardDetail>(`${BASE}/integrations/${id(integrationId)}/awards/${id(awardId)}`);
export const retryLoyaltyAward = (integrationId: string, awardId: string) =>
  api<{ ok: true }>(`${BASE}/integrations/${id(integrationId)}/awards/${id(awardId)}/retry`, { method: 'POST' });
