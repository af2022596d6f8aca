import { dataEnvelope } from '@gc/contracts/envelope';
import { walletRequestSchema, walletResponseSchema } from '@gc/contracts/play';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PlayContext } from '../play/play-context.ts';
import { openWallet } from './wallet.service.ts';

/** Like the player API's reads; a wallet token is 2^256 guesses away, the limit only keeps floods off. */
const WALLET_LIMIT = { max: 120, timeWindow: '1 minute' };

/**
 * POST /api/play/wallet: the prizes a signed wallet link shows (issue 13). A POST so that the token
 * travels in the body, never in a URL a log or proxy keeps.
 */
export function walletRoutes(app: FastifyInstance, pc: PlayContext, base: string) {
  app.withTypeProvider<ZodTypeProvider>().post(
    `${base}/wallet`,
    {
      config: { isPublic: true, rateLimit: WALLET_LIMIT },
      helmet: false,
      schema: {
        tags: ['play'],
        body: walletRequestSchema,
        response: { 200: dataEnvelope(walletResponseSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await openWallet(pc.ctx.db, pc.keys.wallet, request.body.token) };
    },
  );
}
