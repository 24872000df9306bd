import { describe, expect, it } from 'vitest';
import { documentTerms, looseQuery, preciseQuery, toTsQuery } from './segmenter.ts';

const hoodie = {
  title: '2026秋冬新款韩版宽松加厚连帽卫衣女ins潮',
  englishTitle: 'Korean loose hooded sweatshirt',
  artNo: 'K-8807',
};

/** Whether a document's terms satisfy a query: every group has one of its terms. */
const matches = (groups: string[][], terms: string[]) =>
  groups.every((g) => g.some((t) => terms.includes(t)));

describe('Chinese-aware matching', () => {
  const terms = documentTerms(hoodie);

  it('finds a title by a jieba word of it', () => {
    expect(matches(preciseQuery('卫衣'), terms)).toBe(true);
    expect(matches(preciseQuery('连帽卫衣'), terms)).toBe(true);
  });

  it('finds a title by words in another order than the title has them', () => {
    expect(matches(preciseQuery('卫衣女'), terms)).toBe(true);
    expect(matches(preciseQuery('加厚韩版'), terms)).toBe(true);
  });

  it('does not find a title by a word it lacks', () => {
    expect(matches(preciseQuery('连衣裙'), terms)).toBe(false);
  });

  it('finds a title by its English words, in any case', () => {
    expect(matches(preciseQuery('Hooded Sweatshirt'), terms)).toBe(true);
  });

  it('finds an item by its art number (货号), with or without the dash', () => {
    expect(matches(preciseQuery('K-8807'), terms)).toBe(true);
    expect(matches(preciseQuery('k8807'), terms)).toBe(true);
  });

  it('needs every trade word of the query, in any order: "加绒卫衣" is not every hoodie', () => {
    const fleece = documentTerms({ title: '冬季加绒加厚卫衣女宽松', artNo: 'F-1' });
    expect(matches(preciseQuery('加绒卫衣'), terms)).toBe(false);
    expect(matches(preciseQuery('加绒卫衣'), fleece)).toBe(true);
    expect(matches(preciseQuery('卫衣加绒'), fleece)).toBe(true);
  });

  it('cuts a query with the trade words: "女卫衣" finds 女 and 卫衣 wherever the title has them', () => {
    expect(preciseQuery('女卫衣')).toEqual([['1:女'], ['卫衣', '2:卫衣']]);
    expect(matches(preciseQuery('女卫衣'), terms)).toBe(true);
    const mens = documentTerms({ title: '男款连帽卫衣', artNo: 'M-1' });
    expect(matches(preciseQuery('女卫衣'), mens)).toBe(false);
  });

  it('needs a longer word whole: "羽绒服" is not any title with 羽绒', () => {
    const vest = documentTerms({ title: '轻薄羽绒马甲女', artNo: 'V-1' });
    const coat = documentTerms({ title: '短款羽绒服女冬', artNo: 'D-1' });
    expect(matches(preciseQuery('羽绒服'), vest)).toBe(false);
    expect(matches(preciseQuery('羽绒服'), coat)).toBe(true);
  });

  it('falls back to characters when the precise words miss', () => {
    expect(matches(preciseQuery('帽连'), terms)).toBe(false);
    expect(matches(looseQuery('帽连'), terms)).toBe(true);
  });

  it('quotes every lexeme of the tsquery', () => {
    expect(toTsQuery([["it's", 'a|b'], ['x\\']])).toBe("('it''s' | 'a|b') & ('x\\\\')");
  });
});
