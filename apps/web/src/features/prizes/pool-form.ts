import { TZDate } from '@date-fns/tz';
import type { CreatePrizePoolRequest, PrizePool, UpdatePrizePoolRequest } from '@gc/contracts/prizes';
import { MAX_TEXT_LENGTH } from '@gc/contracts/validation';
import { z } from 'zod';

/** The three kinds of stock the dialog offers; fixed once the pool exists (the server has no switch). */
export const STOCK_TYPES = ['number', 'unlimited', 'codes'] as const;
export type StockType = (typeof STOCK_TYPES)[number];

export const MAX_STOCK = 10_000_000;

/**
 * The create/edit form. Messages are i18n keys (the dialog translates them), the same limits as the
 * contracts' request schemas. `minStock` is what the pool has given already: stock cannot go below
 * it (the server answers 409 too, for a winner who came in between).
 */
export function poolFormSchema(minStock = 0) {
  return z
    .object({
      name: z
        .string()
        .trim()
        .min(1, 'prizes.form.errors.nameRequired')
        .max(MAX_TEXT_LENGTH, 'prizes.form.errors.nameTooLong'),
      description: z.string().trim().max(1000, 'prizes.form.errors.descriptionTooLong'),
      imageUrl: z.string().nullable(),
      stockType: z.enum(STOCK_TYPES),
      stock: z.number().int('prizes.form.errors.stockWhole').nullable(),
      /** The last day the prize is given, YYYY-MM-DD (Mantine DateInput's value), or null for none. */
      expiresOn: z.string().nullable(),
    })
    .superRefine((values, ctx) => {
      if (values.stockType !== 'number') return;
      if (values.stock === null)
        ctx.addIssue({ code: 'custom', path: ['stock'], message: 'prizes.form.errors.stockRequired' });
      else if (values.stock < minStock)
        ctx.addIssue({ code: 'custom', path: ['stock'], message: 'prizes.form.errors.stockBelowIssued' });
      else if (values.stock > MAX_STOCK)
        ctx.addIssue({ code: 'custom', path: ['stock'], message: 'prizes.form.errors.stockTooLarge' });
    });
}
export type PoolFormValues = z.infer<ReturnType<typeof poolFormSchema>>;

export const EMPTY_POOL_FORM: PoolFormValues = {
  name: '',
  description: '',
  imageUrl: null,
  stockType: 'number',
  stock: null,
  expiresOn: null,
};

export function stockTypeOf(pool: Pick<PrizePool, 'isUnlimited' | 'hasCodes'>): StockType {
  return pool.isUnlimited ? 'unlimited' : pool.hasCodes ? 'codes' : 'number';
}

export function formValuesOf(pool: PrizePool, timeZone: string): PoolFormValues {
  const stockType = stockTypeOf(pool);
  return {
    name: pool.name,
    description: pool.description,
    imageUrl: pool.imageUrl,
    stockType,
    stock: stockType === 'number' ? pool.stockTotal : null,
    expiresOn: expiryDayOf(pool.expiresAt, timeZone),
  };
}

/**
 * A prize expires at the end of its last day in the company's time zone (issue 12), so that the date
 * the marketer picked is the date the table shows back, whatever the browser's zone.
 */
export function expiryInstantOf(day: string | null, timeZone: string): string | null {
  if (!day) return null;
  const [year, month, date] = day.split('-').map(Number);
  return new Date(new TZDate(year, month - 1, date, 23, 59, 59, 999, timeZone).getTime()).toISOString();
}

export function expiryDayOf(iso: string | null, timeZone: string): string | null {
  if (!iso) return null;
  const at = new TZDate(iso, timeZone);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A typed date as the builder writes them, dd.MM.yyyy (d.M.yyyy and / or - work too), or ISO
 * yyyy-MM-dd; YYYY-MM-DD for the DateInput, or null when it is no real day (31.02.2030).
 */
export function parseDayInput(text: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const local = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(trimmed);
  const parts = iso ? [iso[1], iso[2], iso[3]] : local ? [local[3], local[2], local[1]] : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number);
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

export function toCreateRequest(values: PoolFormValues, timeZone: string): CreatePrizePoolRequest {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    imageUrl: values.imageUrl,
    expiresAt: expiryInstantOf(values.expiresOn, timeZone),
    isUnlimited: values.stockType === 'unlimited',
    hasCodes: values.stockType === 'codes',
    stock: values.stockType === 'number' ? values.stock : null,
  };
}

/** Stock is sent only for a pool counted by a number: the others take theirs from codes or have none. */
export function toUpdateRequest(values: PoolFormValues, pool: PrizePool, timeZone: string): UpdatePrizePoolRequest {
  const request: UpdatePrizePoolRequest = {
    name: values.name.trim(),
    description: values.description.trim(),
    imageUrl: values.imageUrl,
    expiresAt: expiryInstantOf(values.expiresOn, timeZone),
  };
  if (stockTypeOf(pool) === 'number' && values.stock !== null) request.stock = values.stock;
  return request;
}
