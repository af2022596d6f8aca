import { describe, expect, it } from 'vitest';
import { linkify } from './linkify.ts';

describe('linkify', () => {
  it('finds links between plain text', () => {
    expect(linkify('Open http://x.test/a?token=1 now')).toEqual([
      { offset: 0, text: 'Open ', isLink: false },
      { offset: 5, text: 'http://x.test/a?token=1', isLink: true },
      { offset: 28, text: ' now', isLink: false },
    ]);
    expect(linkify('no links')).toEqual([{ offset: 0, text: 'no links', isLink: false }]);
  });
});
