import type { CampaignDocument } from '@gc/contracts/campaign-document';
import type { Campaign } from '@gc/contracts/campaigns';
import type { LanguageCode } from '@gc/contracts/languages';

/**
 * What every builder section receives. A section edits the working copy of the document through
 * onChange (top-level parts, merged into the working copy); the builder page keeps track of unsaved
 * changes and saves them all with one merge request.
 */
export type SectionProps = {
  campaign: Campaign;
  /** The working copy: the saved draft plus every unsaved change. */
  document: CampaignDocument;
  onChange(changes: Partial<CampaignDocument>): void;
  /** The language chosen in the builder's language dropdown; 'all' shows every language side by side. */
  language: LanguageCode | 'all';
  /** False for users who may look but not edit (no builder role). */
  canEdit: boolean;
};
