import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import type { LeadValues } from './registration-rules.ts';

/** A registration as its answer needs it: the token names the registration and its lead. */
export type RegistrationRef = {
  id: string;
  lead_id: string;
  created_ms: number;
  /** Null for a registration made before keys were bound to bodies (migration 0004). */
  body_hash: string | null;
};

const REGISTRATION_COLUMNS = sql`id, lead_id, (extract(epoch from created_at) * 1000)::float8 as created_ms, body_hash`;

/** The registration made with this Idempotency-Key in this campaign, if any. */
export async function findRegistrationByKey(
  tx: DbOrTx,
  campaignId: string,
  idempotencyKey: string,
): Promise<RegistrationRef | null> {
  const [row] = await queryRows<RegistrationRef>(
    tx,
    sql`select ${REGISTRATION_COLUMNS} from registrations
        where campaign_id = ${campaignId} and idempotency_key = ${idempotencyKey}`,
  );
  return row ?? null;
}

export type NewRegistration = LeadValues & {
  id: string;
  companyId: string;
  campaignId: string;
  releaseId: string;
  ip: string;
  idempotencyKey: string;
  bodyHash: string;
  /** Without multi-registration: a lead with this e-mail is the player, instead of a new one. */
  isOnePlayerPerEmail: boolean;
  /** A debug-mode (sandbox) release: its leads never reach a destination (issue 15). */
  isDebug: boolean;
  /** How long a new lead's deliveries wait before their first attempt (LEAD_DELIVERY_DELAY_SECONDS). */
  deliveryDelaySeconds: number;
};

/**
 * The registration with its lead, in one statement whichever way it goes: the campaign's lead with
 * this e-mail (without multi-registration), or a new lead with its lead_created event and one delivery
 * per destination the campaign chose (the lead flow's outbox, issue 15: queued in the statement that
 * stores the lead, so none is lost between the two; a campaign without destinations pays one probe of
 * an empty index). One statement
 * and one round trip either way, so that the answer's timing says as little as its content about
 * whether the e-mail registered before. Null when a registration with this key exists already
 * (registrations_campaign_key_idx decides, whatever got there first).
 */
export async function insertRegistration(
  tx: DbOrTx,
  r: NewRegistration,
): Promise<(RegistrationRef & { new_leads: number }) | null> {
  const consent = r.consent === null ? null : JSON.stringify(r.consent);
  const [row] = await queryRows<RegistrationRef & { new_leads: number }>(
    tx,
    sql`with existing as (
          select id from leads
          where ${r.isOnePlayerPerEmail} and campaign_id = ${r.campaignId} and email = ${r.email}
          order by created_at limit 1
        ), created as (
          insert into leads (company_id, campaign_id, release_id, email, first_name, last_name, phone, address,
                             postal_code, city, birth_date, job_title, company_name, external_user_id, source,
                             language, consent, ip, idempotency_key)
          select ${r.companyId}, ${r.campaignId}, ${r.releaseId}, ${r.email}, ${r.firstName}, ${r.lastName},
                 ${r.phone}, ${r.address}, ${r.postalCode}, ${r.city}, ${r.birthDate}::date, ${r.jobTitle},
                 ${r.companyName}, ${r.externalUserId}, ${r.source}, ${r.language}, ${consent}::jsonb, ${r.ip},
                 ${r.idempotencyKey}
          where not exists (select 1 from existing)
          on conflict (campaign_id, idempotency_key) where idempotency_key is not null do nothing
          returning id, company_id, campaign_id
        ), event as (
          insert into play_events (company_id, campaign_id, type, lead_id)
          select company_id, campaign_id, 'lead_created', id from created
        ), deliveries as (
          insert into lead_deliveries (company_id, campaign_id, lead_id, destination_id, due_at)
          select created.company_id, created.campaign_id, created.id, cd.destination_id,
                 now() + make_interval(secs => ${r.deliveryDelaySeconds})
          from created join campaign_destinations cd on cd.campaign_id = created.campaign_id
          where not ${r.isDebug}
        ), lead as (
          select id from existing union all select id from created
        ), registration as (
          insert into registrations (id, company_id, campaign_id, lead_id, idempotency_key, body_hash, language)
          select ${r.id}, ${r.companyId}, ${r.campaignId}, lead.id, ${r.idempotencyKey}, ${r.bodyHash}, ${r.language}
          from lead
          on conflict (campaign_id, idempotency_key) do nothing
          returning ${REGISTRATION_COLUMNS}
        )
        select registration.*, (select count(*) from created)::int as new_leads from registration`,
  );
  return row ?? null;
}

/**
 * Whether the registration is one of the lead's and confirmed its e-mail: the play's check where the
 * campaign asks for verification (one read by primary key; none where it does not).
 */
export async function isRegistrationVerified(tx: DbOrTx, registrationId: string, leadId: string): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(
    tx,
    sql`select true as ok from registrations
        where id = ${registrationId} and lead_id = ${leadId} and verified_at is not null`,
  );
  return row?.ok === true;
}

/**
 * Whether the retailer's app named the lead (a client user id came with its URL-parameter
 * registration): an appSolution player without one is an unknown customer (unknownCustomersSettings).
 * One read by primary key, only in appSolution campaigns.
 */
export async function isLeadIdentifiedByApp(tx: DbOrTx, leadId: string): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(
    tx,
    sql`select true as ok from leads where id = ${leadId} and external_user_id is not null`,
  );
  return row?.ok === true;
}
