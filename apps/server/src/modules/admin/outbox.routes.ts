import { dataEnvelope } from '@gc/contracts/envelope';
import { outboxMailSchema, outboxRevealSchema } from '@gc/contracts/outbox';
import { pageOf, pageQuerySchema } from '@gc/contracts/paging';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { actorOf } from '../../plugins/auth.ts';
import { listOutbox, mailReveals, revealMail } from './outbox.service.ts';

const tags = ['admin'];
const superAdmin = { roles: ['SUPER_ADMIN'] as const };
const idParams = z.object({ id: z.uuid() });

/** The e-mail outbox, for super admins: where mails are read when no SMTP server is configured. */
export async function outboxRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/v1/admin/outbox';

  r.get(
    base,
    {
      config: superAdmin,
      schema: { tags, querystring: pageQuerySchema, response: { 200: dataEnvelope(pageOf(outboxMailSchema)) } },
    },
    async (request) => ({ data: await listOutbox(ctx, request.query.page, request.query.size) }),
  );

  r.post(
    `${base}/:id/reveal`,
    { config: superAdmin, schema: { tags, params: idParams, response: { 200: dataEnvelope(outboxMailSchema) } } },
    async (request) => ({ data: await revealMail(ctx, actorOf(request), request.params.id) }),
  );

  r.get(
    `${base}/:id/reveals`,
    {
      config: superAdmin,
      schema: { tags, params: idParams, response: { 200: dataEnvelope(z.array(outboxRevealSchema)) } },
    },
    async (request) => ({ data: await mailReveals(ctx, request.params.id) }),
  );
}
