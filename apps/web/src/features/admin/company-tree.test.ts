import { describe, expect, it } from 'vitest';
import { underParents } from './company-tree.ts';

const row = (id: string, parentId: string | null = null) => ({ id, parentId });

describe('companies under their parents', () => {
  it('puts children (and theirs) right under the parent, in the given order', () => {
    const sorted = [row('b-child', 'b'), row('a'), row('b'), row('a-child', 'a'), row('a-grandchild', 'a-child')];
    expect(underParents(sorted).map(({ row: r, depth }) => `${r.id}:${depth}`)).toEqual([
      'a:0',
      'a-child:1',
      'a-grandchild:2',
      'b:0',
      'b-child:1',
    ]);
  });

  it('starts a group with a child whose parent is filtered out, and never drops a row', () => {
    expect(underParents([row('x-child', 'x')]).map(({ depth }) => depth)).toEqual([0]);
    expect(underParents([row('p', 'q'), row('q', 'p')])).toHaveLength(2);
  });
});
