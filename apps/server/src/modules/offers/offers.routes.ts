import { tokenPairSchema } from '@gc/contracts/auth';
import { dataEnvelope } from '@gc/contracts/envelope';
import {
  acceptEulaRequestSchema,
  createDemoOfferRequestSchema,
  demoOfferFormSchema,
  demoOfferListQuerySchema,
  demoOfferSchema,
  demoRegistrationRequestSchema,
  eulaAcceptanceSchema,
  salesRegistrationRequestSchema,
  salesRegistrationSchema,
} from '@gc/contracts/offers';
import { pageOf } from '@gc/contracts/paging';
import { BUILDER_ROLES, OFFER_SENDING_ROLES, SALES_ROLES } from '@gc/contracts/roles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { actorOf } from '../../plugins/auth.ts';
import { deliverTokens, wantsCookieOnly } from '../auth/refresh-cookie.ts';
import { REGISTER_LIMIT } from '../auth/registration.routes.ts';
import { registerCustomer, registerFromOffer } from './demo-registration.service.ts';
import { acceptEula } from './eula.service.ts';
import { createOffer, getOffer, getOfferForm, listOffers, sendOffer } from './offers.service.ts';

const tags = ['offers'];
const uuidParams = z.object({ uuid: z.uuid() });
const idParams = z.object({ id: z.uuid() });

/**
 * Demo offers, the sales area's company registration and the EULA (spec §2 sales-dashboard,
 * register-demo; §4 Demo offer; §7; issue 17). Who may do what: SALES_ROLES and
 * OFFER_SENDING_ROLES (packages/contracts/src/offers.ts).
 */
export async function offersRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const um = '/api/v1/user-management';

  r.get(
    `${um}/offer/demo`,
    {
      config: { roles: OFFER_SENDING_ROLES },
      schema: { tags, querystring: demoOfferListQuerySchema, response: { 200: dataEnvelope(pageOf(demoOfferSchema)) } },
    },
    async (request) => ({ data: await listOffers(ctx, request.query) }),
  );

  r.post(
    `${um}/offer/demo`,
    {
      config: { roles: SALES_ROLES },
      schema: { tags, body: createDemoOfferRequestSchema, response: { 201: dataEnvelope(demoOfferSchema) } },
    },
    async (request, reply) => reply.status(201).send({ data: await createOffer(ctx, actorOf(request), request.body) }),
  );

  r.post(
    `${um}/offer/demo/send-offer/:uuid`,
    {
      config: { roles: OFFER_SENDING_ROLES },
      schema: { tags, params: uuidParams, response: { 200: dataEnvelope(demoOfferSchema) } },
    },
    async (request) => ({ data: await sendOffer(ctx, request.params.uuid) }),
  );

  r.get(
    `${um}/offer/:id`,
    {
      config: { roles: OFFER_SENDING_ROLES },
      schema: { tags, params: idParams, response: { 200: dataEnvelope(demoOfferSchema) } },
    },
    async (request) => ({ data: await getOffer(ctx, request.params.id) }),
  );

  // The register-demo route's read: public (the uuid in the e-mailed link is the secret).
  r.get(
    `${um}/offer/demo/:uuid`,
    {
      config: { isPublic: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { tags, params: uuidParams, response: { 200: dataEnvelope(demoOfferFormSchema) } },
    },
    async (request) => ({ data: await getOfferForm(ctx, request.params.uuid) }),
  );

  r.post(
    `${um}/user-details/demo`,
    {
      config: { isPublic: true, rateLimit: REGISTER_LIMIT },
      schema: { tags, body: demoRegistrationRequestSchema, response: { 201: dataEnvelope(tokenPairSchema) } },
    },
    async (request, reply) => {
      reply.status(201);
      return deliverTokens(reply, ctx.config, await registerFromOffer(ctx, request.body), wantsCookieOnly(request));
    },
  );

  r.post(
    `${um}/offer/accept-EULA/:id`,
    {
      config: { roles: BUILDER_ROLES },
      schema: {
        tags,
        params: idParams,
        body: acceptEulaRequestSchema,
        response: { 200: dataEnvelope(eulaAcceptanceSchema) },
      },
    },
    async (request) => ({ data: await acceptEula(ctx, actorOf(request), request.params.id) }),
  );

  r.post(
    '/api/v1/sales/registrations',
    {
      config: { roles: SALES_ROLES },
      schema: { tags, body: salesRegistrationRequestSchema, response: { 201: dataEnvelope(salesRegistrationSchema) } },
    },
    async (request, reply) => reply.status(201).send({ data: await registerCustomer(ctx, request.body) }),
  );
}
