/** Spec §2: five page links are visible, with boundary (first/last) links around them. */
export const VISIBLE_PAGES = 5;

/** The 1-based page numbers to show around `current`, always `visible` of them when there are enough pages. */
export function pageWindow(current: number, count: number, visible = VISIBLE_PAGES): number[] {
  const total = Math.max(1, count);
  const page = Math.min(Math.max(1, current), total);
  const start = Math.max(1, Math.min(page - Math.floor(visible / 2), total - visible + 1));
  const end = Math.min(total, start + visible - 1);
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}
