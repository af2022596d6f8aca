import type { AnalyticsOptions, CollectEventType, CollectRequest } from '@gc/contracts/analytics-collect';

/** localStorage key of the page's own visitor id (level 2 and 3 without cookieless only). */
export const VISITOR_KEY = 'gc-visitor';
/**
 * Events wait this long for a play or a finish to ride on; a page left (or hidden) sends at once. A
 * typical visit's events all ride on its play and its finish: no request of their own.
 */
export const SEND_AFTER_MS = 30_000;
/** The API's MAX_COLLECT_EVENTS, kept here so that the page bundles no zod schema for one number. */
export const MAX_EVENTS = 20;

export type Collector = {
  track(type: CollectEventType, page?: string): void;
  /** The events gathered so far, as a batch for a play or a finish to carry (undefined when none). */
  take(): CollectRequest | undefined;
  /** A taken batch whose request failed: its events wait again, before anything gathered since. */
  giveBack(batch: CollectRequest | undefined): void;
};

const NO_COLLECTOR: Collector = { track() {}, take: () => undefined, giveBack() {} };

/**
 * The published page's analytics (issue 16): sends exactly what the release's level allows. Level 0
 * sends nothing at all; 1 the visit and the introduction; 2 also a visitor id (a random one kept in
 * localStorage, none when cookieless: the server then tells visitors apart by a day's hash); 3 also
 * every page and step, device class, language, the referrer's host and the UTM parameters. Cookieless
 * touches no storage and no cookie. The events ride on the play and the finish requests (`take`); only
 * what is left when the page is left, or after SEND_AFTER_MS without a play, is sent on its own, by
 * fetch with keepalive (it outlives the page).
 */
export function createCollector(slug: string, options: AnalyticsOptions, send = sendEvents): Collector {
  if (options.level === 0) return NO_COLLECTOR;
  let queue: CollectRequest['events'] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const visitorId = options.level >= 2 && !options.cookieless ? ownVisitorId() : undefined;

  const take = (): CollectRequest | undefined => {
    clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0) return undefined;
    const events = queue.splice(0, MAX_EVENTS);
    if (queue.length > 0) wait();
    const body: CollectRequest = { events };
    if (visitorId) body.visitorId = visitorId;
    if (options.level === 3) body.context = pageContext();
    return body;
  };
  const flush = () => {
    for (let batch = take(); batch; batch = take()) send(slug, batch);
  };
  const wait = () => {
    timer ??= setTimeout(flush, SEND_AFTER_MS);
  };
  addEventListener('pagehide', flush);
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });

  return {
    track(type, page) {
      // A page key the API would refuse (a marketer's own page named oddly) is not counted rather than losing the batch.
      if (page !== undefined && !/^[a-z0-9-]{1,40}$/.test(page)) return;
      if (options.level < 3 && (type === 'page' || type === 'step')) return;
      queue.push(page === undefined ? { type } : { type, page });
      // A full batch goes at once: a play takes at most one batch.
      if (queue.length >= MAX_EVENTS) send(slug, take() as CollectRequest);
      else wait();
    },
    take,
    giveBack(batch) {
      if (!batch) return;
      queue = [...batch.events, ...queue];
      if (queue.length >= MAX_EVENTS) flush();
      else wait();
    },
  };
}

function sendEvents(slug: string, body: CollectRequest) {
  fetch(`/api/play/campaigns/${encodeURIComponent(slug)}/events`, {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => {
    // Analytics never trouble the player: a lost batch is a lost count.
  });
}

function ownVisitorId(): string | undefined {
  try {
    let id = localStorage.getItem(VISITOR_KEY);
    if (!id || !/^[A-Za-z0-9_-]{16,64}$/.test(id)) {
      id = crypto.randomUUID().replaceAll('-', '');
      localStorage.setItem(VISITOR_KEY, id);
    }
    return id;
  } catch {
    // Storage blocked: the server counts this visitor by the day's hash.
    return undefined;
  }
}

/** Level 3's context: a device class (no model), the language, the referring host, the UTM parameters. */
export function pageContext(): NonNullable<CollectRequest['context']> {
  const width = Math.min(screen.width, screen.height);
  const isTouch = matchMedia('(pointer: coarse)').matches;
  const device = !isTouch ? 'desktop' : width < 600 ? 'mobile' : 'tablet';
  // Two subtags at most (zh-Hant-TW → zh-Hant): the language is all that is counted.
  const language = navigator.language.split('-').slice(0, 2).join('-');
  const context: NonNullable<CollectRequest['context']> = { device, language };
  try {
    const referrer = document.referrer ? new URL(document.referrer) : null;
    if (referrer && referrer.host !== location.host) context.referrer = referrer.host;
  } catch {
    // A referrer that is no URL is left out.
  }
  const params = new URLSearchParams(location.search);
  const utm: Record<string, string> = {};
  for (const key of ['source', 'medium', 'campaign', 'term', 'content']) {
    const value = params.get(`utm_${key}`);
    if (value) utm[key] = value.slice(0, 100);
  }
  if (Object.keys(utm).length > 0) context.utm = utm;
  return context;
}
