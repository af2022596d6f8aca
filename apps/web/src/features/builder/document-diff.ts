import type { CampaignDocument } from '@gc/contracts/campaign-document';

/** Structural equality of JSON values (the document holds nothing else). */
export function isJsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => isJsonEqual(item, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) {
    // A key holding undefined is the same as a missing key once sent as JSON.
    if (!isJsonEqual(left[key], right[key])) return false;
  }
  return true;
}

/**
 * The top-level parts of `after` that differ from `before`, each sent whole. The server merges
 * objects key by key, so a whole part lands exactly as the builder holds it; a part is the unit of
 * change because lists (pages, outcomes) can only be replaced, never patched (§5 Lists).
 */
export function changedParts(before: CampaignDocument, after: CampaignDocument): Partial<CampaignDocument> {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof CampaignDocument)[]) {
    if (!isJsonEqual(before[key], after[key])) changes[key] = after[key];
  }
  return changes as Partial<CampaignDocument>;
}
