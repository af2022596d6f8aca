/** The builder's sections, in the order of its navigation. */
export const BUILDER_SECTIONS = [
  'pages',
  'content',
  'design',
  'registration',
  'links',
  'outcomes',
  'game',
  'emails',
  'integrations',
] as const;
export type BuilderSection = (typeof BUILDER_SECTIONS)[number];

export function isBuilderSection(value: string | null): value is BuilderSection {
  return (BUILDER_SECTIONS as readonly (string | null)[]).includes(value);
}

/** Which section edits a top-level part of the document, so a violation shows where it can be fixed. */
const SECTION_OF_PART: Record<string, BuilderSection> = {
  pages: 'pages',
  texts: 'content',
  altTexts: 'content',
  styleOptions: 'design',
  registrationType: 'registration',
  registrationOptions: 'registration',
  externalLinks: 'links',
  outcomes: 'outcomes',
  game: 'game',
};

/** The section of a violation's field (`texts.en.introduction.title` → content); null when none edits it. */
export function sectionOfField(field: string | undefined): BuilderSection | null {
  if (!field) return null;
  return SECTION_OF_PART[field.split('.')[0]] ?? null;
}
