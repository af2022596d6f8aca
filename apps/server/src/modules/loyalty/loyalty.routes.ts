import { listItemIdSchema } from '@gc/contracts/campaign-document';
import { dataEnvelope } from '@gc/contracts/envelope';
import {
  appSecretCreatedSchema,
  appSecretStatusSchema,
  loyaltyAwardDetailSchema,
  loyaltyAwardSchema,
  loyaltyAwardsQuerySchema,
  loyaltyBalanceSchema,
  loyaltyCreditBodySchema,
  loyaltyFormResultSchema,
  loyaltyFormSubmitSchema,
  loyaltyIntegrationBodySchema,
  loyaltyIntegrationSchema,
  loyaltyOutcomeSettingSchema,
  spendingPointsBodySchema,
  spendingPointsSchema,
} from '@gc/contracts/loyalty';
import { BUILDER_ROLES, DASHBOARD_ROLES, EDITING_ROLES } from '@gc/contracts/roles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { actorOf } from '../../plugins/auth.ts';
import { listProgramAwards, programAwardDetail, retryProgramAward } from './loyalty-awards.service.ts';
import {
  deleteOutcomeSetting,
  deleteSpendingPoints,
  getOutcomeSetting,
  getSpendingPoints,
  listOutcomeSettings,
  putSpendingPoints,
  submitLoyaltyForm,
} from './loyalty-campaign.service.ts';
import {
  appSecretStatus,
  createIntegration,
  creditPoints,
  deleteIntegration,
  getBalance,
  listIntegrations,
  rotateAppSecret,
  updateIntegration,
} from './loyalty-integrations.service.ts';

const tags = ['loyalty'];
const read = { roles: DASHBOARD_ROLES };
const write = { roles: BUILDER_ROLES };
/** The company's programs and the app's secret are company settings: editors and admins. */
const manage = { roles: EDITING_ROLES };
const integrationParams = z.object({ integrationId: z.uuid({ error: 'Loyalty integration not found' }) });
const campaignParams = z.object({ campaignId: z.uuid({ error: 'Campaign not found' }) });
const settingParams = z.object({ settingId: z.uuid({ error: 'Loyalty setting not found' }) });
const outcomeParams = campaignParams.extend({ outcomeId: listItemIdSchema });
const balanceParams = integrationParams.extend({ clientUserId: z.string().min(1).max(128) });
const awardParams = integrationParams.extend({ awardId: z.string().regex(/^\d{1,18}$/, 'Award not found') });
const done = z.object({ ok: z.literal(true) });

