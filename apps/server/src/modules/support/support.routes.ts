import { supportMessageRequestSchema } from '@gc/contracts/support';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companies, users } from '../../db/schema/index.ts';
import type { AppContext } from '../../lib/app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { actorOf } from '../../plugins/auth.ts';
import { escapeHtml } from '../emails/templates.ts';

const tags = ['support'];

/**
 * The chat widget's messages (spec §2 "Dialogs and widgets", CHAT_WIDGET; issue 17). No third-party chat
 * is reachable, so a message goes to the support team's mailbox (SUPPORT_EMAIL) through the outbox, with
 * the signed-in user's e-mail and full name as the widget passes them; replies go to the user's e-mail.
 */
export async function supportRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v1/support/messages',
    {
      // A person writes a few an hour; a script is cut off before it fills the support mailbox.
      config: { flag: 'CHAT_WIDGET', rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: { tags, body: supportMessageRequestSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const [sender] = await ctx.db
        .select({ firstName: users.firstName, lastName: users.lastName, company: companies.name })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(eq(users.id, actor.userId));
      if (!sender) throw notFound('User');
      const fullName = `${sender.firstName} ${sender.lastName}`.trim();
      const { message, page } = request.body;
      const lines = [
        `From: ${fullName} <${actor.email}>`,
        `Company: ${sender.company}`,
        ...(page ? [`Page: ${page}`] : []),
        '',
        message,
      ];
      await ctx.mailer.enqueue(ctx.db, {
        companyId: actor.homeCompanyId,
        to: ctx.config.supportEmail,
        replyTo: actor.email,
        subject: `Support chat: ${fullName} (${sender.company})`.slice(0, 200),
        text: lines.join('\n'),
        html: `<!doctype html><html><body style="font-family:Arial,sans-serif">${lines
          .map((line) => `<p style="margin:0 0 8px;white-space:pre-wrap">${escapeHtml(line)}</p>`)
          .join('')}</body></html>`,
      });
      ctx.mailer.kick();
      return reply.status(204).send(null);
    },
  );
}
