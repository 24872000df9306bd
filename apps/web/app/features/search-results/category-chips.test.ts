import { describe, expect, it } from 'vitest';
import { chipParents } from './category-chips.ts';

const leaf = (vcid: number, vcname: string, pname: string | null, count = 1) => ({
  vcid,
  vcname,
  pid: pname ? vcid * 10 : null,
  pname,
  count,
});

describe('category chips with the same name are told apart by their top level', () => {
  it('prefixes the top level of a name that repeats, and only of that name', () => {
    const parents = chipParents([
      leaf(103, '卫衣', '女装', 96),
      leaf(802, '运动卫衣', '运动户外', 41),
      leaf(203, '卫衣', '男装', 32),
    ]);
    expect(parents).toEqual(
      new Map([
        [103, '女装'],
        [802, null],
        [203, '男装'],
      ]),
    );
  });

  it('leaves a repeated name alone when there is no top level to tell it by', () => {
    expect(chipParents([leaf(1, '卫衣', null), leaf(2, '卫衣', null)])).toEqual(
      new Map([
        [1, null],
        [2, null],
      ]),
    );
  });
});
