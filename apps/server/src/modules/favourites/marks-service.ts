import type { Db } from '../../db/connection.ts';
import type { CardMarks } from '../storefront/index.ts';
import { keptAmong } from './repository.ts';

/** isFavorited and isBlock for the cards one signed-in user is shown: two indexed lookups a page. */
export function createFavouriteMarks(db: Db): CardMarks {
  return {
    async forCards(userId, itemIds, shopIds) {
      const [favourited, blocked] = await Promise.all([
        keptAmong(db, 'favouriteItems', userId, [...new Set(itemIds)]),
        keptAmong(db, 'blockedStalls', userId, [...new Set(shopIds)]),
      ]);
      return { favourited: new Set(favourited), blocked: new Set(blocked) };
    },
  };
}
