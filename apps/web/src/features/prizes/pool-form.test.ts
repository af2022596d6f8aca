import type { PrizePool } from '@gc/contracts/prizes';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_POOL_FORM,
  expiryDayOf,
  expiryInstantOf,
  formValuesOf,
  parseDayInput,
  poolFormSchema,
  toCreateRequest,
  toUpdateRequest,
} from './pool-form.ts';

const pool: PrizePool = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Mug',
  description: '',
  imageUrl: null,
  isUnlimited: false,
  stockTotal: 10,
  issued: 4,
  remaining: 6,
  hasCodes: false,
  codeCount: 0,
  redeemed: 0,
  expired: 0,
  expiresAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const messages = (result: ReturnType<ReturnType<typeof poolFormSchema>['safeParse']>) =>
  result.success ? [] : result.error.issues.map((issue) => issue.message);

const ZONE = 'Europe/Belgrade';

describe('poolFormSchema', () => {
  it('needs a name, and a stock when the stock is a number', () => {
    expect(messages(poolFormSchema().safeParse(EMPTY_POOL_FORM))).toEqual([
      'prizes.form.errors.nameRequired',
      'prizes.form.errors.stockRequired',
    ]);
  });
  it('needs no stock for unlimited prizes or voucher codes', () => {
    for (const stockType of ['unlimited', 'codes'] as const) {
      expect(poolFormSchema().safeParse({ ...EMPTY_POOL_FORM, name: 'Cap', stockType }).success).toBe(true);
    }
  });
  it('refuses a stock below what was given already', () => {
    const schema = poolFormSchema(4);
    expect(messages(schema.safeParse({ ...EMPTY_POOL_FORM, name: 'Mug', stock: 3 }))).toEqual([
      'prizes.form.errors.stockBelowIssued',
    ]);
    expect(schema.safeParse({ ...EMPTY_POOL_FORM, name: 'Mug', stock: 4 }).success).toBe(true);
  });
});

describe('requests', () => {
  it('maps the stock type onto isUnlimited/hasCodes/stock', () => {
    expect(toCreateRequest({ ...EMPTY_POOL_FORM, name: ' Cap ', stock: 5 }, ZONE)).toMatchObject({
      name: 'Cap',
      isUnlimited: false,
      hasCodes: false,
      stock: 5,
    });
    expect(toCreateRequest({ ...EMPTY_POOL_FORM, name: 'Cap', stockType: 'codes', stock: 5 }, ZONE)).toMatchObject({
      hasCodes: true,
      stock: null,
    });
    expect(toCreateRequest({ ...EMPTY_POOL_FORM, name: 'Cap', stockType: 'unlimited' }, ZONE)).toMatchObject({
      isUnlimited: true,
      stock: null,
    });
  });
  it('sends stock on update only for a pool counted by a number', () => {
    expect(toUpdateRequest({ ...formValuesOf(pool, ZONE), stock: 12 }, pool, ZONE).stock).toBe(12);
    const codes = { ...pool, hasCodes: true, codeCount: 10 };
    expect(toUpdateRequest(formValuesOf(codes, ZONE), codes, ZONE)).not.toHaveProperty('stock');
  });
});

describe('expiry', () => {
  it('ends at the last moment of the chosen day in the company zone and reads back as that day', () => {
    const instant = expiryInstantOf('2026-12-31', 'Europe/Belgrade');
    expect(instant).toBe('2026-12-31T22:59:59.999Z');
    expect(expiryDayOf(instant, 'Europe/Belgrade')).toBe('2026-12-31');
    expect(expiryInstantOf('2026-12-31', 'America/New_York')).toBe('2027-01-01T04:59:59.999Z');
    expect(expiryDayOf('2027-01-01T04:59:59.999Z', 'America/New_York')).toBe('2026-12-31');
    expect(expiryInstantOf(null, 'Europe/Belgrade')).toBeNull();
  });
  it('follows summer time: the last day of March ends at 23:59 Belgrade summer time', () => {
    expect(expiryInstantOf('2026-03-31', 'Europe/Belgrade')).toBe('2026-03-31T21:59:59.999Z');
    expect(expiryInstantOf('2026-03-28', 'Europe/Belgrade')).toBe('2026-03-28T22:59:59.999Z');
  });
});

describe('parseDayInput', () => {
  it('reads dd.MM.yyyy as the table writes it, and its variants', () => {
    expect(parseDayInput('31.12.2030')).toBe('2030-12-31');
    expect(parseDayInput(' 1.2.2030 ')).toBe('2030-02-01');
    expect(parseDayInput('01/02/2030')).toBe('2030-02-01');
    expect(parseDayInput('2030-02-01')).toBe('2030-02-01');
  });
  it('refuses days that do not exist and other text', () => {
    expect(parseDayInput('31.02.2030')).toBeNull();
    expect(parseDayInput('2030-13-01')).toBeNull();
    expect(parseDayInput('tomorrow')).toBeNull();
    expect(parseDayInput('')).toBeNull();
  });
});
