import { dataEnvelope } from '@gc/contracts/envelope';
import { pageOf, pageQuerySchema } from '@gc/contracts/paging';
import { count, desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailOutbox } from '../../db/schema/index.ts';
import type { AppContext } from '../../lib/app-context.ts';

export const outboxEmailSchema = z.object({
  id: z.string(),
  companyId: z.string().nullable(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  status: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

/** The e-mail outbox, for super admins: where mails are read when no SMTP server is configured. */
export async function outboxRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/admin/outbox',
    {
      config: { roles: ['SUPER_ADMIN'] },
      schema: {
        tags: ['admin'],
        querystring: pageQuerySchema,
        response: { 200: dataEnvelope(pageOf(outboxEmailSchema)) },
      },
    },
    async (request) => {
      const { page, size } = request.query;
      const [rows, [{ total }]] = await Promise.all([
        ctx.db
          .select()
          .from(emailOutbox)
          .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
          .limit(size)
          .offset(page * size),
        ctx.db.select({ total: count() }).from(emailOutbox),
      ]);
      const items = rows.map((row) => ({
        id: row.id,
        companyId: row.companyId,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        status: row.status,
        attempts: row.attempts,
        lastError: row.lastError,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
      }));
      return { data: { items, total, page, size } };
    },
  );
}
