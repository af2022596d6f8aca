import { dataEnvelope } from '@gc/contracts/envelope';
import { emptyAsUnset, pageOf, pageQuerySchema } from '@gc/contracts/paging';
import {
  createPrizePoolRequestSchema,
  generateCodesRequestSchema,
  importCodesResultSchema,
  prizeAuditEntrySchema,
  prizePoolSchema,
  redeemVoucherRequestSchema,
  updatePrizePoolRequestSchema,
  voucherCodeSchema,
  voucherLookupQuerySchema,
  voucherLookupSchema,
  voucherSchema,
} from '@gc/contracts/prizes';
import { PRIZE_ROLES, VOUCHER_REDEEM_ROLES } from '@gc/contracts/roles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { actorOf } from '../../plugins/auth.ts';
import { CSV_BODY_LIMIT, csvBody, registerCsvParser } from './csv-body.ts';
import { listAuditEntries } from './prize-audit.service.ts';
import { createPool, deletePool, getPool, listPools, updatePool } from './prizes.service.ts';
import { generateCodes, importCodes, listCodes } from './voucher-codes.service.ts';
import { lookUpVoucher, redeemVoucher } from './voucher-redemption.service.ts';

const tags = ['prizes'];
const idParams = z.object({ id: z.uuid({ error: 'Prize not found' }) });
/** Prizes are part of editing a campaign: reading them too, since they show stock and codes. */
const edit = { roles: PRIZE_ROLES };
const poolEnvelope = dataEnvelope(prizePoolSchema);
/** Staff at a till (issue 13); see VOUCHER_REDEEM_ROLES for why a viewer is not among them. */
const till = { roles: VOUCHER_REDEEM_ROLES };

/** Prize pools, their voucher codes and the audit of every change (issue 4), under /api/v1/prizes. */
export async function prizesRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  registerCsvParser(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/v1/prizes';

  r.get(
    `${base}/pools`,
    { config: edit, schema: { tags, response: { 200: dataEnvelope(z.array(prizePoolSchema)) } } },
    async (request) => ({ data: await listPools(ctx, actorOf(request)) }),
  );

  r.post(
    `${base}/pools`,
    { config: edit, schema: { tags, body: createPrizePoolRequestSchema, response: { 201: poolEnvelope } } },
    async (request, reply) => reply.status(201).send({ data: await createPool(ctx, actorOf(request), request.body) }),
  );

  r.get(
    `${base}/pools/:id`,
    { config: edit, schema: { tags, params: idParams, response: { 200: poolEnvelope } } },
    async (request) => ({ data: await getPool(ctx, actorOf(request), request.params.id) }),
  );

  r.put(
    `${base}/pools/:id`,
    {
      config: edit,
      schema: { tags, params: idParams, body: updatePrizePoolRequestSchema, response: { 200: poolEnvelope } },
    },
    async (request) => ({ data: await updatePool(ctx, actorOf(request), request.params.id, request.body) }),
  );

  r.delete(
    `${base}/pools/:id`,
    { config: edit, schema: { tags, params: idParams, response: { 200: poolEnvelope } } },
    async (request) => ({ data: await deletePool(ctx, actorOf(request), request.params.id) }),
  );

  r.post(
    `${base}/pools/:id/codes/import`,
    {
      config: edit,
      bodyLimit: CSV_BODY_LIMIT,
      schema: {
        tags,
        consumes: ['text/csv', 'text/plain'],
        params: idParams,
        description: 'The body is the CSV file itself (Content-Type text/csv or text/plain, at most 5 MB).',
        response: { 200: dataEnvelope(importCodesResultSchema) },
      },
    },
    async (request) => ({
      data: await importCodes(ctx, actorOf(request), request.params.id, () => csvBody(request)),
    }),
  );

  r.post(
    `${base}/pools/:id/codes/generate`,
    {
      config: edit,
      schema: {
        tags,
        params: idParams,
        body: generateCodesRequestSchema,
        response: { 200: dataEnvelope(importCodesResultSchema) },
      },
    },
    async (request) => ({ data: await generateCodes(ctx, actorOf(request), request.params.id, request.body) }),
  );

  r.get(
    `${base}/pools/:id/codes`,
    {
      config: edit,
      schema: {
        tags,
        params: idParams,
        querystring: pageQuerySchema.pick({ page: true, size: true, search: true }),
        response: { 200: dataEnvelope(pageOf(voucherCodeSchema)) },
      },
    },
    async (request) => ({ data: await listCodes(ctx, actorOf(request), request.params.id, request.query) }),
  );

  r.get(
    `${base}/audit`,
    {
      config: edit,
      schema: {
        tags,
        querystring: pageQuerySchema
          .pick({ page: true, size: true })
          .extend({ poolId: emptyAsUnset(z.uuid({ error: 'Unknown prize' })) }),
        response: { 200: dataEnvelope(pageOf(prizeAuditEntrySchema)) },
      },
    },
    async (request) => ({ data: await listAuditEntries(ctx, actorOf(request), request.query) }),
  );

  r.get(
    `${base}/vouchers`,
    {
      config: till,
      schema: { tags, querystring: voucherLookupQuerySchema, response: { 200: dataEnvelope(voucherLookupSchema) } },
    },
    async (request) => ({ data: await lookUpVoucher(ctx, actorOf(request), request.query.code) }),
  );

  r.post(
    `${base}/vouchers/redeem`,
    {
      config: till,
      schema: { tags, body: redeemVoucherRequestSchema, response: { 200: dataEnvelope(voucherSchema) } },
    },
    async (request) => ({ data: await redeemVoucher(ctx, actorOf(request), request.body) }),
  );
}
