import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import type { LeadValues } from './registration-rules.ts';

export type LeadRef = { id: string; created_ms: number; by_key: boolean };

/**
 * The lead a registration must answer with instead of creating one: the one made with this
 * Idempotency-Key, or (without multi-registration) the one with this e-mail. The key wins.
 */
export async function findExistingLead(
  tx: DbOrTx,
  campaignId: string,
  idempotencyKey: string,
  email: string | null,
): Promise<LeadRef | null> {
  const byEmail = email === null ? sql`false` : sql`email = ${email}`;
  const [row] = await queryRows<LeadRef>(
    tx,
    sql`select id, (extract(epoch from created_at) * 1000)::float8 as created_ms,
          coalesce(idempotency_key = ${idempotencyKey}, false) as by_key
        from leads
        where campaign_id = ${campaignId} and (idempotency_key = ${idempotencyKey} or ${byEmail})
        order by by_key desc, created_at asc
        limit 1`,
  );
  return row ?? null;
}

export type NewLead = LeadValues & {
  companyId: string;
  campaignId: string;
  releaseId: string;
  ip: string;
  idempotencyKey: string;
};

/**
 * The lead and its lead_created event, one statement; null when a lead with this key exists already
 * (leads_idempotency_idx decides, whatever got there first).
 */
export async function insertLead(tx: DbOrTx, l: NewLead): Promise<Omit<LeadRef, 'by_key'> | null> {
  const consent = l.consent === null ? null : JSON.stringify(l.consent);
  const [row] = await queryRows<Omit<LeadRef, 'by_key'>>(
    tx,
    sql`with lead as (
          insert into leads (company_id, campaign_id, release_id, email, first_name, last_name, phone, address,
                             postal_code, city, birth_date, job_title, company_name, external_user_id, source,
                             language, consent, ip, idempotency_key)
          values (${l.companyId}, ${l.campaignId}, ${l.releaseId}, ${l.email}, ${l.firstName}, ${l.lastName},
                  ${l.phone}, ${l.address}, ${l.postalCode}, ${l.city}, ${l.birthDate}::date, ${l.jobTitle},
                  ${l.companyName}, ${l.externalUserId}, ${l.source}, ${l.language}, ${consent}::jsonb, ${l.ip},
                  ${l.idempotencyKey})
          on conflict (campaign_id, idempotency_key) where idempotency_key is not null do nothing
          returning id, company_id, campaign_id, created_at
        ), event as (
          insert into play_events (company_id, campaign_id, type, lead_id)
          select company_id, campaign_id, 'lead_created', id from lead
        )
        select id, (extract(epoch from created_at) * 1000)::float8 as created_ms from lead`,
  );
  return row ?? null;
}