/** Spec §7 Loyalty under /api/v1/loyalty: company integrations, outcome settings, spending points. */
export async function loyaltyRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/v1/loyalty';

  r.get(
    `${base}/integrations`,
    { config: read, schema: { tags, response: { 200: dataEnvelope(z.array(loyaltyIntegrationSchema)) } } },
    async (request) => ({ data: await listIntegrations(ctx, actorOf(request)) }),
  );
  r.post(
    `${base}/integrations`,
    {
      config: manage,
      schema: { tags, body: loyaltyIntegrationBodySchema, response: { 201: dataEnvelope(loyaltyIntegrationSchema) } },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createIntegration(ctx, actorOf(request), request.body) }),
  );
  r.put(
    `${base}/integrations/:integrationId`,
    {
      config: manage,
      schema: {
        tags,
        params: integrationParams,
        body: loyaltyIntegrationBodySchema,
        response: { 200: dataEnvelope(loyaltyIntegrationSchema) },
      },
    },
    async (request) => ({
      data: await updateIntegration(ctx, actorOf(request), request.params.integrationId, request.body),
    }),
  );
  r.delete(
    `${base}/integrations/:integrationId`,
    { config: manage, schema: { tags, params: integrationParams, response: { 200: dataEnvelope(done) } } },
    async (request) => {
      await deleteIntegration(ctx, actorOf(request), request.params.integrationId);
      return { data: { ok: true as const } };
    },
  );
  r.get(
    `${base}/integrations/:integrationId/balances/:clientUserId`,
    { config: read, schema: { tags, params: balanceParams, response: { 200: dataEnvelope(loyaltyBalanceSchema) } } },
    async (request) => ({
      data: await getBalance(ctx, actorOf(request), request.params.integrationId, request.params.clientUserId),
    }),
  );
  r.post(
    `${base}/integrations/:integrationId/credits`,
    {
      config: manage,
      schema: {
        tags,
        params: integrationParams,
        body: loyaltyCreditBodySchema,
        response: { 200: dataEnvelope(loyaltyBalanceSchema) },
      },
    },
    async (request) => ({
      data: await creditPoints(ctx, actorOf(request), request.params.integrationId, request.body),
    }),
  );
  r.get(
    `${base}/integrations/:integrationId/awards`,
    {
      config: manage,
      schema: {
        tags,
        params: integrationParams,
        querystring: loyaltyAwardsQuerySchema,
        response: { 200: dataEnvelope(z.array(loyaltyAwardSchema)) },
      },
    },
    async (request) => ({
      data: await listProgramAwards(ctx, actorOf(request), request.params.integrationId, request.query),
    }),
  );
  r.get(
    `${base}/integrations/:integrationId/awards/:awardId`,
    {
      config: manage,
      schema: { tags, params: awardParams, response: { 200: dataEnvelope(loyaltyAwardDetailSchema) } },
    },
    async (request) => ({
      data: await programAwardDetail(ctx, actorOf(request), request.params.integrationId, request.params.awardId),
    }),
  );
  r.post(
    `${base}/integrations/:integrationId/awards/:awardId/retry`,
    { config: manage, schema: { tags, params: awardParams, response: { 200: dataEnvelope(done) } } },
    async (request) => {
      await retryProgramAward(ctx, actorOf(request), request.params.integrationId, request.params.awardId);
      return { data: { ok: true as const } };
    },
  );
  r.get(
    `${base}/app-secret`,
    { config: manage, schema: { tags, response: { 200: dataEnvelope(appSecretStatusSchema) } } },
    async (request) => ({ data: await appSecretStatus(ctx, actorOf(request)) }),
  );
  r.post(
    `${base}/app-secret`,
    { config: manage, schema: { tags, response: { 201: dataEnvelope(appSecretCreatedSchema) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.code(201).send({ data: await rotateAppSecret(ctx, actorOf(request)) });
    },
  );

  r.get(
    `${base}/outcome-settings/campaign/:campaignId`,
    {
      config: read,
      schema: { tags, params: campaignParams, response: { 200: dataEnvelope(z.array(loyaltyOutcomeSettingSchema)) } },
    },
    async (request) => ({ data: await listOutcomeSettings(ctx, actorOf(request), request.params.campaignId) }),
  );
  r.get(
    `${base}/outcome-settings/:settingId`,
    {
      config: read,
      schema: { tags, params: settingParams, response: { 200: dataEnvelope(loyaltyOutcomeSettingSchema) } },
    },
    async (request) => ({ data: await getOutcomeSetting(ctx, actorOf(request), request.params.settingId) }),
  );
  r.delete(
    `${base}/outcome-settings/:settingId`,
    {
      config: write,
      schema: { tags, params: settingParams, response: { 200: dataEnvelope(loyaltyFormResultSchema) } },
    },
    async (request) => ({ data: await deleteOutcomeSetting(ctx, actorOf(request), request.params.settingId) }),
  );
  r.put(
    `${base}/campaigns/:campaignId/outcomes/:outcomeId`,
    {
      config: write,
      schema: {
        tags,
        params: outcomeParams,
        body: loyaltyFormSubmitSchema,
        response: { 200: dataEnvelope(loyaltyFormResultSchema) },
      },
    },
    async (request) => ({
      data: await submitLoyaltyForm(
        ctx,
        actorOf(request),
        request.params.campaignId,
        request.params.outcomeId,
        request.body,
      ),
    }),
  );

  r.get(
    `${base}/spending-points/:campaignId`,
    {
      config: read,
      schema: { tags, params: campaignParams, response: { 200: dataEnvelope(spendingPointsSchema.nullable()) } },
    },
    async (request) => ({ data: await getSpendingPoints(ctx, actorOf(request), request.params.campaignId) }),
  );
  r.put(
    `${base}/spending-points/:campaignId`,
    {
      config: write,
      schema: {
        tags,
        params: campaignParams,
        body: spendingPointsBodySchema,
        response: { 200: dataEnvelope(spendingPointsSchema) },
      },
    },
    async (request) => ({
      data: await putSpendingPoints(ctx, actorOf(request), request.params.campaignId, request.body),
    }),
  );
  r.delete(
    `${base}/spending-points/:campaignId`,
    { config: write, schema: { tags, params: campaignParams, response: { 200: dataEnvelope(done) } } },
    async (request) => {
      await deleteSpendingPoints(ctx, actorOf(request), request.params.campaignId);
      return { data: { ok: true as const } };
    },
  );
}
