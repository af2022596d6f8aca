import type { Campaign } from '@gc/contracts/campaigns';
import { formatDate } from '../../lib/format-date.ts';

export type ScheduleNotice = { kind: 'startsOn' | 'endsOn'; date: string };

/** The stopwatch tooltip of a SCHEDULED campaign: when it starts and ends, as dd.MM.yyyy (spec §2). */
export function scheduleNotices(campaign: Pick<Campaign, 'status' | 'startDate' | 'endDate'>): ScheduleNotice[] {
  if (campaign.status !== 'SCHEDULED') return [];
  const notices: ScheduleNotice[] = [];
  const start = formatDate(campaign.startDate);
  const end = formatDate(campaign.endDate);
  if (start) notices.push({ kind: 'startsOn', date: start });
  if (end) notices.push({ kind: 'endsOn', date: end });
  return notices;
}

/** "Date started" is blank while a campaign is only scheduled: its start date lies in the future. */
export function startedDateText(campaign: Pick<Campaign, 'status' | 'startDate'>): string {
  return campaign.status === 'SCHEDULED' ? '' : formatDate(campaign.startDate);
}
