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
import type { Db } from '../../db/connection.ts';
import { OWNER_LOCK } from '../../db/transaction.ts';
import { Outcome } from '../../http/envelope.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { ItemsService } from '../catalogue/index.ts';
import type { StallsService } from '../stalls/index.ts';
import type { ItemCards } from '../storefront/index.ts';
import { type KeepRule, keepMany, keepOne, unkeep } from './keep-rules.ts';
import { favouritesMessage } from './messages.ts';
import {
  addKept,
  followedNotBlocked,
  type Kept,
  keptAmong,
  keptNewestFirst,
  keptPage,
  removeKept,
} from './repository.ts';

/** A signed-in viewer: every row read or written here is this user's. */
export type Member = Viewer & { userId: number };
type Deps = { items: ItemsService; shops: StallsService; cards: ItemCards };

const THUMBS_PER_STALL = 4;
const ADVICE_POOL = 60;

const paged = <T>(list: T[], total: number, page: number, pageSize: number) => ({
  list,
  total,
  page,
  pageSize,
});

const favouriteRule = (deps: Deps): KeepRule<FavouriteState> => ({
  list: 'favouriteItems',
  lock: OWNER_LOCK.favouriteItems,
  max: FAVOURITE_ITEMS_MAX,
  already: (lang) => favouritesMessage(lang, 'alreadyFavourited'),
  limit: (lang) => favouritesMessage(lang, 'favouriteLimit', FAVOURITE_ITEMS_MAX),
  state: (itemId, kept) => ({ itemId, isFavorited: kept ? 1 : 0 }),
  count: (tx, ids, delta) => deps.items.countFavourites(tx, ids, delta),
});

const followRule = (deps: Deps): KeepRule<FollowState> => ({
  list: 'followedStalls',
  lock: OWNER_LOCK.followedStalls,
  max: FOLLOWED_SHOPS_MAX,
  already: (lang) => favouritesMessage(lang, 'alreadyFollowing'),
  limit: (lang) => favouritesMessage(lang, 'followLimit', FOLLOWED_SHOPS_MAX),
  state: (shopId, kept) => ({ shopId, hasFavorite: kept }),
  count: (tx, ids, delta) => deps.shops.countFollowers(tx, ids, delta),
});

