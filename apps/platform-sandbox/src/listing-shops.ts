import { randomBytes } from 'node:crypto';
import { CHANNELS, type Channel } from './channels.ts';

/** The case of spec 2 §4 "Direct Taobao upload" a test seller's shop plays. */
export type ShopCase = 'normal' | 'space-full' | 'risk-control' | 'listed-before' | 'portrait';

const CASES: Record<ShopCase, { seller: string; label: string; subtitle: string }> = {
  normal: { seller: '小林服饰', label: '普通店铺', subtitle: 'Normal shop' },
  'space-full': { seller: '阿芳女装', label: '图片空间已满', subtitle: 'Image space full (5001)' },
  'risk-control': {
    seller: '老陈童装',
    label: '风控中，需人脸验证',
    subtitle: 'Under risk control: face verification',
  },
  'listed-before': {
    seller: '美美鞋业',
    label: '商品都已上架过',
    subtitle: 'Every item listed before (201)',
  },
  portrait: { seller: '潮流男装', label: '模板主图 3:4', subtitle: 'Template takes 3:4 main images' },
};

/** Pictures a shop's image space holds; the full shop has no room left. */
const IMAGE_SPACE = 10_000;
/** When the "listed before" shop says an item was first listed: thirty days before it is first pushed. */
const LISTED_BEFORE_MS = 30 * 24 * 60 * 60_000;

export interface Sku {
  colour: string;
  size: string;
  stock: number;
  price: string;
}

export interface ListedItem {
  toItemId: string;
  /** The seller's own id for the item (Stallhub's item id): pushing the same one again is "already listed". */
  outerId: string;
  title: string;
  price: string;
  pictures: string[];
  skus: Sku[];
  descriptionImages: string[];
  uploadTime: number;
  modifiedTime: number;
  delistTime: number | null;
  /** When the seller last put the delisted item back on sale, if ever. */
  relistTime: number | null;
}

/** What a seller hands over when listing: the platform adds the ids and times. */
type Draft = Omit<ListedItem, 'toItemId' | 'uploadTime' | 'modifiedTime' | 'delistTime' | 'relistTime'>;

export interface Shop {
  id: string;
  channel: Channel;
  sellerNick: string;
  name: string;
  shopCase: ShopCase;
  subtitle: string;
  imageCropRatio: '1' | '3:4';
  imageSpace: { used: number; capacity: number };
  /** Risk control: adds wait for face verification until the seller completes it on the sandbox page. */
  needsVerification: boolean;
  verificationTicket: string;
  items: ListedItem[];
}

function casesOf(channel: Channel): ShopCase[] {
  const cases: ShopCase[] = ['normal', 'space-full', 'risk-control', 'listed-before'];
  return CHANNELS[channel].ratioRule ? [...cases, 'portrait'] : cases;
}

/** Every channel's test sellers, one shop each, kept in memory like the grants. */
export function createShopStore(now: () => number) {
  let nextItemId = 650_000_000_001;
  const shops: Shop[] = [];
  for (const channel of Object.keys(CHANNELS) as Channel[]) {
    for (const shopCase of casesOf(channel)) {
      const { seller, label, subtitle } = CASES[shopCase];
      shops.push({
        id: `${channel}-${shopCase}`,
        channel,
        sellerNick: seller,
        name: `${seller}（${label}）`,
        shopCase,
        subtitle,
        imageCropRatio: shopCase === 'portrait' ? '3:4' : '1',
        imageSpace: { used: shopCase === 'space-full' ? IMAGE_SPACE : 0, capacity: IMAGE_SPACE },
        needsVerification: shopCase === 'risk-control',
        verificationTicket: randomBytes(16).toString('base64url'),
        items: [],
      });
    }
  }

  const onSale = (shop: Shop, outerId: string) =>
    shop.items.find((item) => item.outerId === outerId && item.delistTime === null);

  return {
    shopsOf: (channel: Channel) => shops.filter((shop) => shop.channel === channel),
    shop: (channel: Channel, id: string) => shops.find((shop) => shop.channel === channel && shop.id === id),
    byTicket: (ticket: string) => shops.find((shop) => shop.verificationTicket === ticket),

    /**
     * The item of this shop already on sale under the seller's id, if any. The "listed before" shop
     * answers for any item as if the seller had listed it a month earlier by hand.
     */
    listedAlready(shop: Shop, draft: Draft) {
      const found = onSale(shop, draft.outerId);
      if (found || shop.shopCase !== 'listed-before' || shop.items.some((i) => i.outerId === draft.outerId)) {
        return found;
      }
      const earlier = now() - LISTED_BEFORE_MS;
      const item = {
        ...draft,
        toItemId: String(nextItemId++),
        uploadTime: earlier,
        modifiedTime: earlier,
        delistTime: null,
        relistTime: null,
      };
      shop.items.push(item);
      return item;
    },

    list(shop: Shop, draft: Draft) {
      const item: ListedItem = {
        ...draft,
        toItemId: String(nextItemId++),
        uploadTime: now(),
        modifiedTime: now(),
        delistTime: null,
        relistTime: null,
      };
      shop.items.push(item);
      shop.imageSpace.used += draft.pictures.length + draft.descriptionImages.length;
      return item;
    },

    item: (shop: Shop, toItemId: string) => shop.items.find((item) => item.toItemId === toItemId),

    /** The seller deletes the item in the seller centre: the platform knows it no more (answers 404). */
    remove(shop: Shop, toItemId: string): boolean {
      const before = shop.items.length;
      shop.items = shop.items.filter((item) => item.toItemId !== toItemId);
      return shop.items.length < before;
    },
  };
}

export type ShopStore = ReturnType<typeof createShopStore>;
export type ItemDraft = Parameters<ShopStore['list']>[1];
