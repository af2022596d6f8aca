import { type CampaignDocument, campaignDocumentSchema } from '@gc/contracts/campaign-document';
import { documentViolations } from '@gc/contracts/campaign-document-rules';
import type { Violation } from '@gc/contracts/envelope';
import { type BuilderSection, sectionOfField } from './builder-sections.ts';

/**
 * What the server would refuse (400 INVALID_DOCUMENT), found before sending: the same schema and
 * rules, so the marketer sees the problem at once and the save is not a round trip that must fail.
 */
export function documentProblems(document: CampaignDocument): Violation[] {
  const parsed = campaignDocumentSchema.safeParse(document);
  const shape = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }));
  return [...shape, ...documentViolations(document)];
}

/** Violations grouped by the section that can fix them; `general` holds the rest. */
export function violationsBySection(
  violations: readonly Violation[],
): Partial<Record<BuilderSection | 'general', Violation[]>> {
  const grouped: Partial<Record<BuilderSection | 'general', Violation[]>> = {};
  for (const violation of violations) {
    const section = sectionOfField(violation.field) ?? 'general';
    grouped[section] = [...(grouped[section] ?? []), violation];
  }
  return grouped;
}
