import type { ChecklistItem } from '@gc/contracts/publish-checklist';
import { AppError } from '../../../lib/app-error.ts';

/**
 * 422 PUBLISH_CHECKLIST_FAILED: the errors as violations (field and English message, as every
 * refusal), and the whole checklist, warnings included, for clients that translate its codes.
 */
export function checklistFailed(items: readonly ChecklistItem[]): AppError {
  const errors = items.filter((item) => item.severity === 'error');
  return new AppError(
    'PUBLISH_CHECKLIST_FAILED',
    422,
    `This campaign cannot be published yet: ${errors.length === 1 ? 'one problem needs' : `${errors.length} problems need`} fixing.`,
    {
      violations: errors.map((item) => ({ ...(item.field ? { field: item.field } : {}), message: item.message })),
      extensions: { checklist: items },
    },
  );
}
