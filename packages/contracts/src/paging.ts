import { z } from 'zod';

export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Query of every server-side table: page is 0-based, size at most 100. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().max(255).optional(),
  sort: z.string().max(64).optional(),
  direction: z.enum(SORT_DIRECTIONS).default('DESC'),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  });
}
export type Page<T> = { items: T[]; total: number; page: number; size: number };

/** A table sends an empty query value when no filter is chosen: that means "no filter", not a bad value. */
export function emptyAsUnset<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}
