import type {
  CampaignDestinations,
  DeliveryDetail,
  DeliveryLog,
  DeliveryStatus,
  Destination,
  DestinationAlert,
  DestinationCreated,
  LeadDelivery,
} from '@gc/contracts/integrations';
import { api } from '../../lib/api-client.ts';

/** The lead flow's API (docs/api-mapping.md, Integrations). */
const BASE = '/integrations';
const id = (value: string) => encodeURIComponent(value);

export const integrationsKey = ['integrations'] as const;

export const fetchDestinations = () => api<Destination[]>(`${BASE}/destinations`);
export const createWebhook = (name: string, url: string) =>
  api<DestinationCreated>(`${BASE}/destinations`, {
    method: 'POST',
    body: { kind: 'webhook', name, settings: { url } },
  });
/** A new destination of any kind (settings and credentials checked by the server with the kind's schemas). */
export const createDestination = (input: {
  kind: string;
  name: string;
  settings: unknown;
  credentials?: unknown;
  mapping?: { from: string; to: string }[];
}) => api<DestinationCreated>(`${BASE}/destinations`, { method: 'POST', body: input });
/** Changes what it names; credentials only when given (left out: the saved ones stay). */
export const updateDestination = (
  destinationId: string,
  input: { name?: string; settings?: unknown; credentials?: unknown; mapping?: { from: string; to: string }[] },
) => api<Destination>(`${BASE}/destinations/${id(destinationId)}`, { method: 'PUT', body: input });
export const fetchCustomAttributeIdentifiers = () =>
  api<{ identifiers: string[] }>(`${BASE}/custom-attributes`).then((answer) => answer.identifiers);
export const setPaused = (destinationId: string, isPaused: boolean) =>
  api<Destination>(`${BASE}/destinations/${id(destinationId)}/paused`, { method: 'PUT', body: { isPaused } });
export const deleteDestination = (destinationId: string) =>
  api<void>(`${BASE}/destinations/${id(destinationId)}`, { method: 'DELETE' });

export const fetchDeliveries = (destinationId: string, page: number, status?: DeliveryStatus) =>
  api<DeliveryLog>(`${BASE}/destinations/${id(destinationId)}/deliveries`, { query: { page, size: 20, status } });
export const fetchDelivery = (destinationId: string, deliveryId: string) =>
  api<DeliveryDetail>(`${BASE}/destinations/${id(destinationId)}/deliveries/${id(deliveryId)}`);
export const replayDelivery = (destinationId: string, deliveryId: string) =>
  api<LeadDelivery>(`${BASE}/destinations/${id(destinationId)}/deliveries/${id(deliveryId)}/replay`, {
    method: 'POST',
    body: {},
  });
export const replayAllDead = (destinationId: string) =>
  api<{ replayed: number }>(`${BASE}/destinations/${id(destinationId)}/replay-dead`, { method: 'POST', body: {} });

export const fetchCampaignDestinations = (campaignId: string) =>
  api<CampaignDestinations>(`${BASE}/campaigns/${id(campaignId)}/destinations`);
export const saveCampaignDestinations = (campaignId: string, destinationIds: string[]) =>
  api<CampaignDestinations>(`${BASE}/campaigns/${id(campaignId)}/destinations`, {
    method: 'PUT',
    body: { destinationIds },
  });

export const fetchAlerts = () => api<DestinationAlert[]>(`${BASE}/alerts`);
