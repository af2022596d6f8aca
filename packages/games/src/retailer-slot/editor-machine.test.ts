import { describe, expect, it } from 'vitest';
import { RETAILER_SLOT_DEFAULTS } from './definition.ts';
import { newSlotPrize, newSlotSymbol, poolIdsOfPrizes } from './editor-machine.ts';

const { symbols, prizes } = RETAILER_SLOT_DEFAULTS;
const POOL = '00000000-0000-4000-8000-000000000001';

describe('the slot editor’s lists', () => {
  it('gives a new symbol a stable id no other symbol has, so a prize can name it before saving', () => {
    const answers = ['abcd1234-5678', 'ABCDEF12-3456'];
    const taken = [...symbols, { ...symbols[0], id: 'symbol-abcd1234' }];
    const symbol = newSlotSymbol(taken, () => answers.shift() ?? '');
    expect(symbol).toEqual({ id: 'symbol-ABCDEF12', label: {}, imageUrl: null, glyph: null });
  });

  it('puts a new prize on the first symbol no prize has yet, without a pool or odds', () => {
    const prize = newSlotPrize(symbols, [{ ...prizes[0], symbolId: 'symbol-cherry' }], () => 'x1');
    expect(prize).toEqual({ id: 'NEWID_x1', symbolId: 'symbol-lemon', text: {}, poolId: null, oddsBp: 0 });
  });

  it('derives the common pool list from the prizes, each pool once', () => {
    const withPool = { ...prizes[0], poolId: POOL };
    expect(poolIdsOfPrizes([withPool, { ...withPool, id: 'prize-2' }, prizes[0]])).toEqual([POOL]);
  });
});
