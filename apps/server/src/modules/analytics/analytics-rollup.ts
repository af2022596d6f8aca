import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** One count for the hourly roll-up: an event of a campaign, in total ('' split) or under one split. */
export type RollupCount = {
  companyId: string;
  campaignId: string;
  at: Date;
  event: string;
  dimension?: string;
  value?: string;
};

/** A level-3 event as stored raw (analytics_events). */
export type RawAnalyticsEvent = {
  companyId: string;
  campaignId: string;
  at: Date;
  event: string;
  page: string | null;
  visitor: string | null;
  device: string | null;
  language: string | null;
  referrer: string | null;
  utm: Record<string, string> | null;
};

export type AnalyticsRollup = {
  count(count: RollupCount): void;
  /** A visitor seen on `day` (the company's calendar day): counted once a day as a 'visitor' event. */
  visitor(ids: { companyId: string; campaignId: string }, at: Date, day: string, visitor: string): void;
  raw(event: RawAnalyticsEvent): void;
  /** Writes what was gathered; tests call it instead of waiting for the timer. */
  flush(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
};

/** How often gathered counts are written: a second's plays of a viral campaign become one upsert. */
const FLUSH_INTERVAL_MS = 1_000;
/** Beyond this many distinct keys or raw events a flush starts at once, so memory stays bounded. */
const FLUSH_EARLY_AT = 5_000;
/** Counts kept for a retry after a failed write at most; beyond it they are dropped (logged). */
const KEEP_ON_FAILURE_MAX = 50_000;

const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000).toISOString();

/**
 * Adds events up in memory and writes them together (issue 16: events are written without slowing
 * plays). A play never waits for its count: it is added to a map; once a second (or when the map is
 * large) one upsert per table adds the counts to their hours. Rows are written in key order, so two
 * processes flushing the same hours lock them in one order and cannot deadlock. What a crash loses is
 * at most a second of counts; plays and leads themselves are in their own tables.
 */
