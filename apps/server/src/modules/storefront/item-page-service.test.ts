import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../http/viewer.ts';
import type { StyleSource } from '../catalogue/index.ts';
import { createItemPageService } from './item-page-service.ts';

const viewer: Viewer = { userId: null, lang: 'cn' } as Viewer;
const item = { id: 7, vid: 'v7', shopId: 3, categoryId: 11, city: 'gz', upTime: new Date() };

/** The item page over stand-ins that record what the same-style lookup was given. */
function itemPage(images: string[]) {
  const asked: StyleSource[] = [];
  const page = createItemPageService({
    detail: {
      onShelf: async () => ({ item, title: 'T' }),
      specifics: async () => ({ images, colors: [], sizes: [], skus: [] }),
    } as never,
    shops: { stallBlock: async () => ({ shopId: 3, name: 'S' }) } as never,
    cards: { markCards: async (list: unknown[]) => list } as never,
    stallCards: {} as never,
    matches: {
      sameStyleIds: async (source: StyleSource) => {
        asked.push(source);
        return [1, 2];
      },
      sameStyleIdsOf: async () => new Map(),
    },
  });
  return { page, asked };
}

// Issue 28 point 5 (docs/decisions/093): the item page reads the item's pictures once.
describe('the item page', () => {
  it('hands the same-style lookup the main picture it has read, so the lookup does not read the pictures again', async () => {
    const { page, asked } = itemPage(['main.jpg', 'second.jpg']);
    const detail = await page.detail('v7', viewer);
    expect(asked).toEqual([expect.objectContaining({ id: 7, mainPicture: 'main.jpg' })]);
    expect(detail.item.sameStyleCount).toBe(2);
  });

  it('says an item without pictures has no main picture, rather than leaving the lookup to look', async () => {
    const { page, asked } = itemPage([]);
    await page.detail('v7', viewer);
    expect(asked[0]!.mainPicture).toBeNull();
  });
});
