/**
 * The "before → after" of one audit entry. The server records `details` as a free record: an update
 * has `before` and `after` with the changed fields only, a creation only `after`, a deletion only
 * `before`; imports and generations record plain figures (added, duplicates, …). Everything is read
 * defensively so that a kind of entry added later still shows its values instead of nothing.
 */
export type AuditChange = { field: string; before?: unknown; after?: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function auditChanges(details: Record<string, unknown>): AuditChange[] {
  const before = isRecord(details.before) ? details.before : null;
  const after = isRecord(details.after) ? details.after : null;
  const changes: AuditChange[] = [];
  if (before && after) {
    for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
      changes.push({ field, before: before[field], after: after[field] });
    }
  } else if (after) {
    // A creation or deletion lists every field: the empty ones say nothing.
    for (const [field, value] of Object.entries(after)) if (!isEmpty(value)) changes.push({ field, after: value });
  } else if (before) {
    for (const [field, value] of Object.entries(before)) if (!isEmpty(value)) changes.push({ field, before: value });
  }
  for (const [key, value] of Object.entries(details)) {
    if (key === 'before' || key === 'after') continue;
    // Figures recorded as a pair (stockBefore/stockAfter) read as one change.
    const paired = /^(.+)(Before|After)$/.exec(key);
    if (paired && `${paired[1]}Before` in details && `${paired[1]}After` in details) {
      if (paired[2] === 'Before') {
        changes.push({ field: paired[1], before: value, after: details[`${paired[1]}After`] });
      }
      continue;
    }
    changes.push({ field: key, after: value });
  }
  return changes;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** The pool's name as the entry knew it: a deleted pool is no longer in the list to look it up. */
export function auditPoolName(details: Record<string, unknown>): string | null {
  for (const side of [details.after, details.before]) {
    if (isRecord(side) && typeof side.name === 'string') return side.name;
  }
  return null;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A value as one short piece of text; `formatInstant` renders dates (dd.MM.yyyy in the builder). */
export function auditValueText(value: unknown, formatInstant: (iso: string) => string, emptyText: string): string {
  if (value === null || value === undefined || value === '') return emptyText;
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? formatInstant(value) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