/** Stall rows for the given stalls in the given order, with when each was followed or blocked. */
async function stallRows(
  deps: Deps,
  rows: readonly { id: number; since: Date | null }[],
  viewer: Viewer,
): Promise<StallRow[]> {
  const ids = rows.map((r) => r.id);
  const [summaries, thumbs] = await Promise.all([
    deps.shops.summaries(ids, viewer.lang),
    deps.items.latestThumbs(ids, THUMBS_PER_STALL),
  ]);
  return rows.flatMap(({ id: shopId, since }) => {
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

/** The user's favourite items, newest first, split by whether the item is still on shelf. */
async function favouritesByShelf(db: Db, deps: Deps, userId: number) {
  const rows = await keptNewestFirst(db, 'favouriteItems', userId);
  const onShelf = await deps.items.onShelfIds(rows.map((r) => r.id));
  return { onShelf: rows.filter((r) => onShelf.has(r.id)), offShelf: rows.filter((r) => !onShelf.has(r.id)) };
}

const pageOf = (rows: readonly Kept[], page: number, pageSize: number) =>
  rows.slice((page - 1) * pageSize, page * pageSize);

/** Stalls worth following: the best-ranked stalls of the city, less those followed or blocked. */
async function stallAdvice(db: Db, deps: Deps, member: Member, city: string, page: number, pageSize: number) {
  const [followed, blocked] = await Promise.all([
    keptAmong(db, 'followedStalls', member.userId),
    keptAmong(db, 'blockedStalls', member.userId),
  ]);
  const skip = new Set([...followed, ...blocked]);
  const pool = (await deps.shops.topRanked(city, member.lang, ADVICE_POOL)).filter(
    (s) => !skip.has(s.shopId),
  );
  const slice = pool.slice((page - 1) * pageSize, page * pageSize);
  const rows = await stallRows(
    deps,
    slice.map((s) => ({ id: s.shopId, since: null })),
    member,
  );
  return paged(rows, pool.length, page, pageSize);
}

/**
 * Favourite items, followed and blocked stalls. Adds run under the user's lock of their kind
 * (docs/decisions/030), so parallel clicks meet the limits and the one-row rule exactly.
 */
export function createFavouritesService(db: Db, deps: Deps) {
  const favourite = favouriteRule(deps);
  const follow = followRule(deps);
  const stallExists = async (shopId: number, viewer: Viewer) =>
    (await deps.shops.summaries([shopId], viewer.lang)).has(shopId);
  const noStall = <T>(member: Member, data: T) =>
    new Outcome(CODE.serverMessage, favouritesMessage(member.lang, 'noStall'), data);
  const offShelf = <T>(member: Member, data: T) =>
    new Outcome(CODE.serverMessage, favouritesMessage(member.lang, 'itemOffShelf'), data);

  return {
    /** §8 "Favourite add": 200 favourited, 201 already, 202 limit, 209 the item cannot be kept. */
    async addItem(member: Member, itemId: number): Promise<FavouriteState | Outcome<FavouriteState>> {
      if (!(await deps.items.onShelfIds([itemId])).has(itemId))
        return offShelf(member, favourite.state(itemId, false));
      return keepOne(db, favourite, member, itemId);
    },

    /**
     * Several items at once, all or nothing: 202 when they would pass the limit (none added), 209 when
     * none is on shelf; otherwise the ids added and those already kept. Off-shelf ids are left out.
     */
    async addItems(
      member: Member,
      itemIds: readonly number[],
    ): Promise<FavouriteBatchResult | Outcome<FavouriteBatchResult>> {
      const onShelf = await deps.items.onShelfIds(itemIds);
      const wanted = [...new Set(itemIds)].filter((id) => onShelf.has(id));
      if (wanted.length === 0) return offShelf(member, { added: [], already: [] });
      return keepMany(db, favourite, member, wanted);
    },

    /** Cancelling is idempotent: a retried cancel answers 200 with the item no longer kept. */
    cancelItem: (member: Member, itemId: number) => unkeep(db, favourite, member.userId, itemId),

    /** /user/favorite.html: kept items still on shelf, newest kept first. */
    async listItems(member: Member, page: number, pageSize: number): Promise<FavouriteItemsPage> {
      const { onShelf } = await favouritesByShelf(db, deps, member.userId);
      const slice = pageOf(onShelf, page, pageSize);
      const at = new Map(slice.map((r) => [r.id, r.since.toISOString()]));
      const cards = await deps.cards.cardsByIds(
        slice.map((r) => r.id),
        member,
      );
      const list = cards.map((c) => ({ ...c, favouritedAt: at.get(c.itemId)! }));
      return paged(list, onShelf.length, page, pageSize);
    },

    /** /user/itemOffShelves.html: kept items their stalls have taken off shelf. */
    async listOffShelfItems(member: Member, page: number, pageSize: number): Promise<ItemCardsPage> {
      const { offShelf } = await favouritesByShelf(db, deps, member.userId);
      const slice = pageOf(offShelf, page, pageSize);
      const cards = await deps.cards.cardsByIds(
        slice.map((r) => r.id),
        member,
        { offShelf: true },
      );
      return paged(cards, offShelf.length, page, pageSize);
    },

    /** §8 "Follow stall": 200 followed, 201 already, 202 the 1000 limit, 209 no such stall. */
    async follow(member: Member, shopId: number): Promise<FollowState | Outcome<FollowState>> {
      if (!(await stallExists(shopId, member))) return noStall(member, follow.state(shopId, false));
      return keepOne(db, follow, member, shopId);
    },

    /** Several stalls at once, all or nothing against the 1000 limit; unknown stalls are left out. */
    async followMany(
      member: Member,
      shopIds: readonly number[],
    ): Promise<FollowBatchResult | Outcome<FollowBatchResult>> {
      const known = await deps.shops.summaries(shopIds, member.lang);
      const wanted = [...new Set(shopIds)].filter((id) => known.has(id));
      if (wanted.length === 0) return noStall(member, { added: [], already: [] });
      return keepMany(db, follow, member, wanted);
    },

    unfollow: (member: Member, shopId: number) => unkeep(db, follow, member.userId, shopId),

    async hasFollowed(member: Member, shopId: number): Promise<StallRelation> {
      const [followed, blocked] = await Promise.all([
        keptAmong(db, 'followedStalls', member.userId, [shopId]),
        keptAmong(db, 'blockedStalls', member.userId, [shopId]),
      ]);
      return { shopId, hasFavorite: followed.length > 0, isBlock: blocked.length > 0 };
    },

    /** /user/favoriteshop.html: followed stalls, newest followed first. */
    async listFollowed(member: Member, page: number, pageSize: number): Promise<StallRowsPage> {
      const { rows, total } = await keptPage(db, 'followedStalls', member.userId, page, pageSize);
      return paged(await stallRows(deps, rows, member), total, page, pageSize);
    },

    advice: (member: Member, city: string, page: number, pageSize: number): Promise<StallRowsPage> =>
      stallAdvice(db, deps, member, city, page, pageSize),

    /** /apif/user/focusNew/list: the newest on-shelf items of followed stalls (blocked ones left out). */
    async followedFeed(
      member: Member,
      page: number,
      pageSize: number,
      offShelf = false,
    ): Promise<ItemCardsPage> {
      const followed = await followedNotBlocked(db, member.userId);
      const { ids, total } = await deps.items.idsOfShops(followed, page, pageSize, { offShelf });
      return paged(await deps.cards.cardsByIds(ids, member, { offShelf }), total, page, pageSize);
    },

    /** Blocking is idempotent: the stall stays blocked once, whatever the retries. */
    async block(member: Member, shopId: number): Promise<BlockState | Outcome<BlockState>> {
      if (!(await stallExists(shopId, member))) return noStall(member, { shopId, isBlock: false });
      await addKept(db, 'blockedStalls', member.userId, [shopId]);
      return { shopId, isBlock: true };
    },

    async unblock(member: Member, shopId: number): Promise<BlockState> {
      await removeKept(db, 'blockedStalls', member.userId, shopId);
      return { shopId, isBlock: false };
    },

    /** /user/stallBlackList.html: blocked stalls, newest first. */
    async listBlocked(member: Member, page: number, pageSize: number): Promise<StallRowsPage> {
      const { rows, total } = await keptPage(db, 'blockedStalls', member.userId, page, pageSize);
      return paged(await stallRows(deps, rows, member), total, page, pageSize);
    },
  };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;
