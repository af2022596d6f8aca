import type { Language } from '../../lib/i18n.ts';

/** The written user guides, in the order the page lists them; `video_tutorials` is spec §2's starting_guide. */
export const GUIDE_IDS = [
  'getting_started',
  'campaigns',
  'prizes',
  'publishing',
  'account',
  'video_tutorials',
] as const;
export type GuideId = (typeof GUIDE_IDS)[number];

export type Guide = { id: GuideId; title: string; body: string; searchText: string };

// The Markdown files of guides/{language}/{id}.md, as text, in this page's chunk.
const FILES = import.meta.glob<string>('./guides/*/*.md', { query: '?raw', import: 'default', eager: true });

/** Lower case without diacritics, so that "cestitamo" finds "čestitamo" and "PRIZES" finds "prizes". */
export function searchable(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/đ/g, 'dj');
}

/** The words of a text as searched: letters and digits only, so Markdown marks and hyphens split words. */
const words = (text: string) =>
  searchable(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** A guide from its Markdown: the first `# ` line is its title, the rest its body. */
export function parseGuide(id: GuideId, markdown: string): Guide {
  const [first = '', ...rest] = markdown.split('\n');
  const title = first.replace(/^#\s+/, '').trim();
  const body = rest.join('\n').trim();
  return { id, title, body, searchText: words(`${title} ${body}`).join(' ') };
}

/** Every guide of a language, in GUIDE_IDS order; a missing file is a build-time mistake (guides.test.ts). */
export function guidesOf(language: Language): Guide[] {
  return GUIDE_IDS.map((id) => parseGuide(id, FILES[`./guides/${language}/${id}.md`] ?? `# ${id}`));
}

/** The guides whose title or text holds every word of the query (all of them for an empty query). */
export function searchGuides(guides: readonly Guide[], query: string): Guide[] {
  const wanted = words(query);
  return guides.filter((guide) => wanted.every((word) => guide.searchText.includes(word)));
}

export function isGuideId(value: string | null): value is GuideId {
  return (GUIDE_IDS as readonly string[]).includes(value ?? '');
}
