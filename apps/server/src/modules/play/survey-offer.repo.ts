import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';

export type SurveyStanding = { slug: string; plays: number; isCompleted: boolean };

/**
 * One read from a decided play: the survey campaign (live, of the play's company, a survey), the
 * player's plays of the play's campaign (the lead's, or without registration the address's), and
 * whether that player completed the survey: a lead with the player's e-mail, or a player without
 * registration from the address, decided a play of it. Null when the survey campaign is not live.
 */
export async function surveyStanding(
  db: DbOrTx,
  playId: string,
  surveyCampaignId: string,
): Promise<SurveyStanding | null> {
  const [row] = await queryRows<{ slug: string; plays: number; completed: boolean }>(
    db,
    sql`with play as (
          select pl.company_id, pl.campaign_id, pl.lead_id, pl.ip, l.email
          from plays pl left join leads l on l.id = pl.lead_id where pl.id = ${playId}
        )
        select c.slug,
          (select count(*)::int from plays p where p.campaign_id = play.campaign_id
             and (case when play.lead_id is null then p.lead_id is null and p.ip = play.ip
                       else p.lead_id = play.lead_id end)) as plays,
          (case when play.lead_id is null
             then exists (select 1 from plays sp where sp.campaign_id = c.id and sp.lead_id is null
                            and sp.ip = play.ip and sp.page <> 'open')
             else exists (select 1 from leads sl join plays sp on sp.lead_id = sl.id and sp.campaign_id = c.id
                            where sl.campaign_id = c.id and sl.email = play.email and sp.page <> 'open')
           end) as completed
        from play join campaigns c on c.id = ${surveyCampaignId} and c.company_id = play.company_id
        where c.type = 'survey' and c.status = 'ACTIVE' and c.current_release_id is not null`,
  );
  return row ? { slug: row.slug, plays: row.plays, isCompleted: row.completed } : null;
}
