import { ALL_OUTCOMES, type EmailBlock } from '@gc/contracts/mail';
import { createPeriodicJob, type PeriodicJob } from '../../lib/periodic-job.ts';
import type { OutgoingEmail } from '../emails/mailer.ts';
import { signWalletToken, walletPath } from '../prize-wallet/wallet-token.ts';
import {
  formatExpiry,
  type MailDeps,
  renderCampaignEmail,
  unsubscribeHeaders,
  unsubscribeUrl,
} from './campaign-email-render.ts';
import { type PlayToEmail, takePlaysToEmail } from './campaign-emails.repo.ts';
import { type CampaignEmailRow, findEmailFor } from './mail.repo.ts';
import { attachmentOf } from './mail.service.ts';

/** Plays are looked for this often; a decided play kicks the job at once, so this is only the safety net. */
export const CAMPAIGN_EMAIL_TICK_MS = 10_000;
const BATCH = 200;

/**
 * The e-mail of a play: by its mail type, the play's outcome (or `all`) and the player's language,
 * falling back to the campaign's default language. Null when the campaign sends none for it.
 */
async function emailForPlay(
  tx: Parameters<typeof findEmailFor>[0],
  play: PlayToEmail,
  memo: Map<string, CampaignEmailRow | undefined>,
): Promise<CampaignEmailRow | undefined> {
  if (play.mail_type !== 'ONEFORALLPLAYERS' && play.mail_type !== 'ONEPEROUTCOME') return undefined;
  const outcome = play.mail_type === 'ONEFORALLPLAYERS' ? ALL_OUTCOMES : play.page;
  const languages = [play.language, ...(play.default_language ? [play.default_language] : [])];
  for (const language of languages) {
    const key = `${play.campaign_id}:${outcome}:${language}`;
    if (!memo.has(key)) memo.set(key, await findEmailFor(tx, play.company_id, play.campaign_id, outcome, language));
    const found = memo.get(key);
    if (found) return found;
  }
  return undefined;
}

/**
 * Writes the campaign e-mails of decided plays to the outbox, a batch per transaction, until none is
 * left; answers how many were written. Plays whose campaign sends none (NOEMAIL, no e-mail for the
 * outcome and language, an unsubscribed address) are marked handled without one. A play of a debug-mode
 * release is e-mailed to the editor who published it, never to the player.
 */
export async function queueCampaignEmails(deps: MailDeps): Promise<number> {
  let queued = 0;
  for (;;) {
    const { taken, written } = await deps.ctx.db.transaction(async (tx) => {
      const plays = await takePlaysToEmail(tx, BATCH);
      const memo = new Map<string, CampaignEmailRow | undefined>();
      const outgoing: OutgoingEmail[] = [];
      for (const play of plays) {
        if (play.is_unsubscribed && !play.is_debug) continue;
        const email = await emailForPlay(tx, play, memo);
        if (!email) continue;
        const to = play.is_debug ? play.published_by : play.email;
        const unsubscribeLink = unsubscribeUrl(deps, play.company_id, to, email.language);
        const walletUrl = play.has_wallet
          ? `${deps.ctx.config.publicUrl}${walletPath(play.slug, await signWalletToken(deps.walletKey, { leadId: play.lead_id, scope: 'email' }))}`
          : '';
        const rendered = await renderCampaignEmail(
          deps,
          {
            id: email.id,
            updatedAt: email.updatedAt,
            language: email.language,
            subject: email.subject,
            blocks: email.blocks as EmailBlock[],
          },
          {
            firstName: play.first_name?.trim() ?? '',
            outcome: play.outcome_title ?? play.page,
            prize: play.prize_name ?? '',
            voucherCode: play.voucher_code ?? '',
            expiryDate:
              play.prize_expires_ms === null
                ? ''
                : formatExpiry(new Date(play.prize_expires_ms), email.language, play.time_zone),
            walletLink: walletUrl,
            unsubscribeLink,
          },
        );
        outgoing.push({
          companyId: play.company_id,
          to,
          ...rendered,
          // The wallet link is a secret: the outbox view hides it like a password link.
          secrets: walletUrl ? [walletUrl.slice(walletUrl.indexOf('#t=') + 3)] : [],
          campaign: { campaignId: play.campaign_id, playId: play.play_id, outcome: play.page, isTest: play.is_debug },
          fromName: play.sender_name ?? undefined,
          replyTo: play.reply_to ?? undefined,
          headers: unsubscribeHeaders(unsubscribeLink),
          attachment: attachmentOf(email),
        });
      }
      await deps.ctx.mailer.enqueueMany(tx, outgoing);
      return { taken: plays.length, written: outgoing.length };
    });
    queued += written;
    if (taken < BATCH) break;
  }
  if (queued > 0) deps.ctx.mailer.kick();
  return queued;
}

export function createCampaignEmailJob(deps: MailDeps, log: { error(obj: unknown, msg: string): void }): PeriodicJob {
  return createPeriodicJob({
    name: 'campaign e-mails',
    everyMs: CAMPAIGN_EMAIL_TICK_MS,
    run: () => queueCampaignEmails(deps),
    log,
  });
}
