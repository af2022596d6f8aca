import { describe, expect, it } from 'vitest';
import {
  analyticsPath,
  builderPath,
  campaignsPath,
  isSafeLiveUrl,
  liveUrl,
  statusFromParam,
} from './campaign-links.ts';

describe('liveUrl', () => {
  it('is the production address as is without a language', () => {
    expect(liveUrl('https://play.example.com/p/wheel-x1')).toBe('https://play.example.com/p/wheel-x1');
  });
  it('adds ?lang= with the short name', () => {
    expect(liveUrl('https://play.example.com/p/wheel-x1', 'de')).toBe('https://play.example.com/p/wheel-x1?lang=de');
    expect(liveUrl('/p/wheel-x1', 'sr')).toBe('/p/wheel-x1?lang=sr');
  });
  it('keeps other query parameters and the fragment, and replaces an existing lang', () => {
    expect(liveUrl('https://x.test/p/a?utm=mail&lang=en#top', 'fr')).toBe('https://x.test/p/a?utm=mail&lang=fr#top');
  });
});

describe('isSafeLiveUrl', () => {
  it('accepts web addresses and site paths', () => {
    expect(isSafeLiveUrl('https://play.example.com/p/a')).toBe(true);
    expect(isSafeLiveUrl('http://localhost:3000/p/a')).toBe(true);
    expect(isSafeLiveUrl('/p/a')).toBe(true);
  });
  it('refuses missing, scriptable and protocol-relative addresses', () => {
    expect(isSafeLiveUrl(null)).toBe(false);
    expect(isSafeLiveUrl('')).toBe(false);
    expect(isSafeLiveUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeLiveUrl('data:text/html,hi')).toBe(false);
    expect(isSafeLiveUrl('//evil.test/p')).toBe(false);
    expect(isSafeLiveUrl('not a url')).toBe(false);
  });
});

describe('paths', () => {
  it('lead to the builder, the analytics and the filtered list', () => {
    expect(builderPath('c-1')).toBe('/builder/c-1');
    expect(analyticsPath('c-1')).toBe('/campaign/details/c-1');
    expect(campaignsPath()).toBe('/campaigns');
    expect(campaignsPath('DRAFT')).toBe('/campaigns?status=DRAFT');
  });
});

describe('statusFromParam', () => {
  it('accepts the status filters and nothing else', () => {
    expect(statusFromParam('DRAFT')).toBe('DRAFT');
    expect(statusFromParam('ALL')).toBe('ALL');
    expect(statusFromParam('draft')).toBeNull();
    expect(statusFromParam('')).toBeNull();
    expect(statusFromParam(null)).toBeNull();
  });
});
