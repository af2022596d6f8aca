import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/app-context.ts';
import { createFileStorage } from '../../lib/file-storage/create-file-storage.ts';
import type { FileStorage } from '../../lib/file-storage/file-storage.ts';
import { resolveJwtSecret } from '../../lib/jwt-secret.ts';
import { derivePlayKeys } from '../play/play-keys.ts';
import type { MailDeps } from './campaign-email-render.ts';
import { createCompiledCache } from './email-render.ts';
import { mailRoutes } from './mail.routes.ts';
import { unsubscribeRoutes } from './unsubscribe.routes.ts';
import { unsubscribeKey } from './unsubscribe-token.ts';

/** The mail module's dependencies, on the given file storage (its owner closes it). */
export async function createMailDeps(ctx: AppContext, files: FileStorage): Promise<MailDeps> {
  const secret = await resolveJwtSecret(ctx.db, ctx.config.jwtSecret);
  return {
    ctx,
    files,
    unsubscribeKey: unsubscribeKey(secret),
    walletKey: derivePlayKeys(secret).wallet,
    compiled: createCompiledCache(),
  };
}

/**
 * Campaign e-mails (issue 14): the §7 Mail routes, templates, the delivery log and the public
 * unsubscribe link. The job that writes the e-mails of plays is started by the player API, which
 * kicks it when a play is decided (modules/play/play.routes.ts).
 */
export async function mailModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const files = createFileStorage(ctx.config);
  app.addHook('onClose', () => files.close());
  const deps = await createMailDeps(ctx, files);
  await app.register(mailRoutes, { deps });
  await app.register(unsubscribeRoutes, { deps });
}
