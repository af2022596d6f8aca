import { PICTURE_EXTENSIONS } from '@gc/contracts/assets';
import { describe, expect, it } from 'vitest';
import { prizeImageProblem } from './prize-image-kinds.ts';

const file = (name: string, size = 1000) => ({ name, size });

describe('prizeImageProblem', () => {
  it('takes every picture the image library takes', () => {
    for (const name of ['a.png', 'b.JPG', 'c.jpeg', 'd.jfif', 'e.gif', 'f.webp', 'g.svg']) {
      expect(prizeImageProblem(file(name))).toBeNull();
    }
  });

  it('refuses a PDF and anything else, listing the pictures only', () => {
    for (const name of ['flyer.pdf', 'notes.txt', 'no-extension']) {
      expect(prizeImageProblem(file(name))).toEqual({ kind: 'unsupported', extensions: PICTURE_EXTENSIONS });
    }
    expect(PICTURE_EXTENSIONS).toEqual(['png', 'jpeg', 'jpg', 'jfif', 'gif', 'webp', 'svg']);
  });

  it('keeps the size checks of every upload', () => {
    expect(prizeImageProblem(file('big.png', 6 * 1024 * 1024))).toEqual({ kind: 'tooLarge' });
    expect(prizeImageProblem(file('empty.png', 0))).toEqual({ kind: 'empty' });
  });
});
