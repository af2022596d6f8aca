import { describe, expect, it } from 'vitest';
import { WALLET_PATH, walletHref, walletTokenOf } from './wallet-link.ts';

describe('wallet links', () => {
  it('go from the campaign page to its wallet page, the token in the fragment, and back', () => {
    const href = walletHref('/p/summer-wheel/', 'aaa.bbb.ccc');
    expect(href).toBe('/p/summer-wheel/wallet#t=aaa.bbb.ccc');
    const [path, hash] = href.split('#');
    expect(WALLET_PATH.exec(path)?.[1]).toBe('summer-wheel');
    expect(walletTokenOf(`#${hash}`)).toBe('aaa.bbb.ccc');
  });

  it('read no token from a link without one', () => {
    expect(walletTokenOf('')).toBeNull();
    expect(walletTokenOf('#t=')).toBeNull();
    expect(walletTokenOf('#other=1')).toBeNull();
  });
});
