import type { Campaign } from '@gc/contracts/campaigns';
import { formatDate } from '../../lib/format-date.ts';

export type ScheduleNotice = { kind: 'startsOn' | 'endsOn'; date: string };

/**
 * The stopwatch tooltip of a SCHEDULED campaign: when it starts and ends, each as `format` writes an
 * instant (the builder: date and time in the company's zone, the zone named).
 */
export function scheduleNotices(
  campaign: Pick<Campaign, 'status' | 'startDate' | 'endDate'>,
  format: (iso: string | null) => string,
): ScheduleNotice[] {
  if (campaign.status !== 'SCHEDULED') return [];
  const notices: ScheduleNotice[] = [];
  const start = format(campaign.startDate);
  const end = format(campaign.endDate);
  if (start) notices.push({ kind: 'startsOn', date: start });
  if (end) notices.push({ kind: 'endsOn', date: end });
  return notices;
}

/** "Date started" (dd.MM.yyyy in the company's zone) is blank while a campaign is only scheduled. */
export function startedDateText(campaign: Pick<Campaign, 'status' | 'startDate'>, timeZone: string): string {
  return campaign.status === 'SCHEDULED' ? '' : formatDate(campaign.startDate, timeZone);
}
