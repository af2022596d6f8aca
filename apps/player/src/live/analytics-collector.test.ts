import type { CollectRequest } from '@gc/contracts/analytics-collect';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCollector, VISITOR_KEY } from './analytics-collector.ts';

/** The browser the collector reads, stubbed (the unit tests run in Node): storage, screen, the address. */
function stubBrowser() {
  const storage = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
  });
  vi.stubGlobal('addEventListener', () => {});
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
  const visitAndPlay = (level: 0 | 1 | 2 | 3, cookieless = false) => {
    const collector = createCollector('spring', { level, cookieless }, send);
    collector.track('visit');
    collector.track('introduction');
    collector.track('page', 'introduction');
    collector.track('step', '1');
    vi.advanceTimersByTime(1_000);
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
    visitAndPlay(0);
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
});
