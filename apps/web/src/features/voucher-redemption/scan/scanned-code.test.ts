import { describe, expect, it } from 'vitest';
import { codeFromScan } from './scanned-code.ts';

describe('codeFromScan', () => {
  it('takes a plain QR text as the code, without the spaces around it', () => {
    expect(codeFromScan('  CAFE-7K2M \n')).toBe('CAFE-7K2M');
  });

  it('reads a link for its code parameter, then its last path segment', () => {
    expect(codeFromScan('https://shop.example/redeem?code=WIN-42&x=1')).toBe('WIN-42');
    expect(codeFromScan('https://shop.example/redeem?voucher=WIN-43')).toBe('WIN-43');
    expect(codeFromScan('https://shop.example/v/WIN%2044')).toBe('WIN 44');
  });

  it('finds nothing in an empty scan or a bare link', () => {
    expect(codeFromScan('   ')).toBeNull();
    expect(codeFromScan('https://shop.example/')).toBeNull();
  });
});
