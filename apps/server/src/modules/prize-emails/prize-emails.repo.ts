import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';

export type WinnerToEmail = {
  play_id: string;
  company_id: string;
  voucher_code: string | null;
  email: string;
  first_name: string | null;
  language: string;
  prize_name: string;
  prize_description: string;
  prize_expires_ms: number | null;
  company_name: string;
  time_zone: string;
  /**
   * The release the play was made on turned prize e-mails off (disablePrizeRedemptionEmails), and does
   * not show the voucher only in the e-mail (showsVoucherOnlyInEmail wins: the e-mail is then the only
   * place the code is given).
   */
  is_turned_off: boolean;
  lead_id: string;
  /** The campaign's address (/p/{slug}), for the wallet link. */
  slug: string;
  /** The release the play was made on turns the prize wallet on (prizeWalletEnabled): the e-mail links to it. */
  has_wallet: boolean;
};

/**
 * Takes up to `limit` registered winners whose prize e-mail was not handled yet and marks them
 * handled, in the caller's transaction: the e-mails written in the same transaction commit with the
 * marks or not at all. SKIP LOCKED lets several processes share the work without waiting; the
 * partial index plays_prize_email_due_idx holds exactly these plays, oldest first.
 */
export function takeWinnersToEmail(tx: DbOrTx, limit: number): Promise<WinnerToEmail[]> {
  return queryRows<WinnerToEmail>(
    tx,
    sql`with due as (
          select id from plays
          where pool_id is not null and lead_id is not null and prize_email_at is null
          order by created_at
          limit ${limit}
          for update skip locked
        ), handled as (
          update plays p set prize_email_at = now() from due where p.id = due.id
          returning p.id, p.company_id, p.campaign_id, p.release_id, p.lead_id, p.pool_id, p.voucher_code
        )
        select h.id as play_id, h.company_id, h.voucher_code, h.lead_id, c.slug,
               coalesce(r.document #>> '{game,settings,prizeWalletEnabled}' = 'true', false) as has_wallet, l.email, l.first_name, l.language,
               pp.name as prize_name, pp.description as prize_description,
               (extract(epoch from pp.expires_at) * 1000)::float8 as prize_expires_ms,
               co.name as company_name, co.time_zone,
               coalesce(r.document #>> '{game,settings,disablePrizeRedemptionEmails}' = 'true', false)
                 and not coalesce(r.document #>> '{registrationOptions,showsVoucherOnlyInEmail}' = 'true', false)
                 as is_turned_off
        from handled h
        join leads l on l.id = h.lead_id
        join prize_pools pp on pp.id = h.pool_id
        join companies co on co.id = h.company_id
        join campaign_releases r on r.id = h.release_id
        join campaigns c on c.id = h.campaign_id`,
  );
}
