import { isPreviewMessage, type PreviewShowMessage } from '@gc/contracts/preview-messages';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether a posted value is a show message the preview can render. The builder sends its working copy
 * unvalidated (and zod would double the player bundle), so this checks the shape the renderer walks
 * into; the renderer tolerates anything missing below it.
 */
export function isShowMessage(value: unknown): value is PreviewShowMessage {
  if (!isPreviewMessage(value) || value.type !== 'gc-preview:show') return false;
  const { document, page, language, device, campaignType } = value as unknown as Record<string, unknown>;
  return (
    typeof page === 'string' &&
    typeof language === 'string' &&
    typeof campaignType === 'string' &&
    (device === 'desktop' || device === 'mobile') &&
    isObject(document) &&
    Array.isArray(document.pages) &&
    Array.isArray(document.outcomes) &&
    isObject(document.languageOptions) &&
    isObject(document.styleOptions) &&
    isObject(document.texts)
  );
}
