import type { Language } from '@stallhub/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/connection.ts';
import { items, itemTranslations } from '../tables.ts';

// The catalogue's queries of items as a reader sees them: cards, the item page's row and titles, in the
// reader's language (docs/decisions/081).

/** The item columns a card shows. */
const CARD_COLUMNS = {
  id: items.id,
  vid: items.vid,
  shopId: items.shopId,
  title: items.title,
  indexImgUrl: items.indexImgUrl,
  price: items.price,
  priceType: items.priceType,
  artNo: items.artNo,
  upTime: items.upTime,
  hasVideo: items.hasVideo,
  uploadNum: items.uploadNum,
  favNum: items.favNum,
  saleNum: items.saleNum,
  isGoodsInStock: items.isGoodsInStock,
  isSp: items.isSp,
  isTx: items.isTx,
  isDf: items.isDf,
  saleOffRatio: items.saleOffRatio,
  promotionType: items.promotionType,
  transactionMode: items.transactionMode,
  isFirstLaunch: items.isFirstLaunch,
};

/** An item row as cards read it, with its title in the viewer's language. */
export type ItemCardRow = { item: Pick<typeof items.$inferSelect, keyof typeof CARD_COLUMNS>; title: string };

const translated = alias(itemTranslations, 'translated');
const english = alias(itemTranslations, 'english');

// The title in the viewer's language, falling back to English, then Chinese.
const titleInLanguage = sql<string>`coalesce(${translated.title}, ${english.title}, ${items.title})`;
const translatedTitle = and(eq(translated.itemId, items.id), eq(translated.lang, sql.placeholder('lang')));
const englishTitle = and(eq(english.itemId, items.id), eq(english.lang, 'en'));

/**
 * The card queries of one database. Every list, row and page reads cards, so their queries are built once
 * and prepared by name: each call then skips building the SQL (most of its CPU) and the database
 * re-planning it.
 */
export function createItemCardReads(db: Db) {
  // A card reads its own columns only: every search reads cards, and each column costs its parse and mapping.
  const selectCards = () =>
    db
      .select({ item: CARD_COLUMNS, title: titleInLanguage })
      .from(items)
      .leftJoin(translated, translatedTitle)
      .leftJoin(english, englishTitle);
  const cardsOnShelf = selectCards()
    .where(and(sql`${items.id} = any(${sql.placeholder('ids')})`, eq(items.status, 1)))
    .prepare('item_cards_on_shelf');
  const cardsOffShelf = selectCards()
    .where(and(sql`${items.id} = any(${sql.placeholder('ids')})`, ne(items.status, 1)))
    .prepare('item_cards_off_shelf');
  const cardByVid = db
    .select({ item: items, title: titleInLanguage })
    .from(items)
    .leftJoin(translated, translatedTitle)
    .leftJoin(english, englishTitle)
    .where(and(eq(items.vid, sql.placeholder('vid')), eq(items.status, 1)))
    .prepare('item_card_by_vid');

  return {
    /** The card rows of the given items, on shelf or (`offShelf`) delisted, in no particular order. */
    cards: (ids: readonly number[], lang: Language, offShelf: boolean): Promise<ItemCardRow[]> =>
      (offShelf ? cardsOffShelf : cardsOnShelf).execute({ ids: [...ids], lang }),

    /** An on-shelf item's row and its title in the language, by vid. */
    async rowByVid(vid: string, lang: Language) {
      const [row] = await cardByVid.execute({ vid, lang });
      return row;
    },
  };
}

/**
 * Items' titles in a language (falling back to English, then Chinese), by item id. Chinese is the source:
 * the item's own title, never a translation (an order placed in English reads in Chinese to a Chinese
 * reader, issue 26 point 5).
 */
export async function titlesIn(on: Db, ids: readonly number[], lang: Language): Promise<Map<number, string>> {
  if (lang === 'cn') {
    const rows = await on
      .select({ id: items.id, title: items.title })
      .from(items)
      .where(inArray(items.id, [...new Set(ids)]));
    return new Map(rows.map((r) => [r.id, r.title]));
  }
  const rows = await on
    .select({ id: items.id, title: titleInLanguage })
    .from(items)
    .leftJoin(translated, and(eq(translated.itemId, items.id), eq(translated.lang, lang)))
    .leftJoin(english, and(eq(english.itemId, items.id), eq(english.lang, 'en')))
    .where(inArray(items.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.title]));
}
