import type { CampaignDocument } from './campaign-document.ts';

/**
 * The builder's live preview: an iframe of the player runtime at /p/preview. The builder posts the
 * working copy of the document (and what to show); the player answers `ready` once it listens, so
 * the builder knows when to (re)send. Both sides check the message origin is their own.
 */
export type PreviewShowMessage = {
  type: 'gc-preview:show';
  campaignType: string;
  document: CampaignDocument;
  /** The page to show (a page key or a result page such as win, lose, no-more-plays). */
  page: string;
  language: string;
  device: 'desktop' | 'mobile';
  /**
   * The date the preview plays on (YYYY-MM-DD: a calendar "as on day N"); absent, the builder's own
   * today. The preview has no server clock to ask; a published page always plays by the server's.
   */
  asOfDate?: string;
};
export type PreviewReadyMessage = { type: 'gc-preview:ready' };
export type PreviewMessage = PreviewShowMessage | PreviewReadyMessage;

export const PREVIEW_PATH = '/p/preview';

export function isPreviewMessage(value: unknown): value is PreviewMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { type?: unknown }).type === 'string' &&
    (value as { type: string }).type.startsWith('gc-preview:')
  );
}
