/** Where the placeholder menu inserts: the field last focused, at its caret. */
export type InsertTarget = { field: string; at: number };

/** The value with `{{name}}` inserted at `at` (clamped to the value), and the caret after it. */
export function insertPlaceholder(value: string, at: number, name: string): { value: string; caret: number } {
  const position = Math.max(0, Math.min(at, value.length));
  const token = `{{${name}}}`;
  return { value: value.slice(0, position) + token + value.slice(position), caret: position + token.length };
}
