import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';

/** A decided play of a registered player whose campaign e-mail is due, with what choosing and filling it needs. */
export type PlayToEmail = {
  play_id: string;
  company_id: string;
  campaign_id: string;
  lead_id: string;
  /** The play's outcome: the result page it ended on (win, lose, or a game's own). */
  page: string;
  /** The outcome's title in the player's language, where the campaign gives one. */
  outcome_title: string | null;
  voucher_code: string | null;
  email: string;
  first_name: string | null;
  language: string;
  default_language: string | null;
  prize_name: string | null;
  prize_expires_ms: number | null;
  time_zone: string;
  slug: string;
  mail_type: string | null;
  sender_name: string | null;
  reply_to: string | null;
  /** The release was published in debug mode: its plays' e-mails go to the editor who published it. */
  is_debug: boolean;
  published_by: string;
  has_wallet: boolean;
  is_unsubscribed: boolean;
};

/**
 * Takes up to `limit` decided plays of registered players whose campaign e-mail was not handled and
 * marks them handled, in the caller's transaction (the e-mails written in it commit with the marks or
 * not at all). SKIP LOCKED lets several processes share the work; plays_campaign_email_due_idx holds
 * exactly these plays, oldest first.
 */
export function takePlaysToEmail(tx: DbOrTx, limit: number): Promise<PlayToEmail[]> {
  return queryRows<PlayToEmail>(
    tx,
    sql`with due as (
          select id from plays
          where lead_id is not null and campaign_email_at is null and page <> 'open'
          order by created_at
          limit ${limit}
          for update skip locked
        ), handled as (
          update plays p set campaign_email_at = now() from due where p.id = due.id
          returning p.id, p.company_id, p.campaign_id, p.release_id, p.lead_id, p.pool_id, p.voucher_code, p.page
        )
        select h.id as play_id, h.company_id, h.campaign_id, h.lead_id, h.page, h.voucher_code,
               (select nullif(o #>> array['content', l.language, 'title'], '')
                  from jsonb_array_elements(r.document -> 'outcomes') o
                  where o ->> 'kind' = h.page limit 1) as outcome_title,
               l.email, l.first_name, l.language,
               r.document #>> '{languageOptions,defaultLanguage}' as default_language,
               pp.name as prize_name, (extract(epoch from pp.expires_at) * 1000)::float8 as prize_expires_ms,
               co.time_zone, c.slug,
               s.mail_type, s.sender_name, s.reply_to,
               coalesce(r.publish_options ->> 'debugModeEnabled' = 'true', false) as is_debug,
               r.published_by,
               coalesce(r.document #>> '{game,settings,prizeWalletEnabled}' = 'true', false) as has_wallet,
               exists (select 1 from email_unsubscribes u where u.company_id = h.company_id and u.email = lower(l.email))
                 as is_unsubscribed
        from handled h
        join leads l on l.id = h.lead_id
        join companies co on co.id = h.company_id
        join campaign_releases r on r.id = h.release_id
        join campaigns c on c.id = h.campaign_id
        left join prize_pools pp on pp.id = h.pool_id
        left join campaign_mail_settings s on s.campaign_id = h.campaign_id`,
  );
}
