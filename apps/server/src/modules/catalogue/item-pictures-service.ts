import type { Language } from '@stallhub/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection.ts';
import { itemImages, items, itemTranslations, skus } from './tables.ts';
import { createValueNamesService, type ValueNamesService } from './value-names-service.ts';

/** What the picture package reads of an item (spec 2 §7 PicMaker, itemImgInfo). */
export interface ItemPictureSource {
  vid: string;
  /** In the reader's language (else English, else Chinese). */
  title: string;
  artNo: string;
  onShelf: boolean;
  hasVideo: boolean;
  /** Picture bases in storage, in the item's order. */
  pictures: string[];
  /** The SKU colours in colour order, named in the reader's language: shot n shows colour n. */
  colours: string[];
}

export function createItemPicturesService(
  db: Db,
  valueNames: ValueNamesService = createValueNamesService(db),
) {
  const translated = alias(itemTranslations, 'translated');
  const english = alias(itemTranslations, 'english');
  return {
    /** The items of `vids` that exist, in the order asked. */
    async byVids(vids: readonly string[], lang: Language): Promise<ItemPictureSource[]> {
      if (vids.length === 0) return [];
      const rows = await db
        .select({
          id: items.id,
          vid: items.vid,
          chinese: items.title,
          title: sql<string>`coalesce(${translated.title}, ${english.title}, ${items.title})`,
          artNo: items.artNo,
          status: items.status,
          hasVideo: items.hasVideo,
        })
        .from(items)
        .leftJoin(translated, and(eq(translated.itemId, items.id), eq(translated.lang, lang)))
        .leftJoin(english, and(eq(english.itemId, items.id), eq(english.lang, 'en')))
        .where(inArray(items.vid, [...vids]));
      const ids = rows.map((row) => row.id);
      if (ids.length === 0) return [];
      const [pictures, colours, name] = await Promise.all([
        db
          .select({ itemId: itemImages.itemId, url: itemImages.url })
          .from(itemImages)
          .where(inArray(itemImages.itemId, ids))
          .orderBy(asc(itemImages.itemId), asc(itemImages.sort)),
        db
          .selectDistinct({ itemId: skus.itemId, colorId: skus.colorId, color: skus.color })
          .from(skus)
          .where(inArray(skus.itemId, ids))
          .orderBy(asc(skus.itemId), asc(skus.colorId)),
        valueNames.namer(lang),
      ]);
      const byVid = new Map(
        rows.map((row) => [
          row.vid,
          {
            vid: row.vid,
            // Chinese is the catalogue's own language, as the cards read it (items-service).
            title: lang === 'cn' ? row.chinese : row.title,
            artNo: row.artNo,
            onShelf: row.status === 1,
            hasVideo: row.hasVideo,
            pictures: pictures.filter((p) => p.itemId === row.id).map((p) => p.url),
            colours: colours.filter((c) => c.itemId === row.id).map((c) => name('color', c.color)),
          },
        ]),
      );
      return vids.flatMap((vid) => byVid.get(vid) ?? []);
    },
  };
}
export type ItemPicturesService = ReturnType<typeof createItemPicturesService>;
