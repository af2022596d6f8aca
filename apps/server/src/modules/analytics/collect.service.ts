import { type CollectRequest, FUNNEL_PAGE_EVENTS } from '@gc/contracts/analytics-collect';
import type { AppContext } from '../../lib/app-context.ts';
import { localDay } from '../play/play-day.ts';
import { loadCampaignForPlay } from '../play/published-campaign.ts';
import { type DailySalts, storedVisitorId } from './daily-salt.ts';

export type CollectInput = { slug: string; body: CollectRequest; ip: string; userAgent: string };

const isFunnelEvent = (type: string) => (FUNNEL_PAGE_EVENTS as readonly string[]).includes(type);

/**
 * Stores what the published page sent, as far as the release's level allows: the server drops what a
 * level does not collect, whatever a page sends (an old page, a hand-made request). Nothing waits for
 * the database: counts go to the roll-up writer (analytics-rollup.ts), written once a second.
 */
export async function collect(
  ctx: AppContext,
  salts: DailySalts,
  { slug, body, ip, userAgent }: CollectInput,
): Promise<void> {
  // The campaign row may be 2 s old, as for a play: a popular page's events cost no campaign read.
  const { row, release } = await loadCampaignForPlay(ctx.db, slug);
  const { level, cookieless } = release.analytics;
  if (level === 0) return;
  const at = new Date();
  const base = { companyId: row.company_id, campaignId: row.id, at };
  const events = level === 3 ? body.events : body.events.filter((event) => isFunnelEvent(event.type));
  for (const event of events) {
    if (isFunnelEvent(event.type)) ctx.analytics.count({ ...base, event: event.type });
    else ctx.analytics.count({ ...base, event: event.type, dimension: event.type, value: event.page ?? '' });
  }
  if (events.length === 0) return;

  let visitor: string | null = null;
  if (level >= 2) {
    // A page's own id only where it may keep one; else (cookieless, or storage blocked) the day's hash.
    visitor =
      !cookieless && body.visitorId
        ? storedVisitorId(body.visitorId, row.id)
        : await salts.visitorHash(ip, userAgent, row.id, at);
    ctx.analytics.visitor(base, at, localDay(row.time_zone, at.getTime()), visitor);
  }
  if (level < 3) return;

  const context = detailsOf(body.context);
  if (events.some((event) => event.type === 'visit')) {
    for (const [dimension, value] of Object.entries(context.splits)) {
      ctx.analytics.count({ ...base, event: 'visit', dimension, value });
    }
  }
  for (const event of events) {
    ctx.analytics.raw({
      ...base,
      event: event.type,
      page: event.page ?? null,
      visitor,
      device: context.device,
      language: context.language,
      referrer: context.referrer,
      utm: context.utm,
    });
  }
}

/** The level-3 context as stored: the language's primary tag, the referrer's host, 'direct' for none. */
function detailsOf(context: CollectRequest['context']) {
  const device = context?.device ?? 'unknown';
  const language = context?.language?.split('-')[0].toLowerCase() ?? 'unknown';
  const referrer = referrerHost(context?.referrer);
  const utm = context?.utm && Object.keys(context.utm).length > 0 ? (context.utm as Record<string, string>) : null;
  const splits: Record<string, string> = { device, language, referrer };
  for (const key of ['source', 'medium', 'campaign'] as const) {
    const value = utm?.[key]?.toLowerCase();
    if (value) splits[`utm_${key}`] = value;
  }
  return { device, language, referrer, utm, splits };
}

/**
 * The page's events that rode on a play or a finish (issue 16), stored once that request was answered.
 * Analytics never fail a play whose prize is taken: a batch that cannot be stored is a lost count.
 */
export async function collectRiding(
  ctx: AppContext,
  salts: DailySalts,
  input: Omit<CollectInput, 'body'> & { body: CollectRequest | undefined },
): Promise<void> {
  if (!input.body) return;
  try {
    await collect(ctx, salts, { ...input, body: input.body });
  } catch {
    // The campaign went away since the play was answered, or the day's salt could not be read.
  }
}

function referrerHost(referrer: string | undefined): string {
  if (!referrer) return 'direct';
  try {
    return new URL(referrer.includes('://') ? referrer : `https://${referrer}`).hostname.toLowerCase() || 'direct';
  } catch {
    return 'other';
  }
}
