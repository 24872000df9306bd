import type { FeedPage, ItemDetail } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { screenshot, signInAsDemoBuyer } from './support/browser.ts';
import { openPhone, useJourney } from './support/journey.ts';
import { phoneLayoutFaults } from './support/phone-layout.ts';

// Issue "Buying and keeping", items 4-6: a buyer favourites an item, follows a stall and blocks another,
// and finds each in the user centre (spec 3 §2 "User centre", §4, §8).
describe('a buyer keeps an item and a stall, and blocks a stall', () => {
  const journey = useJourney();
  let item: ItemDetail['item'];
  let followedShop: { shopId: number; name: string };
  let blockedShopId: number;

  const apiGet = async <T>(path: string) =>
    journey.page.evaluate(async (url) => (await (await fetch(url)).json()).data, path) as Promise<T>;

  it('a guest is sent to sign in from the user-centre pages, with the way back', async () => {
    await journey.page.goto('/user/favorite.html');
    await journey.page.waitForURL('**/login.html?**');
    expect(new URL(journey.page.url()).searchParams.get('reurl')).toBe('/user/favorite.html');
  });

  it('signed in, favourites an item on its page: 收藏成功, then the cancel asks first', async () => {
    await journey.page.goto('/gz');
    expect(await signInAsDemoBuyer(journey.page)).toBe(200);
    const feed = await apiGet<FeedPage>('/apif/index/globalFeed?city=gz');
    const first = feed.list[0];
    expect(first).toBeTruthy();
    await journey.page.goto(`/item/${first!.vid}`);
    item = (await apiGet<ItemDetail>(`/apif/item/?vid=${first!.vid}`)).item;
    const button = journey.page.getByTestId('favourite-button');
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('false');
    await button.click();
    await expect.poll(() => journey.page.getByTestId('notice').textContent()).toBe('收藏成功');
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    await button.click();
    const confirm = journey.page.getByTestId('favourite-cancel-confirm');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('确定取消收藏该商品吗？');
    await screenshot(journey.page, 'keeping-1-cancel-confirm');
    await confirm.getByRole('button', { name: '取消' }).click();
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    // The server now answers isFavorited 1 for this buyer.
    expect((await apiGet<ItemDetail>(`/apif/item/?vid=${item.vid}`)).item.isFavorited).toBe(1);
  });

  it('follows the item’s stall from the stall header; unfollowing asks first', async () => {
    followedShop = { shopId: item.shopId, name: item.shopName };
    await journey.page.goto(`/shop/${item.shopId}`);
    const follow = journey.page.getByTestId('follow-button');
    await expect.poll(() => follow.textContent()).toBe('关注档口');
    await follow.click();
    await expect.poll(() => follow.textContent()).toBe('已关注');
    await follow.click();
    const confirm = journey.page.getByTestId('unfollow-confirm');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('确定不再关注该档口吗？');
    await confirm.getByRole('button', { name: '取消' }).click();
    await expect.poll(() => follow.textContent()).toBe('已关注');
    await screenshot(journey.page, 'keeping-2-stall-followed');
  });

  it('blocks another stall after confirming; its items are flagged on cards', async () => {
    const feed = await apiGet<FeedPage>('/apif/index/globalFeed?city=gz');
    const other = feed.list.find((entry) => entry.shopId !== item.shopId);
    blockedShopId = other!.shopId;
    await journey.page.goto(`/shop/${blockedShopId}`);
    await journey.page.getByTestId('block-button').click();
    const confirm = journey.page.getByTestId('block-confirm');
    await confirm.waitFor();
    await confirm.getByTestId('confirm').click();
    await expect.poll(() => journey.page.getByTestId('block-button').textContent()).toBe('取消屏蔽');
    // The stall's own page leaves the stall block out of its cards; a search shows the flag.
    await journey.page.goto(`/gz/search/index.html?q=${encodeURIComponent(other!.artNo)}`);
    const flagged = journey.page.locator(`[data-item-id="${other!.itemId}"] [data-testid="card-blocked"]`);
    await expect.poll(() => flagged.count()).toBe(1);
  });

  it('finds each in the user-centre pages', async () => {
    await journey.page.goto('/user/favorite.html');
    const card = journey.page.locator(`[data-testid="favourite-items"] li[data-item-id="${item.itemId}"]`);
    await card.waitFor();
    await card.locator('img').hover();
    await expect.poll(() => card.getByTestId('card-favourite').getAttribute('aria-pressed')).toBe('true');
    await screenshot(journey.page, 'keeping-3-favourites-desktop');

    await journey.page.goto('/user/favoriteshop.html');
    await journey.page
      .locator(`[data-testid="stall-rows-followed"] li[data-shop-id="${followedShop.shopId}"]`)
      .waitFor();
    expect(await journey.page.getByTestId('stall-rows-followed').textContent()).toContain(followedShop.name);
    await screenshot(journey.page, 'keeping-4-followed-desktop');

    await journey.page.goto('/user/stallBlackList.html');
    const blocked = journey.page.locator(
      `[data-testid="stall-rows-blocked"] li[data-shop-id="${blockedShopId}"]`,
    );
    await blocked.waitFor();
    await screenshot(journey.page, 'keeping-5-blocked-desktop');

    await journey.page.goto('/user/itemOffShelves.html');
    await journey.page.getByTestId('empty-note').waitFor();
    await journey.page.goto('/user/favoriteShopOffShelves.html');
    await journey.page.getByRole('heading', { level: 1 }).waitFor();

    // Unblocking from the list takes effect at once.
    await journey.page.goto('/user/stallBlackList.html');
    await blocked.getByTestId('blocked-action').click();
    await expect.poll(() => blocked.getByTestId('blocked-action').textContent()).toBe('屏蔽档口');
    expect(journey.errors).toEqual([]);
  });

  it('reads the same pages on a phone', async () => {
    const phone = await openPhone(journey, { signedIn: true });
    const small = phone.page;
    await small.goto('/user/favorite.html');
    await small.locator(`[data-testid="favourite-items"] li[data-item-id="${item.itemId}"]`).waitFor();
    expect(await phoneLayoutFaults(small)).toEqual([]);
    await screenshot(small, 'keeping-6-favourites-phone');
    await small.goto('/user/favoriteshop.html');
    await small.getByTestId('stall-rows-followed').waitFor();
    expect(await phoneLayoutFaults(small)).toEqual([]);
    await screenshot(small, 'keeping-7-followed-phone');
    await phone.close();
  });
});
