import { setTimeout as sleep } from 'node:timers/promises';
import { ALL_OUTCOMES, type EmailBlock } from '@gc/contracts/mail';
import { createPeriodicJob, type PeriodicJob } from '../../lib/periodic-job.ts';
import type { OutgoingEmail } from '../emails/mailer.ts';
import { compiledFor, type MailDeps, unsubscribeHeaders } from './campaign-email-render.ts';
import { type PlayToEmail, takePlaysToEmail } from './campaign-emails.repo.ts';
import type { CompiledEmail } from './email-render.ts';
import { type CampaignEmailRow, findEmailFor } from './mail.repo.ts';
import { attachmentOf } from './mail.service.ts';
import { fillInThread } from './render-thread.ts';
import type { FillItem } from './render-worker.ts';

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
 *
 * A full batch is followed by a pause that holds the job to MAIL_QUEUE_PER_SECOND: filling and writing
 * e-mails as fast as the machine allows took half the players' rate while it ran (bench:mail-sending),
 * and the sender never needs them faster than it sends them.
 */
export async function queueCampaignEmails(deps: MailDeps): Promise<number> {
  let queued = 0;
  for (;;) {
    const started = performance.now();
    const { taken, written } = await deps.ctx.db.transaction(async (tx) => {
      const plays = await takePlaysToEmail(tx, BATCH);
      const memo = new Map<string, CampaignEmailRow | undefined>();
      // The batch's compiled e-mails (usually one) and its recipients go to the rendering thread together.
      const templates: CompiledEmail[] = [];
      const templateIndex = new Map<Promise<CompiledEmail>, number>();
      const items: FillItem[] = [];
      const chosen: { play: PlayToEmail; email: CampaignEmailRow }[] = [];
      for (const play of plays) {
        if (play.is_unsubscribed && !play.is_debug) continue;
        const email = await emailForPlay(tx, play, memo);
        if (!email) continue;
        const to = play.is_debug ? play.published_by : play.email;
        const compiling = compiledFor(
          deps,
          {
            id: email.id,
            updatedAt: email.updatedAt,
            language: email.language,
            subject: email.subject,
            blocks: email.blocks as EmailBlock[],
          },
          (play.voucher_code ?? '') !== '',
        );
        let template = templateIndex.get(compiling);
        if (template === undefined) {
          template = templates.push(await compiling) - 1;
          templateIndex.set(compiling, template);
        }
        items.push({
          template,
          companyId: play.company_id,
          to,
          language: email.language,
          firstName: play.first_name?.trim() ?? '',
          outcome: play.outcome_title ?? play.page,
          prize: play.prize_name ?? '',
          voucherCode: play.voucher_code ?? '',
          expiresMs: play.prize_expires_ms,
          timeZone: play.time_zone,
          wallet: play.has_wallet ? { leadId: play.lead_id, slug: play.slug } : null,
        });
        chosen.push({ play, email });
      }
      const filled = await fillInThread({
        publicUrl: deps.ctx.config.publicUrl,
        unsubscribeKey: deps.unsubscribeKey,
        walletKey: deps.walletKey,
        templates,
        items,
      });
      const outgoing = filled.map(({ unsubscribeLink, walletLink, ...rendered }, i): OutgoingEmail => {
        const { play, email } = chosen[i];
        return {
          companyId: play.company_id,
          to: items[i].to,
          ...rendered,
          // The wallet link is a secret: the outbox view hides it like a password link.
          secrets: walletLink ? [walletLink.slice(walletLink.indexOf('#t=') + 3)] : [],
          campaign: { campaignId: play.campaign_id, playId: play.play_id, outcome: play.page, isTest: play.is_debug },
          fromName: play.sender_name ?? undefined,
          replyTo: play.reply_to ?? undefined,
          headers: unsubscribeHeaders(unsubscribeLink),
          attachment: attachmentOf(email),
        };
      });
      await deps.ctx.mailer.enqueueMany(tx, outgoing);
      return { taken: plays.length, written: outgoing.length };
    });
    queued += written;
    if (taken < BATCH) break;
    const due = (taken / deps.ctx.config.mailQueuePerSecond) * 1000 - (performance.now() - started);
    if (due > 0) await sleep(due);
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
