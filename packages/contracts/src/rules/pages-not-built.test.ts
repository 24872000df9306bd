import { describe, expect, it } from 'vitest';
import { canLinkTo } from './pages-not-built.ts';

describe('canLinkTo: no link leads to a page not built yet (issue 12 §9)', () => {
  it('refuses the pages not built, in every language, city and query', () => {
    for (const href of [
      '/goodsInStockList',
      '/en/service/market.html',
      '/gz/video.html',
      '/pt-br/jfn/materials/apply.html',
      '/cn/settled.html',
      '/pn/topic.html?topicId=3&currentPage=1',
    ]) {
      expect(canLinkTo(href), href).toBe(false);
    }
  });

  it('matches without regard to case, as the routes do', () => {
    expect(canLinkTo('/GoodsInStockList')).toBe(false);
    expect(canLinkTo('/GZ/Video.html')).toBe(false);
  });

  it('allows every other page, and the city pages of the same name outside a city', () => {
    for (const href of [
      '/gz',
      '/en/gz/new.html',
      '/topic/item/rankingList',
      '/user/favorite.html',
      '/gz/notice/article.html?page=jgcw',
      '/shop/7',
      '/video.html',
      '/atlantis/video.html',
      '/help/issue/skjs.html',
      '/en/batchDownload?vid=1',
    ]) {
      expect(canLinkTo(href), href).toBe(true);
    }
  });
});
