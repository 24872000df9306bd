import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { itemImages, items, skus } from './tables.ts';

/** What a push to a resale platform reads of an item (spec 2 §3 "Item detail fields read for upload"). */
export interface ListingSource {
  id: number;
  shopId: number;
  title: string;
  /** The stall's price in yuan: the cost the buyer's markup rule starts from. */
  price: number;
  status: number;
  transactionMode: number;
  /** A trademark logo recognised in the main picture: Douyin warns before a push (spec 2 §4). */
  systemRecognizeLogoFlag: boolean;
  /** When it went on sale: Douyin's batch confirm warns of items on sale for long (spec 2 §9). */
  upTime: Date;
  /** Picture bases in storage, in the item's order. */
  pictures: string[];
  skus: { colour: string; size: string; stock: number; price: number }[];
}

export function createListingSourcesService(db: Db) {
  return {
    /** The items the vids name, in the order asked; a vid that names no item is left out. */
    async idsOfVids(vids: readonly string[]): Promise<{ vid: string; itemId: number }[]> {
      if (vids.length === 0) return [];
      const rows = await db
        .select({ vid: items.vid, itemId: items.id })
        .from(items)
        .where(inArray(items.vid, [...vids]));
      const byVid = new Map(rows.map((row) => [row.vid, row.itemId]));
      return vids.flatMap((vid) => {
        const itemId = byVid.get(vid);
        return itemId === undefined ? [] : [{ vid, itemId }];
      });
    },

    /** `on`: a transaction the caller holds (a listing sync reads the item under its lock). */
    async item(itemId: number, on: Db = db): Promise<ListingSource | null> {
      const [item] = await on
        .select({
          id: items.id,
          shopId: items.shopId,
          title: items.title,
          price: items.price,
          status: items.status,
          transactionMode: items.transactionMode,
          systemRecognizeLogoFlag: items.systemRecognizeLogoFlag,
          upTime: items.upTime,
        })
        .from(items)
        .where(eq(items.id, itemId));
      if (!item) return null;
      const [pictures, itemSkus] = await Promise.all([
        on
          .select({ url: itemImages.url })
          .from(itemImages)
          .where(eq(itemImages.itemId, itemId))
          .orderBy(asc(itemImages.sort)),
        on
          .select({ colour: skus.color, size: skus.size, stock: skus.stock, price: skus.price })
          .from(skus)
          .where(eq(skus.itemId, itemId))
          .orderBy(asc(skus.colorId), asc(skus.sizeId)),
      ]);
      return { ...item, pictures: pictures.map((p) => p.url), skus: itemSkus };
    },
  };
}
export type ListingSourcesService = ReturnType<typeof createListingSourcesService>;
