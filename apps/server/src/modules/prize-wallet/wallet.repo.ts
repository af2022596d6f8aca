import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import type { WalletHolder } from './wallet-token.ts';

/** At most this many prizes in one wallet: a player of many campaigns still gets a page of bounded size. */
export const WALLET_PRIZES_MAX = 200;

export type WalletHolderRow = { id: string; language: string };

export type WalletPrizeRow = {
  play_id: string;
  campaign_name: string;
  prize_name: string;
  image_url: string | null;
  voucher_code: string | null;
  won_at: Date | string;
  expires_at: Date | string | null;
  redeemed_at: Date | string | null;
};

/** The lead a wallet link names, or null when it was removed since (the link then opens nothing). */
export async function findWalletHolder(db: DbOrTx, leadId: string): Promise<WalletHolderRow | null> {
  const [row] = await queryRows<WalletHolderRow>(db, sql`select id, language from leads where id = ${leadId}`);
  return row ?? null;
}

/**
 * The prizes of a wallet, newest first: the wins of the holder's lead, and with an `email` scope those of
 * every lead of the company with the same e-mail, in campaigns whose current release turns the wallet
 * on (a campaign that turns it off later takes its prizes out). Leads are searched per wallet campaign,
 * so the (campaign_id, email) index answers; another company's leads are never read.
 */
export function findWalletPrizes(db: DbOrTx, holder: WalletHolder): Promise<WalletPrizeRow[]> {
  const isEmailScope = holder.scope === 'email';
  return queryRows<WalletPrizeRow>(
    db,
    sql`with me as (
          select id, company_id, email from leads where id = ${holder.leadId}
        ), wallet_campaigns as (
          select c.id, c.name from campaigns c
          join me on c.company_id = me.company_id
          join campaign_releases r on r.id = c.current_release_id
          where c.status not in ('DRAFT', 'DELETED')
            and r.document #>> '{game,settings,prizeWalletEnabled}' = 'true'
        ), owners as (
          select l.id, wc.name as campaign_name from leads l
          join wallet_campaigns wc on wc.id = l.campaign_id
          join me on me.company_id = l.company_id
          where l.id = me.id or (${isEmailScope} and me.email <> '' and l.email = me.email)
        )
        select p.id as play_id, o.campaign_name, pp.name as prize_name, pp.image_url, p.voucher_code,
               p.created_at as won_at, pp.expires_at, vc.redeemed_at
        from owners o
        join plays p on p.lead_id = o.id and p.pool_id is not null
        join prize_pools pp on pp.id = p.pool_id
        left join voucher_codes vc on vc.play_id = p.id
        order by p.created_at desc, p.id
        limit ${WALLET_PRIZES_MAX}`,
  );
}
