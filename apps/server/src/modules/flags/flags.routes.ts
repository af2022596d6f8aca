import { dataEnvelope } from '@gc/contracts/envelope';
import { flagMapSchema, setFlagRequestSchema } from '@gc/contracts/flag-schemas';
import { FEATURE_FLAGS } from '@gc/contracts/flags';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { actorOf } from '../../plugins/auth.ts';
import { effectiveFlags, setFlag } from './flags.service.ts';

const tags = ['feature flags'];

export async function flagsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/v1/flags', { schema: { tags, response: { 200: dataEnvelope(flagMapSchema) } } }, async (request) => ({
    data: await effectiveFlags(ctx.db, actorOf(request).companyId),
  }));

  r.put(
    '/api/v1/flags/:key',
    {
      config: { roles: ['SUPER_ADMIN'] },
      schema: {
        tags,
        params: z.object({ key: z.enum(FEATURE_FLAGS) }),
        body: setFlagRequestSchema,
        response: { 200: dataEnvelope(flagMapSchema) },
      },
    },
    async (request) => {
      await setFlag(ctx.db, request.params.key, request.body.companyId, request.body.enabled);
      return { data: await effectiveFlags(ctx.db, request.body.companyId ?? actorOf(request).companyId) };
    },
  );
}
