/**
 * The admin list shows each child company right under its parent (issue 17), in the table's order
 * among its siblings. A company whose parent is not in the list (filtered out) starts a group of its own.
 */
export function underParents<T extends { id: string; parentId: string | null }>(
  sorted: readonly T[],
): { row: T; depth: number }[] {
  const present = new Set(sorted.map((row) => row.id));
  const childrenOf = new Map<string, T[]>();
  for (const row of sorted) {
    if (row.parentId && present.has(row.parentId)) {
      childrenOf.set(row.parentId, [...(childrenOf.get(row.parentId) ?? []), row]);
    }
  }
  const result: { row: T; depth: number }[] = [];
  const placed = new Set<string>();
  const place = (row: T, depth: number) => {
    if (placed.has(row.id)) return;
    placed.add(row.id);
    result.push({ row, depth });
    for (const child of childrenOf.get(row.id) ?? []) place(child, depth + 1);
  };
  for (const row of sorted) if (!row.parentId || !present.has(row.parentId)) place(row, 0);
  // Rows of a parent cycle (which the server refuses) would have no top: they still show, flat.
  for (const row of sorted) place(row, 0);
  return result;
}
