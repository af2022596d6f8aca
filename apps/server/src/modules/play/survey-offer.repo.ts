import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';

/** Which decided play asks, and the survey campaign its settings name. */
export type SurveyQuestion = { playId: string; surveyCampaignId: string };

export type SurveyStanding = { slug: string; plays: number; isCompleted: boolean };

/**
 * One read for the decided plays that arrived together (play-batcher.ts gathers them, so a viral
 * campaign with a survey pays one round trip per batch, not per play), each answered in order: the
 * survey campaign (live, of the play's company, a survey), the player's plays of the play's campaign
 * (the lead's, or without registration the address's), and whether that player completed the survey:
 * a lead with the player's e-mail, or a player without registration from the address, decided a play
 * of it. Null where the survey campaign is not live.
 */
export async function surveyStandings(
  db: DbOrTx,
  questions: readonly SurveyQuestion[],
): Promise<(SurveyStanding | null)[]> {
  const rows = await queryRows<{ ord: number; slug: string; plays: number; completed: boolean }>(
    db,
    sql`with asked as (
          select q.ord::int as ord, (q.x->>'playId')::uuid as play_id, (q.x->>'surveyCampaignId')::uuid as survey_id
          from jsonb_array_elements(${JSON.stringify(questions)}::jsonb) with ordinality as q(x, ord)
        ), play as (
          select asked.ord, asked.survey_id, pl.company_id, pl.campaign_id, pl.lead_id, pl.ip, l.email
          from asked join plays pl on pl.id = asked.play_id left join leads l on l.id = pl.lead_id
        )
        -- Each count and test by an index (plays_campaign_lead_day_idx, plays_campaign_ip_created_idx,
        -- leads_campaign_email_idx): the branch that does not apply is a one-time filter, not a scan.
        select play.ord, c.slug,
          (select count(*)::int from plays p where play.lead_id is not null
             and p.campaign_id = play.campaign_id and p.lead_id = play.lead_id)
          + (select count(*)::int from plays p where play.lead_id is null
             and p.campaign_id = play.campaign_id and p.ip = play.ip and p.lead_id is null) as plays,
          exists (select 1 from plays sp where play.lead_id is null
             and sp.campaign_id = c.id and sp.ip = play.ip and sp.lead_id is null and sp.page <> 'open')
          or exists (select 1 from leads sl join plays sp on sp.campaign_id = c.id and sp.lead_id = sl.id
             where play.lead_id is not null and sl.campaign_id = c.id and sl.email = play.email
               and sp.page <> 'open') as completed
        from play join campaigns c on c.id = play.survey_id and c.company_id = play.company_id
        where c.type = 'survey' and c.status = 'ACTIVE' and c.current_release_id is not null`,
  );
  const byOrd = new Map(rows.map((row) => [Number(row.ord), row]));
  return questions.map((_, index) => {
    const row = byOrd.get(index + 1);
    return row ? { slug: row.slug, plays: Number(row.plays), isCompleted: row.completed === true } : null;
  });
}
