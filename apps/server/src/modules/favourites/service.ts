import {
  type BlockState,
  CODE,
  FAVOURITE_ITEMS_MAX,
  type FavouriteBatchResult,
  type FavouriteItemsPage,
  type FavouriteState,
  FOLLOWED_SHOPS_MAX,
  type FollowBatchResult,
  type FollowState,
  type ItemCardsPage,
  type StallRelation,
  type StallRow,
  type StallRowsPage,
} from '@stallhub/contracts';
import { and, count, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { OWNER_LOCK, withOwnerLock } from '../../db/transaction.ts';
import { Outcome } from '../../http/envelope.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { ItemsService } from '../catalogue/index.ts';
import type { ShopsService } from '../shops/index.ts';
import type { ItemCards } from '../storefront/index.ts';
import { favouritesMessage } from './messages.ts';
import { blockedShops, favouriteItems, followedShops } from './tables.ts';

/** A signed-in viewer: every row read or written here is this user's. */
export type Member = Viewer & { userId: number };

const THUMBS_PER_STALL = 4;
const ADVICE_POOL = 60;

const paged = <T>(list: T[], total: number, page: number, pageSize: number) => ({
  list,
  total,
  page,
  pageSize,
});

/**
 * Favourite items, followed and blocked stalls. Adds run under the user's lock of their kind
 * (docs/decisions/030), so parallel clicks meet the limits and the one-row rule exactly.
 */
export function createFavouritesService(
  db: Db,
  deps: { items: ItemsService; shops: ShopsService; cards: ItemCards },
) {
  async function stallExists(shopId: number, viewer: Viewer) {
    return (await deps.shops.summaries([shopId], viewer.lang)).has(shopId);
  }

  /** Stall rows for the given ids in the given order, with when each was followed or blocked. */
  async function stallRows(
    rows: { shopId: number; since: Date | null }[],
    viewer: Viewer,
  ): Promise<StallRow[]> {
    const ids = rows.map((r) => r.shopId);
    const [summaries, thumbs] = await Promise.all([
      deps.shops.summaries(ids, viewer.lang),
      deps.items.latestThumbs(ids, THUMBS_PER_STALL),
    ]);
    return rows.flatMap(({ shopId, since }) => {
      const s = summaries.get(shopId);
      if (!s) return [];
      return [
        {
          shopId,
          name: s.name,
          city: s.city,
          subName: s.subName,
          floor: s.floor,
          position: s.position,
          years: s.years,
          creditLevel: s.creditLevel,
          isGoldShop: s.isGoldShop,
          since: since?.toISOString() ?? null,
          thumbs: thumbs.get(shopId) ?? [],
        },
      ];
    });
  }

  /** The user's favourite item ids, newest first, split by whether the item is still on shelf. */
  async function favouriteIds(userId: number) {
    const rows = await db
      .select({ itemId: favouriteItems.itemId, createdAt: favouriteItems.createdAt })
      .from(favouriteItems)
      .where(eq(favouriteItems.userId, userId))
      .orderBy(desc(favouriteItems.createdAt), desc(favouriteItems.itemId));
    const onShelf = await deps.items.onShelfIds(rows.map((r) => r.itemId));
    return {
      onShelf: rows.filter((r) => onShelf.has(r.itemId)),
      offShelf: rows.filter((r) => !onShelf.has(r.itemId)),
    };
  }

  async function followedIds(userId: number) {
    const rows = await db
      .select({ shopId: followedShops.shopId })
      .from(followedShops)
      .where(eq(followedShops.userId, userId));
    return rows.map((r) => r.shopId);
  }

  return {
    /** §8 "Favourite add": 200 favourited, 201 already, 202 limit, 209 the item cannot be kept. */
    async addItem(member: Member, itemId: number): Promise<FavouriteState | Outcome<FavouriteState>> {
      const { userId, lang } = member;
      if (!(await deps.items.onShelfIds([itemId])).has(itemId)) {
        return new Outcome(CODE.serverMessage, favouritesMessage(lang, 'itemOffShelf'), {
          itemId,
          isFavorited: 0,
        });
      }
      return withOwnerLock(db, OWNER_LOCK.favouriteItems, userId, async (tx) => {
        const [existing] = await tx
          .select({ itemId: favouriteItems.itemId })
          .from(favouriteItems)
          .where(and(eq(favouriteItems.userId, userId), eq(favouriteItems.itemId, itemId)));
        if (existing) {
          return new Outcome(CODE.already, favouritesMessage(lang, 'alreadyFavourited'), {
            itemId,
            isFavorited: 1,
          });
        }
        const [held] = await tx
          .select({ n: count() })
          .from(favouriteItems)
          .where(eq(favouriteItems.userId, userId));
        if ((held?.n ?? 0) >= FAVOURITE_ITEMS_MAX) {
          return new Outcome(CODE.limit, favouritesMessage(lang, 'favouriteLimit', FAVOURITE_ITEMS_MAX), {
            itemId,
            isFavorited: 0,
          });
        }
        const inserted = await tx
          .insert(favouriteItems)
          .values({ userId, itemId })
          .onConflictDoNothing()
          .returning({ itemId: favouriteItems.itemId });
        await deps.items.countFavourites(
          tx,
          inserted.map((r) => r.itemId),
          1,
        );
        return { itemId, isFavorited: 1 };
      });
    },

    /**
     * Several items at once, all or nothing: 202 when they would pass the limit (none added), 209 when
     * none is on shelf; otherwise the ids added and those already kept. Off-shelf ids are left out.
     */
    async addItems(
      member: Member,
      itemIds: readonly number[],
    ): Promise<FavouriteBatchResult | Outcome<FavouriteBatchResult>> {
      const { userId, lang } = member;
      const onShelf = await deps.items.onShelfIds(itemIds);
      const wanted = [...new Set(itemIds)].filter((id) => onShelf.has(id));
      if (wanted.length === 0) {
        return new Outcome(CODE.serverMessage, favouritesMessage(lang, 'itemOffShelf'), {
          added: [],
          already: [],
        });
      }
      return withOwnerLock(db, OWNER_LOCK.favouriteItems, userId, async (tx) => {
        const kept = await tx
          .select({ itemId: favouriteItems.itemId })
          .from(favouriteItems)
          .where(and(eq(favouriteItems.userId, userId), inArray(favouriteItems.itemId, wanted)));
        const already = new Set(kept.map((r) => r.itemId));
        const added = wanted.filter((id) => !already.has(id));
        const [held] = await tx
          .select({ n: count() })
          .from(favouriteItems)
          .where(eq(favouriteItems.userId, userId));
        if ((held?.n ?? 0) + added.length > FAVOURITE_ITEMS_MAX) {
          return new Outcome(CODE.limit, favouritesMessage(lang, 'favouriteLimit', FAVOURITE_ITEMS_MAX), {
            added: [],
            already: [...already],
          });
        }
        if (added.length > 0) {
          const inserted = await tx
            .insert(favouriteItems)
            .values(added.map((itemId) => ({ userId, itemId })))
            .onConflictDoNothing()
            .returning({ itemId: favouriteItems.itemId });
          await deps.items.countFavourites(
            tx,
            inserted.map((r) => r.itemId),
            1,
          );
        }
        return { added, already: [...already] };
      });
    },

    /** Cancelling is idempotent: a retried cancel answers 200 with the item no longer kept. */
    async cancelItem(member: Member, itemId: number): Promise<FavouriteState> {
      await db.transaction(async (tx) => {
        const deleted = await tx
          .delete(favouriteItems)
          .where(and(eq(favouriteItems.userId, member.userId), eq(favouriteItems.itemId, itemId)))
          .returning({ itemId: favouriteItems.itemId });
        await deps.items.countFavourites(
          tx,
          deleted.map((r) => r.itemId),
          -1,
        );
      });
      return { itemId, isFavorited: 0 };
    },

    /** /user/favorite.html: kept items still on shelf, newest kept first. */
    async listItems(member: Member, page: number, pageSize: number): Promise<FavouriteItemsPage> {
      const { onShelf } = await favouriteIds(member.userId);
      const slice = onShelf.slice((page - 1) * pageSize, page * pageSize);
      const at = new Map(slice.map((r) => [r.itemId, r.createdAt.toISOString()]));
      const cards = await deps.cards.cardsByIds(
        slice.map((r) => r.itemId),
        member,
      );
      return paged(
        cards.map((c) => ({ ...c, favouritedAt: at.get(c.itemId)! })),
        onShelf.length,
        page,
        pageSize,
      );
    },

    /** /user/itemOffShelves.html: kept items their stalls have taken off shelf. */
    async listOffShelfItems(member: Member, page: number, pageSize: number): Promise<ItemCardsPage> {
      const { offShelf } = await favouriteIds(member.userId);
      const slice = offShelf.slice((page - 1) * pageSize, page * pageSize);
      const cards = await deps.cards.cardsByIds(
        slice.map((r) => r.itemId),
        member,
        { offShelf: true },
      );
      return paged(cards, offShelf.length, page, pageSize);
    },

    /** §8 "Follow stall": 200 followed, 201 already, 202 the 1000 limit, 209 no such stall. */
    async follow(member: Member, shopId: number): Promise<FollowState | Outcome<FollowState>> {
      const { userId, lang } = member;
      if (!(await stallExists(shopId, member))) {
        return new Outcome(CODE.serverMessage, favouritesMessage(lang, 'noStall'), {
          shopId,
          hasFavorite: false,
        });
      }
      return withOwnerLock(db, OWNER_LOCK.followedStalls, userId, async (tx) => {
        const [existing] = await tx
          .select({ shopId: followedShops.shopId })
          .from(followedShops)
          .where(and(eq(followedShops.userId, userId), eq(followedShops.shopId, shopId)));
        if (existing) {
          return new Outcome(CODE.already, favouritesMessage(lang, 'alreadyFollowing'), {
            shopId,
            hasFavorite: true,
          });
        }
        const [held] = await tx
          .select({ n: count() })
          .from(followedShops)
          .where(eq(followedShops.userId, userId));
        if ((held?.n ?? 0) >= FOLLOWED_SHOPS_MAX) {
          return new Outcome(CODE.limit, favouritesMessage(lang, 'followLimit', FOLLOWED_SHOPS_MAX), {
            shopId,
            hasFavorite: false,
          });
        }
        const inserted = await tx
          .insert(followedShops)
          .values({ userId, shopId })
          .onConflictDoNothing()
          .returning({ shopId: followedShops.shopId });
        await deps.shops.countFollowers(
          tx,
          inserted.map((r) => r.shopId),
          1,
        );
        return { shopId, hasFavorite: true };
      });
    },

    /** Several stalls at once, all or nothing against the 1000 limit; unknown stalls are left out. */
    async followMany(
      member: Member,
      shopIds: readonly number[],
    ): Promise<FollowBatchResult | Outcome<FollowBatchResult>> {
      const { userId, lang } = member;
      const known = await deps.shops.summaries(shopIds, lang);
      const wanted = [...new Set(shopIds)].filter((id) => known.has(id));
      if (wanted.length === 0) {
        return new Outcome(CODE.serverMessage, favouritesMessage(lang, 'noStall'), {
          added: [],
          already: [],
        });
      }
      return withOwnerLock(db, OWNER_LOCK.followedStalls, userId, async (tx) => {
        const kept = await tx
          .select({ shopId: followedShops.shopId })
          .from(followedShops)
          .where(and(eq(followedShops.userId, userId), inArray(followedShops.shopId, wanted)));
        const already = new Set(kept.map((r) => r.shopId));
        const added = wanted.filter((id) => !already.has(id));
        const [held] = await tx
          .select({ n: count() })
          .from(followedShops)
          .where(eq(followedShops.userId, userId));
        if ((held?.n ?? 0) + added.length > FOLLOWED_SHOPS_MAX) {
          return new Outcome(CODE.limit, favouritesMessage(lang, 'followLimit', FOLLOWED_SHOPS_MAX), {
            added: [],
            already: [...already],
          });
        }
        if (added.length > 0) {
          const inserted = await tx
            .insert(followedShops)
            .values(added.map((shopId) => ({ userId, shopId })))
            .onConflictDoNothing()
            .returning({ shopId: followedShops.shopId });
          await deps.shops.countFollowers(
            tx,
            inserted.map((r) => r.shopId),
            1,
          );
        }
        return { added, already: [...already] };
      });
    },

    async unfollow(member: Member, shopId: number): Promise<FollowState> {
      await db.transaction(async (tx) => {
        const deleted = await tx
          .delete(followedShops)
          .where(and(eq(followedShops.userId, member.userId), eq(followedShops.shopId, shopId)))
          .returning({ shopId: followedShops.shopId });
        await deps.shops.countFollowers(
          tx,
          deleted.map((r) => r.shopId),
          -1,
        );
      });
      return { shopId, hasFavorite: false };
    },

    async hasFollowed(member: Member, shopId: number): Promise<StallRelation> {
      const [[follow], [block]] = await Promise.all([
        db
          .select({ shopId: followedShops.shopId })
          .from(followedShops)
          .where(and(eq(followedShops.userId, member.userId), eq(followedShops.shopId, shopId))),
        db
          .select({ shopId: blockedShops.shopId })
          .from(blockedShops)
          .where(and(eq(blockedShops.userId, member.userId), eq(blockedShops.shopId, shopId))),
      ]);
      return { shopId, hasFavorite: follow !== undefined, isBlock: block !== undefined };
    },

    /** /user/favoriteshop.html: followed stalls, newest followed first. */
    async listFollowed(member: Member, page: number, pageSize: number): Promise<StallRowsPage> {
      const where = eq(followedShops.userId, member.userId);
      const [rows, [total]] = await Promise.all([
        db
          .select({ shopId: followedShops.shopId, since: followedShops.createdAt })
          .from(followedShops)
          .where(where)
          .orderBy(desc(followedShops.createdAt), desc(followedShops.shopId))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(followedShops).where(where),
      ]);
      return paged(await stallRows(rows, member), total?.n ?? 0, page, pageSize);
    },

    /** Stalls worth following: the best-ranked stalls of the city, less those followed or blocked. */
    async advice(member: Member, city: string, page: number, pageSize: number): Promise<StallRowsPage> {
      const [followed, blocked] = await Promise.all([
        followedIds(member.userId),
        db
          .select({ shopId: blockedShops.shopId })
          .from(blockedShops)
          .where(eq(blockedShops.userId, member.userId)),
      ]);
      const skip = new Set([...followed, ...blocked.map((r) => r.shopId)]);
      const pool = (await deps.shops.topRanked(city, member.lang, ADVICE_POOL)).filter(
        (s) => !skip.has(s.shopId),
      );
      const slice = pool.slice((page - 1) * pageSize, page * pageSize);
      return paged(
        await stallRows(
          slice.map((s) => ({ shopId: s.shopId, since: null })),
          member,
        ),
        pool.length,
        page,
        pageSize,
      );
    },

    /** /apif/user/focusNew/list: the newest on-shelf items of followed stalls (blocked ones left out). */
    async followedFeed(
      member: Member,
      page: number,
      pageSize: number,
      offShelf = false,
    ): Promise<ItemCardsPage> {
      const followed = await db
        .select({ shopId: followedShops.shopId })
        .from(followedShops)
        .where(
          and(
            eq(followedShops.userId, member.userId),
            notInArray(
              followedShops.shopId,
              db
                .select({ id: blockedShops.shopId })
                .from(blockedShops)
                .where(eq(blockedShops.userId, member.userId)),
            ),
          ),
        );
      const { ids, total } = await deps.items.idsOfShops(
        followed.map((r) => r.shopId),
        page,
        pageSize,
        { offShelf },
      );
      return paged(await deps.cards.cardsByIds(ids, member, { offShelf }), total, page, pageSize);
    },

    /** Blocking is idempotent: the stall stays blocked once, whatever the retries. */
    async block(member: Member, shopId: number): Promise<BlockState | Outcome<BlockState>> {
      if (!(await stallExists(shopId, member))) {
        return new Outcome(CODE.serverMessage, favouritesMessage(member.lang, 'noStall'), {
          shopId,
          isBlock: false,
        });
      }
      await db.insert(blockedShops).values({ userId: member.userId, shopId }).onConflictDoNothing();
      return { shopId, isBlock: true };
    },

    async unblock(member: Member, shopId: number): Promise<BlockState> {
      await db
        .delete(blockedShops)
        .where(and(eq(blockedShops.userId, member.userId), eq(blockedShops.shopId, shopId)));
      return { shopId, isBlock: false };
    },

    /** /user/stallBlackList.html: blocked stalls, newest first. */
    async listBlocked(member: Member, page: number, pageSize: number): Promise<StallRowsPage> {
      const where = eq(blockedShops.userId, member.userId);
      const [rows, [total]] = await Promise.all([
        db
          .select({ shopId: blockedShops.shopId, since: blockedShops.createdAt })
          .from(blockedShops)
          .where(where)
          .orderBy(desc(blockedShops.createdAt), desc(blockedShops.shopId))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(blockedShops).where(where),
      ]);
      return paged(await stallRows(rows, member), total?.n ?? 0, page, pageSize);
    },
  };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;
