import { gameResponseAnswers, gameResponseQuestions, keepsResponses } from '@gc/games/core/game-capabilities';
import { findGameDefinition } from '@gc/games/definitions';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { loadRelease } from '../play/published-campaign.ts';
import { answerCell } from '../responses/responses-tally.ts';
import type { LeadPayload } from './connector.ts';
import { uuidArray } from './deliveries.repo.ts';

type Row = {
  lead_id: string;
  company_id: string;
  campaign_id: string;
  campaign_name: string;
  campaign_type: string;
  created_at: Date | string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  address: string | null;
  postal_code: string | null;
  city: string | null;
  birth_date: string | null;
  job_title: string | null;
  company_name: string | null;
  external_user_id: string | null;
  language: string;
  consent: { terms?: boolean; privacy?: boolean; newsletter?: boolean } | null;
  page: string | null;
  outcome_id: string | null;
  outcome_title: string | null;
  custom_attributes: { attributes?: { attributeIdentifier: string; attributeValue: string | number }[] } | null;
  pool_id: string | null;
  prize_name: string | null;
  voucher_code: string | null;
  release_id: string | null;
  state: unknown;
};

/**
 * The lead as a destination receives it, read when the delivery is attempted (not when the lead was
 * stored): its latest decided play gives outcome, prize and voucher. The first attempt waits a few
 * seconds after the lead (LEAD_DELIVERY_DELAY_SECONDS), so that a player who registers and plays has
 * the play in it; a lead that has not played by then goes without one (outcome null).
 */
export async function loadLeadPayload(db: DbOrTx, leadId: string): Promise<LeadPayload | null> {
  return (await loadLeadPayloads(db, [leadId])).get(leadId) ?? null;
}

/**
 * loadLeadPayload for a batch of leads in one statement, by lead id (a lead that no longer exists is
 * missing). The worker reads a fetched batch's leads at once: on PGlite planning this statement costs
 * about 30 times running it, and one per delivery held the players' one connection (issue 15).
 */
export async function loadLeadPayloads(db: DbOrTx, leadIds: string[]): Promise<Map<string, LeadPayload>> {
  const payloads = new Map<string, LeadPayload>();
  if (leadIds.length === 0) return payloads;
  const rows = await queryRows<Row>(
    db,
    sql`select l.id as lead_id, l.company_id, l.campaign_id, c.name as campaign_name, c.type as campaign_type,
               l.created_at, l.email, l.first_name, l.last_name, l.phone, l.address, l.postal_code, l.city,
               l.birth_date::text as birth_date, l.job_title, l.company_name, l.external_user_id, l.language,
               l.consent, p.page, o ->> 'id' as outcome_id,
               nullif(o #>> array['content', l.language, 'title'], '') as outcome_title,
               o -> 'customAttributes' as custom_attributes,
               p.pool_id, pp.name as prize_name, p.voucher_code, p.release_id, p.state
        from leads l
        join campaigns c on c.id = l.campaign_id
        left join lateral (
          select page, pool_id, voucher_code, release_id, state from plays
          where plays.campaign_id = l.campaign_id and plays.lead_id = l.id and plays.page <> 'open'
          order by plays.created_at desc limit 1
        ) p on true
        left join campaign_releases r on r.id = p.release_id
        left join lateral (
          select o from jsonb_array_elements(r.document -> 'outcomes') o where o ->> 'kind' = p.page limit 1
        ) outcome on true
        left join prize_pools pp on pp.id = p.pool_id
        where l.id = any(${uuidArray(leadIds)}::uuid[])`,
  );
  // Survey answers read the release (cached per process) only for games that keep answers.
  for (const row of rows) payloads.set(row.lead_id, await payloadOf(db, row));
  return payloads;
}

async function payloadOf(db: DbOrTx, row: Row): Promise<LeadPayload> {
  const attributes = row.custom_attributes?.attributes ?? [];
  return {
    leadId: row.lead_id,
    companyId: row.company_id,
    campaign: { id: row.campaign_id, name: row.campaign_name, type: row.campaign_type },
    createdAt: new Date(row.created_at).toISOString(),
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    address: row.address,
    postalCode: row.postal_code,
    city: row.city,
    birthDate: row.birth_date,
    jobTitle: row.job_title,
    companyName: row.company_name,
    externalUserId: row.external_user_id,
    language: row.language,
    consent: row.consent
      ? {
          terms: row.consent.terms === true,
          privacy: row.consent.privacy === true,
          newsletter: row.consent.newsletter === true,
        }
      : null,
    outcome:
      row.page === null
        ? null
        : {
            id: row.outcome_id ?? row.page,
            name: row.outcome_title ?? row.page,
            isWin: row.page === 'win' || row.pool_id !== null,
          },
    prize: row.pool_id && row.prize_name ? { id: row.pool_id, name: row.prize_name } : null,
    voucher: row.voucher_code,
    surveyAnswers: await surveyAnswersOf(db, row),
    customAttributes: Object.fromEntries(attributes.map((a) => [a.attributeIdentifier, a.attributeValue])),
  };
}

/**
 * The answers of the lead's play when its game keeps them (a survey): each answered question of the
 * release the player answered, by id and by its text in the lead's language (the campaign's default
 * filling the gaps), with the answer as the responses export writes it (picked options' texts joined
 * by "; ", or the typed text). Empty for every other game and for a play without answers.
 */
async function surveyAnswersOf(db: DbOrTx, row: Row): Promise<LeadPayload['surveyAnswers']> {
  if (row.state === null || row.release_id === null) return [];
  const definition = findGameDefinition(row.campaign_type);
  if (!definition || !keepsResponses(definition)) return [];
  const answers = gameResponseAnswers(definition, row.state);
  if (!answers) return [];
  const release = await loadRelease(db, row.release_id);
  if (!release.game) return [];
  const fallback = release.playerDocument.languageOptions.defaultLanguage;
  const questions = gameResponseQuestions(definition, release.game.settings, row.language, fallback);
  return questions
    .map((question) => ({ questionId: question.id, question: question.text, answer: answerCell(question, answers) }))
    .filter((entry) => entry.answer !== '');
}
