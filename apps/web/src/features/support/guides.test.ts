import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../lib/i18n.ts';
import { GUIDE_IDS, guidesOf, isGuideId, parseGuide, searchable, searchGuides } from './guides.ts';

describe('user guides', () => {
  it('every language has exactly the listed guides, each with a title and a body', () => {
    for (const language of LANGUAGES) {
      const files = readdirSync(new URL(`./guides/${language}`, import.meta.url)).sort();
      expect(files).toEqual(GUIDE_IDS.map((id) => `${id}.md`).sort());
      for (const guide of guidesOf(language)) {
        expect(guide.title, `${language}/${guide.id}`).not.toBe('');
        expect(guide.title).not.toBe(guide.id);
        expect(guide.body.length, `${language}/${guide.id}`).toBeGreaterThan(100);
      }
    }
  });

  it('the video tutorials guide links to the support site', () => {
    for (const language of LANGUAGES) {
      expect(guidesOf(language).find((guide) => guide.id === 'video_tutorials')?.body).toContain('({{supportUrl}})');
    }
  });

  it('searches titles and texts by every word, ignoring case and diacritics', () => {
    const guides = [
      parseGuide('prizes', '# Prizes and vouchers\n\nCreate a **prize pool** with codes.'),
      parseGuide('account', '# Nalog\n\nČestitamo, lozinka je promenjena. Đak.'),
    ];
    expect(searchGuides(guides, '').map((g) => g.id)).toEqual(['prizes', 'account']);
    expect(searchGuides(guides, 'PRIZE pool').map((g) => g.id)).toEqual(['prizes']);
    expect(searchGuides(guides, 'cestitamo lozinka').map((g) => g.id)).toEqual(['account']);
    expect(searchGuides(guides, 'djak').map((g) => g.id)).toEqual(['account']);
    expect(searchGuides(guides, 'prize nalog')).toEqual([]);
    expect(searchGuides(guidesOf('en'), 'password').map((g) => g.id)).toContain('account');
    expect(searchGuides(guidesOf('en'), 'two-factor').map((g) => g.id)).toEqual(['account']);
    expect(searchable('Šč Ž')).toBe('sc z');
  });

  it('knows its guide ids', () => {
    expect(isGuideId('video_tutorials')).toBe(true);
    expect(isGuideId('nope')).toBe(false);
    expect(isGuideId(null)).toBe(false);
  });
});
