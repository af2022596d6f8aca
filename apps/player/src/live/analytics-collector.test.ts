import { type CollectRequest, MAX_COLLECT_EVENTS } from '@gc/contracts/analytics-collect';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCollector, MAX_EVENTS, SEND_AFTER_MS, VISITOR_KEY } from './analytics-collector.ts';

/** The browser the collector reads, stubbed (the unit tests run in Node): storage, screen, the address. */
let listeners: Map<string, () => void>;

function stubBrowser() {
  const storage = new Map<string, string>();
  listeners = new Map();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
  });
  vi.stubGlobal('addEventListener', (type: string, listener: () => void) => listeners.set(type, listener));
  vi.stubGlobal('document', { visibilityState: 'visible', referrer: 'https://news.example.com/a?b=c' });
  vi.stubGlobal('screen', { width: 390, height: 844 });
  vi.stubGlobal('matchMedia', () => ({ matches: true }));
  vi.stubGlobal('navigator', { language: 'sr-Latn-RS' });
  vi.stubGlobal('location', { host: 'play.example.com', search: '?utm_source=mail&utm_campaign=spring&x=1' });
  return storage;
}

describe('the published page collector', () => {
  let storage: Map<string, string>;
  let sent: CollectRequest[];
  const send = (_slug: string, body: CollectRequest) => sent.push(body);
  /** A visit whose page is left before any play: what is gathered goes on the way out. */
  const visitAndPlay = (level: 0 | 1 | 2 | 3, cookieless = false) => {
    const collector = createCollector('spring', { level, cookieless }, send);
    collector.track('visit');
    collector.track('introduction');
    collector.track('page', 'introduction');
    collector.track('step', '1');
    listeners.get('pagehide')?.();
    return collector;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    storage = stubBrowser();
    sent = [];
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('level 0 sends nothing and stores nothing', () => {
    expect(visitAndPlay(0).take()).toBeUndefined();
    expect(sent).toEqual([]);
    expect(storage.size).toBe(0);
  });

  it('level 1 sends the visit and the introduction in one batch, nothing else', () => {
    visitAndPlay(1);
    expect(sent).toEqual([{ events: [{ type: 'visit' }, { type: 'introduction' }] }]);
    expect(storage.size).toBe(0);
  });

  it('level 2 adds its own visitor id, kept in localStorage', () => {
    visitAndPlay(2);
    const id = storage.get(VISITOR_KEY);
    expect(id).toMatch(/^[a-f0-9]{32}$/);
    expect(sent).toEqual([{ events: [{ type: 'visit' }, { type: 'introduction' }], visitorId: id }]);
  });

  it('cookieless sends no id and touches no storage, at level 2 and 3', () => {
    visitAndPlay(2, true);
    visitAndPlay(3, true);
    expect(storage.size).toBe(0);
    expect(sent.every((body) => body.visitorId === undefined)).toBe(true);
  });

  it('level 3 adds pages, steps and the context: device class, language, referring host, UTM', () => {
    visitAndPlay(3);
    expect(sent).toEqual([
      {
        events: [
          { type: 'visit' },
          { type: 'introduction' },
          { type: 'page', page: 'introduction' },
          { type: 'step', page: '1' },
        ],
        visitorId: storage.get(VISITOR_KEY),
        context: {
          device: 'mobile',
          language: 'sr-Latn',
          referrer: 'news.example.com',
          utm: { source: 'mail', campaign: 'spring' },
        },
      },
    ]);
  });
  it('a play carries the events gathered before it: nothing is sent on its own, not even later', () => {
    const collector = createCollector('spring', { level: 3, cookieless: false }, send);
    collector.track('visit');
    collector.track('page', 'game');
    vi.advanceTimersByTime(SEND_AFTER_MS - 1);
    expect(sent).toEqual([]);
    const batch = collector.take();
    expect(batch?.events).toEqual([{ type: 'visit' }, { type: 'page', page: 'game' }]);
    expect(batch?.context?.device).toBe('mobile');
    vi.advanceTimersByTime(SEND_AFTER_MS * 2);
    listeners.get('pagehide')?.();
    expect(sent).toEqual([]);
    expect(collector.take()).toBeUndefined();
  });

  it('a page left waiting sends its events alone after the window, or at once when hidden', () => {
    const collector = createCollector('spring', { level: 1, cookieless: false }, send);
    collector.track('visit');
    vi.advanceTimersByTime(SEND_AFTER_MS);
    expect(sent).toEqual([{ events: [{ type: 'visit' }] }]);
    collector.track('introduction');
    vi.stubGlobal('document', { visibilityState: 'hidden' });
    listeners.get('visibilitychange')?.();
    expect(sent).toEqual([{ events: [{ type: 'visit' }] }, { events: [{ type: 'introduction' }] }]);
  });

  it('a refused play gives its events back: they go first with the next request', () => {
    const collector = createCollector('spring', { level: 3, cookieless: true }, send);
    collector.track('visit');
    const batch = collector.take();
    collector.track('page', 'outcome');
    collector.giveBack(batch);
    expect(collector.take()?.events).toEqual([{ type: 'visit' }, { type: 'page', page: 'outcome' }]);
  });

  it('a full batch goes at once, as many events as the API takes', () => {
    expect(MAX_EVENTS).toBe(MAX_COLLECT_EVENTS);
    const collector = createCollector('spring', { level: 3, cookieless: true }, send);
    for (let step = 0; step < MAX_EVENTS + 1; step++) collector.track('step', String(step));
    expect(sent).toHaveLength(1);
    expect(sent[0].events).toHaveLength(MAX_EVENTS);
    expect(collector.take()?.events).toEqual([{ type: 'step', page: String(MAX_EVENTS) }]);
  });
});
