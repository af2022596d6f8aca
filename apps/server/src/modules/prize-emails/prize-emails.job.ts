import type { AppContext } from '../../lib/app-context.ts';
import { resolveJwtSecret } from '../../lib/jwt-secret.ts';
import { createPeriodicJob, type PeriodicJob } from '../../lib/periodic-job.ts';
import { derivePlayKeys } from '../play/play-keys.ts';
import { signWalletToken, walletPath } from '../prize-wallet/wallet-token.ts';
import { prizeEmail } from './prize-email.ts';
import { takeWinnersToEmail } from './prize-emails.repo.ts';

/** Winners are looked for this often; a win kicks the job at once, so this is only the safety net. */
export const PRIZE_EMAIL_TICK_MS = 10_000;
const BATCH = 100;

/**
 * Writes the prize e-mails of registered winners to the outbox, a batch per transaction, until none
 * is left. Answers how many e-mails were written (winners whose campaign turned them off are marked
 * handled without one). The play itself only inserts its row: the plays table is this job's outbox,
 * so a win commits in one statement and its e-mail is still never lost or written twice.
 */
export async function queuePrizeEmails(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  walletKey?: Uint8Array,
): Promise<number> {
  // The job is given the key; a caller without it (a test) derives it as the player API does.
  const key = walletKey ?? derivePlayKeys(await resolveJwtSecret(ctx.db, ctx.config.jwtSecret)).wallet;
  let queued = 0;
  for (;;) {
    const { taken, written } = await ctx.db.transaction(async (tx) => {
      const winners = await takeWinnersToEmail(tx, BATCH);
      let count = 0;
      for (const winner of winners) {
        if (winner.is_turned_off) continue;
        // The e-mail reaches the address's owner: its link shows every prize won with that address.
        const walletUrl = winner.has_wallet
          ? `${ctx.config.publicUrl}${walletPath(winner.slug, await signWalletToken(key, { leadId: winner.lead_id, scope: 'email' }))}`
          : null;
        const content = prizeEmail({
          language: winner.language,
          firstName: winner.first_name,
          companyName: winner.company_name,
          timeZone: winner.time_zone,
          walletUrl,
          prize: {
            name: winner.prize_name,
            description: winner.prize_description,
            voucherCode: winner.voucher_code,
            expiresAt: winner.prize_expires_ms === null ? null : new Date(winner.prize_expires_ms),
          },
        });
        // The wallet link is a secret: the outbox view hides it like a password link.
        const secrets = walletUrl ? [walletUrl.slice(walletUrl.indexOf('#t=') + 3)] : [];
        await ctx.mailer.enqueue(tx, { companyId: winner.company_id, to: winner.email, ...content, secrets });
        count++;
      }
      return { taken: winners.length, written: count };
    });
    queued += written;
    if (taken < BATCH) break;
  }
  if (queued > 0) ctx.mailer.kick();
  return queued;
}

export function createPrizeEmailJob(
  ctx: AppContext,
  log: { error(obj: unknown, msg: string): void },
  walletKey: Uint8Array,
): PeriodicJob {
  return createPeriodicJob({
    name: 'prize e-mails',
    everyMs: PRIZE_EMAIL_TICK_MS,
    run: () => queuePrizeEmails(ctx, walletKey),
    log,
  });
}
