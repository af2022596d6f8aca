import { dataEnvelope } from '@gc/contracts/envelope';
import {
  campaignDestinationsSchema,
  deliveryDetailSchema,
  deliveryLogSchema,
  deliveryStatusSchema,
  destinationAlertSchema,
  destinationCreatedSchema,
  destinationInputSchema,
  destinationSchema,
  destinationUpdateSchema,
  leadDeliverySchema,
} from '@gc/contracts/integrations';
import { emptyAsUnset } from '@gc/contracts/paging';
import { DASHBOARD_ROLES, EDITING_ROLES } from '@gc/contracts/roles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { actorOf } from '../../plugins/auth.ts';
import {
  createDestination,
  customAttributeIdentifiers,
  deleteDestination,
  deliveryDetail,
  deliveryLog,
  failingDestinations,
  getCampaignDestinations,
  getDestination,
  getDestinations,
  putCampaignDestinations,
  replayAllDead,
  replayDelivery,
  setPaused,
  updateDestination,
} from './integrations.service.ts';

const tags = ['integrations'];
/** Destinations, their credentials and the leads in their log: the company's editors and admins (§6 editing roles). */
const manage = { roles: EDITING_ROLES };
const destinationParams = z.object({ destinationId: z.uuid({ error: 'Destination not found' }) });
const deliveryParams = destinationParams.extend({ deliveryId: z.uuid({ error: 'Delivery not found' }) });
const campaignParams = z.object({ campaignId: z.uuid({ error: 'Campaign not found' }) });
const logQuery = z.object({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
  status: emptyAsUnset(deliveryStatusSchema),
});

/** The universal lead flow's API (issue 15) under /api/v1/integrations. */
export async function integrationsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/v1/integrations';
  const deps = ctx;

  r.get(
    `${base}/destinations`,
    { config: manage, schema: { tags, response: { 200: dataEnvelope(z.array(destinationSchema)) } } },
    async (request) => ({ data: await getDestinations(deps, actorOf(request)) }),
  );
  r.post(
    `${base}/destinations`,
    {
      config: manage,
      schema: { tags, body: destinationInputSchema, response: { 201: dataEnvelope(destinationCreatedSchema) } },
    },
    async (request, reply) => {
      reply.code(201);
      return { data: await createDestination(deps, actorOf(request), request.body) };
    },
  );
  r.get(
    `${base}/destinations/:destinationId`,
    { config: manage, schema: { tags, params: destinationParams, response: { 200: dataEnvelope(destinationSchema) } } },
    async (request) => ({ data: await getDestination(deps, actorOf(request), request.params.destinationId) }),
  );
  r.put(
    `${base}/destinations/:destinationId`,
    {
      config: manage,
      schema: {
        tags,
        params: destinationParams,
        body: destinationUpdateSchema,
        response: { 200: dataEnvelope(destinationSchema) },
      },
    },
    async (request) => ({
      data: await updateDestination(deps, actorOf(request), request.params.destinationId, request.body),
    }),
  );
  r.delete(
    `${base}/destinations/:destinationId`,
    { config: manage, schema: { tags, params: destinationParams } },
    async (request, reply) => {
      await deleteDestination(deps, actorOf(request), request.params.destinationId);
      return reply.code(204).send();
    },
  );
  r.put(
    `${base}/destinations/:destinationId/paused`,
    {
      config: manage,
      schema: {
        tags,
        params: destinationParams,
        body: z.object({ isPaused: z.boolean() }),
        response: { 200: dataEnvelope(destinationSchema) },
      },
    },
    async (request) => ({
      data: await setPaused(deps, actorOf(request), request.params.destinationId, request.body.isPaused),
    }),
  );
  r.get(
    `${base}/destinations/:destinationId/deliveries`,
    {
      config: manage,
      schema: {
        tags,
        params: destinationParams,
        querystring: logQuery,
        response: { 200: dataEnvelope(deliveryLogSchema) },
      },
    },
    async (request) => ({
      data: await deliveryLog(deps, actorOf(request), request.params.destinationId, request.query),
    }),
  );
  r.get(
    `${base}/destinations/:destinationId/deliveries/:deliveryId`,
    { config: manage, schema: { tags, params: deliveryParams, response: { 200: dataEnvelope(deliveryDetailSchema) } } },
    async (request) => ({
      data: await deliveryDetail(deps, actorOf(request), request.params.destinationId, request.params.deliveryId),
    }),
  );
  r.post(
    `${base}/destinations/:destinationId/deliveries/:deliveryId/replay`,
    { config: manage, schema: { tags, params: deliveryParams, response: { 200: dataEnvelope(leadDeliverySchema) } } },
    async (request) => ({
      data: await replayDelivery(deps, actorOf(request), request.params.destinationId, request.params.deliveryId),
    }),
  );
  r.post(
    `${base}/destinations/:destinationId/replay-dead`,
    {
      config: manage,
      schema: {
        tags,
        params: destinationParams,
        response: { 200: dataEnvelope(z.object({ replayed: z.number().int() })) },
      },
    },
    async (request) => ({ data: await replayAllDead(deps, actorOf(request), request.params.destinationId) }),
  );
  r.get(
    `${base}/campaigns/:campaignId/destinations`,
    {
      config: manage,
      schema: { tags, params: campaignParams, response: { 200: dataEnvelope(campaignDestinationsSchema) } },
    },
    async (request) => ({
      data: await getCampaignDestinations(deps, actorOf(request), request.params.campaignId),
    }),
  );
  r.put(
    `${base}/campaigns/:campaignId/destinations`,
    {
      config: manage,
      schema: {
        tags,
        params: campaignParams,
        body: campaignDestinationsSchema,
        response: { 200: dataEnvelope(campaignDestinationsSchema) },
      },
    },
    async (request) => ({
      data: await putCampaignDestinations(deps, actorOf(request), request.params.campaignId, request.body),
    }),
  );
  r.get(
    `${base}/custom-attributes`,
    {
      config: manage,
      schema: { tags, response: { 200: dataEnvelope(z.object({ identifiers: z.array(z.string()) })) } },
    },
    async (request) => ({ data: { identifiers: await customAttributeIdentifiers(deps, actorOf(request)) } }),
  );
  r.get(
    `${base}/alerts`,
    {
      config: { roles: DASHBOARD_ROLES },
      schema: { tags, response: { 200: dataEnvelope(z.array(destinationAlertSchema)) } },
    },
    async (request) => ({ data: await failingDestinations(deps, actorOf(request)) }),
  );
}
