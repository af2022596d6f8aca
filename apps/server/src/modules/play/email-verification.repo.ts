import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';

/** A registration as e-mail verification needs it, with its lead's e-mail and its company's name. */
export type RegistrationToVerify = {
  id: string;
  lead_id: string;
  company_id: string;
  campaign_id: string;
  language: string;
  email: string;
  company_name: string;
  is_verified: boolean;
};

/**
 * The registration a player token names, locked until commit, so that the tries on its codes and the
 * codes sent for it are counted one request at a time. Null when it is not this lead's, or not in this
 * campaign (a removed lead, a forged pair).
 */
export async function lockRegistration(
  tx: DbOrTx,
  ids: { registrationId: string; leadId: string; campaignId: string },
): Promise<RegistrationToVerify | null> {
  const [row] = await queryRows<RegistrationToVerify>(
    tx,
    sql`select r.id, r.lead_id, r.company_id, r.campaign_id, r.language, l.email, co.name as company_name,
               r.verified_at is not null as is_verified
        from registrations r
        join leads l on l.id = r.lead_id
        join companies co on co.id = r.company_id
        where r.id = ${ids.registrationId} and r.lead_id = ${ids.leadId} and r.campaign_id = ${ids.campaignId}
        for update of r`,
  );
  return row ?? null;
}

export type EmailCodeRow = {
  id: number;
  code_hash: string;
  tries_left: number;
  is_expired: boolean;
  age_seconds: number;
};

/** The registration's newest code (the only one that can still be right). */
export async function latestEmailCode(tx: DbOrTx, registrationId: string): Promise<EmailCodeRow | null> {
  const [row] = await queryRows<EmailCodeRow>(
    tx,
    sql`select id, code_hash, tries_left, expires_at <= now() as is_expired,
               extract(epoch from now() - created_at)::float8 as age_seconds
        from email_codes where registration_id = ${registrationId}
        order by created_at desc, id desc limit 1`,
  );
  return row ?? null;
}

/**
 * How many codes went to an address within the last `minutes`, from any registration of the campaign:
 * through the leads with that e-mail, so that multi-registration (a lead per registration) counts too.
 */
export async function countEmailCodesSince(
  tx: DbOrTx,
  mailbox: { campaignId: string; email: string },
  minutes: number,
): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from email_codes
        where lead_id in (select id from leads where campaign_id = ${mailbox.campaignId} and email = ${mailbox.email})
          and created_at > now() - make_interval(mins => ${minutes}::int)`,
  );
  return row?.n ?? 0;
}

/** A new code for the registration, valid for `minutes` and `tries`; the earlier ones end with it. */
export async function insertEmailCode(
  tx: DbOrTx,
  code: { registrationId: string; leadId: string; codeHash: string; tries: number; minutes: number },
): Promise<void> {
  await tx.execute(
    sql`with ended as (
          update email_codes set tries_left = 0
          where registration_id = ${code.registrationId} and tries_left > 0
        )
        insert into email_codes (registration_id, lead_id, code_hash, tries_left, expires_at)
        values (${code.registrationId}, ${code.leadId}, ${code.codeHash}, ${code.tries}::int,
                now() + make_interval(mins => ${code.minutes}::int))`,
  );
}

/** One wrong try on a code; answers the tries it has left. */
export async function spendCodeTry(tx: DbOrTx, codeId: number): Promise<number> {
  const [row] = await queryRows<{ tries_left: number }>(
    tx,
    sql`update email_codes set tries_left = greatest(tries_left - 1, 0) where id = ${codeId} returning tries_left`,
  );
  return row?.tries_left ?? 0;
}

/** The right code: the registration is verified and the code cannot be used again. */
export async function markVerified(tx: DbOrTx, registrationId: string, codeId: number): Promise<void> {
  await tx.execute(
    sql`with used as (update email_codes set tries_left = 0 where id = ${codeId})
        update registrations set verified_at = now() where id = ${registrationId} and verified_at is null`,
  );
}
