import type { Language } from '@stallhub/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection.ts';
import { itemImages, items, itemTranslations, skus } from './tables.ts';
import { createValueNamesService, type ValueNamer, type ValueNamesService } from './value-names-service.ts';

/** What the add-to-cart rules check of an item. */
export interface ItemForSale {
  id: number;
  status: number;
  isPreSell: boolean;
  artNo: string;
  priceType: number;
}

/** An item with the SKU a buyer's colour and size name (none when the item sells no such pair). */
export interface ChosenOffer {
  item: ItemForSale;
  sku: { id: number; price: number; isLack: boolean } | null;
}

/** A SKU as a cart or purchase-list line shows it, with its item; the title in the asked language. */
export interface SkuLine {
  /** `title` is in the asked language; `sourceTitle` is the stored Chinese one, which an order keeps. */
  item: ItemForSale & {
    shopId: number;
    vid: string;
    title: string;
    sourceTitle: string;
    indexImgUrl: string;
  };
  sku: {
    id: number;
    colorId: number;
    /** The stored Chinese colour and size, which an order keeps; `colorName`, `sizeName` are for display. */
    color: string;
    colorName: string;
    sizeId: number;
    size: string;
    sizeName: string;
    price: number;
    stock: number;
    isLack: boolean;
  };
}

/**
 * SKUs as carts and orders need them. Each query runs on `on`: the caller's transaction when it is in
 * one, so a cart's checks and writes see one state (and PGlite never waits on its own transaction).
 */
const storedValues: ValueNamer = (_kind, value) => value;

export function createSkusService(db: Db, valueNames: ValueNamesService = createValueNamesService(db)) {
  const translated = alias(itemTranslations, 'translated');
  const english = alias(itemTranslations, 'english');

  /**
   * The line's picture: its colour's own (the picture marked with the SKU's colour), as the item page
   * shows it, else the item's main picture. A line then keeps its colour's picture in the cart, the
   * purchase list and the order.
   */
  const colorPicture = sql<string>`coalesce((
      select ${itemImages.url} from ${itemImages}
      where ${itemImages.itemId} = ${items.id} and ${itemImages.colorId} = ${skus.colorId}
      order by ${itemImages.sort} limit 1
    ), ${items.indexImgUrl})`;

  const selectLines = (on: Db) =>
    on
      .select({
        item: {
          id: items.id,
          shopId: items.shopId,
          vid: items.vid,
          title: items.title,
          indexImgUrl: colorPicture,
          artNo: items.artNo,
          status: items.status,
          isPreSell: items.isPreSell,
          priceType: items.priceType,
        },
        title: sql<string>`coalesce(${translated.title}, ${english.title}, ${items.title})`,
        sku: {
          id: skus.id,
          colorId: skus.colorId,
          color: skus.color,
          sizeId: skus.sizeId,
          size: skus.size,
          price: skus.price,
          stock: skus.stock,
          isLack: skus.isLack,
        },
      })
      .from(skus)
      .innerJoin(items, eq(items.id, skus.itemId))
      .leftJoin(
        translated,
        and(eq(translated.itemId, items.id), eq(translated.lang, sql.placeholder('lang'))),
      )
      .leftJoin(english, and(eq(english.itemId, items.id), eq(english.lang, 'en')))
      .where(sql`${skus.id} = any(${sql.placeholder('ids')})`);
  // Every cart and purchase-list view reads its lines: built once and prepared by name (as item cards).
  const linesPrepared = selectLines(db).prepare('sku_lines');

  return {
    /** The item and the SKU of one colour and size, in one query; undefined when there is no such item. */
    async chosen(
      on: Db,
      choice: { itemId: number; colorId: number; sizeId: number },
    ): Promise<ChosenOffer | undefined> {
      const [row] = await on
        .select({
          item: {
            id: items.id,
            status: items.status,
            isPreSell: items.isPreSell,
            artNo: items.artNo,
            priceType: items.priceType,
          },
          skuId: skus.id,
          skuPrice: skus.price,
          skuLack: skus.isLack,
        })
        .from(items)
        .leftJoin(
          skus,
          and(eq(skus.itemId, items.id), eq(skus.colorId, choice.colorId), eq(skus.sizeId, choice.sizeId)),
        )
        .where(eq(items.id, choice.itemId));
      if (!row) return undefined;
      const sku =
        row.skuId === null || row.skuPrice === null
          ? null
          : { id: row.skuId, price: row.skuPrice, isLack: row.skuLack ?? false };
      return { item: row.item, sku };
    },

    /** The SKUs with their items, by SKU id, in one query; titles, colours and sizes in `lang`. */
    async lines(on: Db, skuIds: readonly number[], lang: Language): Promise<Map<number, SkuLine>> {
      if (skuIds.length === 0) return new Map();
      const values = { ids: [...new Set(skuIds)], lang };
      // The names are read on the service's own connection, which a transaction on PGlite's single one
      // would wait for: inside one (an order being made) the stored values stand as the names.
      const [rows, name] = await Promise.all([
        (on === db ? linesPrepared : selectLines(on)).execute(values),
        on === db ? valueNames.namer(lang) : storedValues,
      ]);
      return new Map(
        rows.map((row) => [
          row.sku.id,
          {
            item: {
              ...row.item,
              title: lang === 'cn' ? row.item.title : row.title,
              sourceTitle: row.item.title,
            },
            sku: {
              ...row.sku,
              colorName: name('color', row.sku.color),
              sizeName: name('size', row.sku.size),
            },
          },
        ]),
      );
    },
  };
}

export type SkusService = ReturnType<typeof createSkusService>;
