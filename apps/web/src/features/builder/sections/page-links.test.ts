import { describe, expect, it, vi } from 'vitest';
import { isValidLinkUrl, LANGUAGES_NOT_CONFIGURED, linkSource, linkUrlFor, withLanguageLink } from './page-links.ts';

describe('link source (§5 Terms/privacy link)', () => {
  it('is external for a blank URL and link for any other value', () => {
    expect(linkSource('')).toBe('external');
    expect(linkSource('   ')).toBe('external');
    expect(linkSource('https://example.com/terms')).toBe('link');
    expect(linkSource('not a url')).toBe('link');
  });
});

describe('withLanguageLink', () => {
  it('logs and changes nothing when no languages are configured', () => {
    const log = vi.fn();
    expect(withLanguageLink(undefined, [], 'en', 'https://example.com', log)).toBeNull();
    expect(log).toHaveBeenCalledWith(LANGUAGES_NOT_CONFIGURED);
    expect(LANGUAGES_NOT_CONFIGURED).toBe('Language options are not properly configured');
  });

  it('sets one language and gives every configured language an entry', () => {
    const links = withLanguageLink(undefined, ['en', 'de'], 'de', 'https://example.de/agb', vi.fn());
    expect(links).toEqual({
      source: 'link',
      links: [
        { languageId: 'en', url: '' },
        { languageId: 'de', url: 'https://example.de/agb' },
      ],
    });
  });

  it('sets the source from the URL just entered', () => {
    const filled = withLanguageLink(undefined, ['en'], 'en', 'https://example.com', vi.fn());
    const cleared = withLanguageLink(filled ?? undefined, ['en'], 'en', '', vi.fn());
    expect(filled?.source).toBe('link');
    expect(cleared).toEqual({ source: 'external', links: [{ languageId: 'en', url: '' }] });
  });

  it('keeps the other languages untouched', () => {
    const current = {
      source: 'link' as const,
      links: [
        { languageId: 'en' as const, url: 'https://example.com/terms' },
        { languageId: 'fr' as const, url: 'https://example.fr/cgu' },
      ],
    };
    const next = withLanguageLink(current, ['en', 'de'], 'de', 'https://example.de', vi.fn());
    expect(linkUrlFor(next ?? undefined, 'en')).toBe('https://example.com/terms');
    expect(linkUrlFor(next ?? undefined, 'fr')).toBe('https://example.fr/cgu');
    expect(linkUrlFor(next ?? undefined, 'de')).toBe('https://example.de');
  });
});

describe('isValidLinkUrl', () => {
  it('accepts blank and http(s) addresses', () => {
    expect(isValidLinkUrl('')).toBe(true);
    expect(isValidLinkUrl('https://example.com/terms?x=1#a')).toBe(true);
    expect(isValidLinkUrl('http://localhost:8080')).toBe(true);
  });
  it('refuses other schemes, spaces and non-addresses', () => {
    expect(isValidLinkUrl('example.com')).toBe(false);
    expect(isValidLinkUrl('javascript:alert(1)')).toBe(false);
    expect(isValidLinkUrl('ftp://example.com')).toBe(false);
    expect(isValidLinkUrl('https://exa mple.com')).toBe(false);
    expect(isValidLinkUrl('https://')).toBe(false);
  });
});
