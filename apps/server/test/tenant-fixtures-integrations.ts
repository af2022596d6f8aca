import { randomUUID } from 'node:crypto';
import { each, eachCampaign, integrations, type RouteFixture, type TenantA } from './tenant-walk-types.ts';

const eachDestination = (a: TenantA, body?: unknown) =>
  a.destinationIds.map((destinationId) => ({ params: { destinationId }, ...(body === undefined ? {} : { body }) }));
const eachDelivery = (a: TenantA) =>
  a.destinationIds.flatMap((destinationId) =>
    a.deliveryIds.map((deliveryId) => ({ params: { destinationId, deliveryId } })),
  );

/** The lead flow (destinations, deliveries, alerts) and the admin outbox. */
export const INTEGRATION_ROUTE_FIXTURES: Record<string, RouteFixture> = {
  // the lead flow (issue 15)
  [`GET ${integrations}/destinations`]: { requests: () => [{}] },
  [`POST ${integrations}/destinations`]: {
    requests: () => [{ body: { kind: 'webhook', name: 'Walk hook', settings: { url: 'http://127.0.0.1:9/walk' } } }],
  },
  [`GET ${integrations}/destinations/:destinationId`]: { requests: (a) => eachDestination(a) },
  [`PUT ${integrations}/destinations/:destinationId`]: {
    requests: (a) => eachDestination(a, { name: 'Hijacked by B', settings: { url: 'http://127.0.0.1:9/b' } }),
  },
  [`DELETE ${integrations}/destinations/:destinationId`]: { requests: (a) => eachDestination(a) },
  [`PUT ${integrations}/destinations/:destinationId/paused`]: {
    requests: (a) => eachDestination(a, { isPaused: true }),
  },
  [`GET ${integrations}/destinations/:destinationId/deliveries`]: { requests: (a) => eachDestination(a) },
  [`GET ${integrations}/destinations/:destinationId/deliveries/:deliveryId`]: { requests: (a) => eachDelivery(a) },
  [`POST ${integrations}/destinations/:destinationId/deliveries/:deliveryId/replay`]: {
    requests: (a) => eachDelivery(a),
  },
  [`POST ${integrations}/destinations/:destinationId/replay-dead`]: { requests: (a) => eachDestination(a) },
  [`GET ${integrations}/campaigns/:campaignId/destinations`]: {
    requests: (a) => eachCampaign(a, (campaignId) => ({ params: { campaignId } })),
  },
  [`PUT ${integrations}/campaigns/:campaignId/destinations`]: {
    requests: (a) => [
      ...eachCampaign(a, (campaignId) => ({ params: { campaignId }, body: { destinationIds: [] } })),
      // B's own campaign must not choose A's destination either (no campaign of B exists: a random id).
      { params: { campaignId: randomUUID() }, body: { destinationIds: a.destinationIds } },
    ],
  },
  [`GET ${integrations}/alerts`]: { requests: () => [{}] },
  [`GET ${integrations}/custom-attributes`]: { requests: () => [{}] },

  // admin
  'GET /api/v1/admin/outbox': { requests: () => [{}, { query: { size: '100' } }] },
  'POST /api/v1/admin/outbox/:id/reveal': { requests: (a) => each(a.mailIds, (id) => ({ params: { id } })) },
  'GET /api/v1/admin/outbox/:id/reveals': { requests: (a) => each(a.mailIds, (id) => ({ params: { id } })) },
};
