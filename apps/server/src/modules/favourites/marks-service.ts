import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import type { CardMarks } from '../storefront/index.ts';
import { blockedShops, favouriteItems } from './tables.ts';

/** isFavorited and isBlock for the cards one signed-in user is shown: two indexed lookups a page. */
export function createFavouriteMarks(db: Db): CardMarks {
  return {
    async forCards(userId, itemIds, shopIds) {
      const [favourited, blocked] = await Promise.all([
        itemIds.length === 0
          ? []
          : db
              .select({ id: favouriteItems.itemId })
              .from(favouriteItems)
              .where(
                and(eq(favouriteItems.userId, userId), inArray(favouriteItems.itemId, [...new Set(itemIds)])),
              ),
        shopIds.length === 0
          ? []
          : db
              .select({ id: blockedShops.shopId })
              .from(blockedShops)
              .where(
                and(eq(blockedShops.userId, userId), inArray(blockedShops.shopId, [...new Set(shopIds)])),
              ),
      ]);
      return { favourited: new Set(favourited.map((r) => r.id)), blocked: new Set(blocked.map((r) => r.id)) };
    },
  };
}
