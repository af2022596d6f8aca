import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { escapeHtml } from '../emails/templates.ts';
import type { MailDeps } from './campaign-email-render.ts';
import { insertUnsubscribe } from './mail.repo.ts';
import { mailTextsOf } from './mail-texts.ts';
import { verifyUnsubscribe } from './unsubscribe-token.ts';

const params = z.object({ token: z.string().max(1024) });
const querystring = z.object({ lang: z.string().max(8).optional() });

const invalidLink = () =>
  new AppError(
    'UNSUBSCRIBE_LINK_INVALID',
    400,
    'This unsubscribe link is not valid. Please use the link of the e-mail itself.',
  );

function page(language: string, body: string): string {
  return `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(mailTextsOf(language).unsubscribe)}</title></head><body><main>${body}</main></body></html>`;
}

/**
 * The unsubscribe link of campaign e-mails (public). GET shows a button and changes nothing: mail
 * scanners open links. POST unsubscribes: the button's form, and mail clients' one-click
 * unsubscribe (RFC 8058, a form-encoded POST to the List-Unsubscribe address).
 */
export async function unsubscribeRoutes(app: FastifyInstance, { deps }: { deps: MailDeps }) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, body, done) => done(null, body),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();
  const url = '/api/play/unsubscribe/:token';

  r.get(
    url,
    { config: { isPublic: true }, schema: { tags: ['play'], params, querystring } },
    async (request, reply) => {
      if (!verifyUnsubscribe(deps.unsubscribeKey, request.params.token)) throw invalidLink();
      const language = request.query.lang ?? 'en';
      const texts = mailTextsOf(language);
      const action = `${escapeHtml(request.params.token)}?lang=${encodeURIComponent(language)}`;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          page(
            language,
            `<h1>${escapeHtml(texts.confirmQuestion)}</h1><form method="post" action="${action}"><button type="submit">${escapeHtml(texts.confirmButton)}</button></form>`,
          ),
        );
    },
  );

  r.post(
    url,
    { config: { isPublic: true }, schema: { tags: ['play'], params, querystring } },
    async (request, reply) => {
      const who = verifyUnsubscribe(deps.unsubscribeKey, request.params.token);
      if (!who) throw invalidLink();
      await insertUnsubscribe(deps.ctx.db, who.companyId, who.email);
      const language = request.query.lang ?? 'en';
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(page(language, `<h1>${escapeHtml(mailTextsOf(language).done)}</h1>`));
    },
  );
}
