import { describe, expect, it } from 'vitest';
import { parsePoolsResponse } from './prize-pools-response.ts';

const pool = {
  id: '0b9f8a36-6f1c-4c43-9b4e-3c7a8f3f0d11',
  name: 'Coffee',
  description: '',
  imageUrl: null,
  isUnlimited: false,
  stockTotal: 3,
  issued: 1,
  remaining: 2,
  hasCodes: true,
  codeCount: 3,
  redeemed: 0,
  expired: 0,
  expiresAt: null,
  createdAt: '2026-11-21T08:00:00.000Z',
  updatedAt: '2026-11-21T08:00:00.000Z',
};

describe('parsePoolsResponse', () => {
  it('reads a plain list and a page of pools', () => {
    expect(parsePoolsResponse([pool])).toEqual([pool]);
    expect(parsePoolsResponse({ items: [pool], total: 1, page: 0, size: 100 })).toEqual([pool]);
  });

  it('refuses an answer that is neither, so the editor shows the pools as unavailable', () => {
    expect(() => parsePoolsResponse({ pools: [pool] })).toThrow();
  });
});
