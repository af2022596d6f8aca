import type {
  InternalEventCount,
  InternalEventCountsQuery,
  InternalEventRequest,
} from '@gc/contracts/internal-analytics';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { internalAnalyticsEvents } from '../../db/schema/index.ts';
import type { AppContext } from '../../lib/app-context.ts';
import type { Actor } from '../../plugins/auth.ts';
import { findCompanyCampaign } from '../campaigns/campaigns.repo.ts';
import { campaignNotFound } from '../campaigns/campaigns.service.ts';

/** Stores one event as the acting user's, in the acting company; a campaign must be that company's. */
export async function recordInternalEvent(ctx: AppContext, actor: Actor, event: InternalEventRequest): Promise<void> {
  if (event.campaignId && !(await findCompanyCampaign(ctx.db, actor.companyId, event.campaignId))) {
    throw campaignNotFound();
  }
  await ctx.db.insert(internalAnalyticsEvents).values({
    companyId: actor.companyId,
    userId: actor.userId,
    eventName: event.eventName,
    campaignId: event.campaignId ?? null,
    appVersion: event.appVersion,
  });
}

/** Events and distinct users per UTC day and event, the last `days` days or the days `from`–`to`, newest first. */
export async function internalEventCounts(
  ctx: AppContext,
  { days, from, to }: InternalEventCountsQuery,
): Promise<InternalEventCount[]> {
  const range =
    from && to
      ? sql`created_at >= (${from}::date::timestamp at time zone 'UTC')
            and created_at < ((${to}::date + 1)::timestamp at time zone 'UTC')`
      : sql`created_at >= now() - make_interval(days => ${days})`;
  const rows = await queryRows<{ day: string; event_name: string; events: number; users: number }>(
    ctx.db,
    sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, event_name,
               count(*)::int as events, count(distinct user_id)::int as users
        from ${internalAnalyticsEvents}
        where ${range}
        group by 1, 2
        order by 1 desc, 2`,
  );
  return rows.map((row) => ({
    day: row.day,
    eventName: row.event_name as InternalEventCount['eventName'],
    events: Number(row.events),
    users: Number(row.users),
  }));
}