export function createAnalyticsRollup(db: DbOrTx, onError: (error: unknown) => void): AnalyticsRollup {
  let counts = new Map<string, RollupCount & { hour: string; n: number }>();
  let visitors = new Map<string, VisitorEntry>();
  let raws: RawAnalyticsEvent[] = [];
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();
  let prunedOn = '';

  const sizeReached = () => counts.size + visitors.size + raws.length >= FLUSH_EARLY_AT;
  const flushSoon = () => {
    if (sizeReached()) void flush();
  };

  async function write(
    c: Map<string, RollupCount & { hour: string; n: number }>,
    v: Map<string, VisitorEntry>,
    r: RawAnalyticsEvent[],
  ) {
    if (c.size > 0) {
      const rows = [...c.values()]
        .map((x) => ({
          campaign_id: x.campaignId,
          company_id: x.companyId,
          hour: x.hour,
          event: x.event,
          dimension: x.dimension ?? '',
          value: x.value ?? '',
          count: x.n,
        }))
        .sort((a, b) => keyOrder(a, b));
      await db.execute(sql`
        insert into analytics_hourly (campaign_id, company_id, hour, event, dimension, value, count)
        select campaign_id, company_id, hour, event, dimension, value, count
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as r(campaign_id uuid, company_id uuid, hour timestamptz, event text, dimension text, value text, count bigint)
        on conflict (campaign_id, event, dimension, hour, value)
        do update set count = analytics_hourly.count + excluded.count`);
    }
    if (v.size > 0) {
      const rows = [...v.values()]
        .map((x) => ({
          campaign_id: x.campaignId,
          company_id: x.companyId,
          day: x.day,
          hour: x.hour,
          visitor: x.visitor,
        }))
        .sort((a, b) => a.campaign_id.localeCompare(b.campaign_id) || a.hour.localeCompare(b.hour));
      // A visitor new to the day counts once, in the hour it was first seen; one seen before adds nothing.
      await db.execute(sql`
        with input as (
          select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
            as r(campaign_id uuid, company_id uuid, day date, hour timestamptz, visitor text)
        ), fresh as (
          insert into analytics_visitors (campaign_id, day, visitor)
          select campaign_id, day, visitor from input
          on conflict do nothing
          returning campaign_id, day, visitor
        )
        insert into analytics_hourly (campaign_id, company_id, hour, event, dimension, value, count)
        select i.campaign_id, i.company_id, i.hour, 'visitor', '', '', count(*)
        from fresh f join input i on i.campaign_id = f.campaign_id and i.day = f.day and i.visitor = f.visitor
        group by 1, 2, 3
        order by 1, 3
        on conflict (campaign_id, event, dimension, hour, value)
        do update set count = analytics_hourly.count + excluded.count`);
    }
    const today = new Date().toISOString().slice(0, 10);
    if (prunedOn !== today) {
      // Past days' visitors are counted in the roll-up already; only the last two days' (in any
      // company's zone) are needed to tell a returning visitor of the day apart.
      await db.execute(sql`delete from analytics_visitors where day < (${today}::date - 2)`);
      prunedOn = today;
    }
    if (r.length > 0) {
      const rows = r.map((x) => ({ ...x, company_id: x.companyId, campaign_id: x.campaignId, at: x.at.toISOString() }));
      await db.execute(sql`
        insert into analytics_events (company_id, campaign_id, at, event, page, visitor, device, language, referrer, utm)
        select company_id, campaign_id, at, event, page, visitor, device, language, referrer, utm
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as r(company_id uuid, campaign_id uuid, at timestamptz, event text, page text, visitor text, device text,
               language text, referrer text, utm jsonb)`);
    }
  }

  function flush(): Promise<void> {
    // One flush at a time: the next one starts after the last, with what gathered meanwhile.
    flushing = flushing.then(async () => {
      const c = counts;
      const v = visitors;
      const r = raws;
      counts = new Map();
      visitors = new Map();
      raws = [];
      try {
        await write(c, v, r);
      } catch (error) {
        onError(error);
        // Counts are added back for the next flush (unless too many gathered); raw events are dropped.
        if (counts.size + c.size <= KEEP_ON_FAILURE_MAX) {
          for (const [key, entry] of c) add(key, entry, entry.n);
        }
      }
    });
    return flushing;
  }

  function add(key: string, entry: RollupCount & { hour: string }, n: number) {
    const known = counts.get(key);
    if (known) known.n += n;
    else counts.set(key, { ...entry, n });
  }

  return {
    count(count) {
      const hour = hourOf(count.at);
      const key = `${count.campaignId}|${hour}|${count.event}|${count.dimension ?? ''}|${count.value ?? ''}`;
      add(key, { ...count, hour }, 1);
      flushSoon();
    },
    visitor(ids, at, day, visitor) {
      const key = `${ids.campaignId}|${day}|${visitor}`;
      // The first sighting in this flush keeps its hour: that is when the visitor was first seen.
      if (!visitors.has(key)) visitors.set(key, { ...ids, day, hour: hourOf(at), visitor });
      flushSoon();
    },
    raw(event) {
      raws.push(event);
      flushSoon();
    },
    flush,
    start() {
      if (timer) return;
      timer = setInterval(() => void flush(), FLUSH_INTERVAL_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await flush();
    },
  };
}

type VisitorEntry = { companyId: string; campaignId: string; day: string; hour: string; visitor: string };

type KeyRow = { campaign_id: string; event: string; dimension: string; hour: string; value: string };
const keyOrder = (a: KeyRow, b: KeyRow) =>
  a.campaign_id.localeCompare(b.campaign_id) ||
  a.event.localeCompare(b.event) ||
  a.dimension.localeCompare(b.dimension) ||
  a.hour.localeCompare(b.hour) ||
  a.value.localeCompare(b.value);
