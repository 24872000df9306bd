/** The resale platforms Stallhub lists into through their open APIs (spec 2 §1; the others open a link). */
export const CHANNEL_KEYS = ['taobao', 'tmall', 'douyin', 'pinduoduo', 'kuaishou', 'xiaohongshu'] as const;
export type ChannelKey = (typeof CHANNEL_KEYS)[number];

/** What the platform granted for one seller's shop. Tokens are secrets: never sent to a browser. */
export interface ShopGrant {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
  shopId: string;
  shopName: string;
  sellerNick: string;
  /** The shop template's main-picture ratio (spec 2 §3 template_json.imageCropRatio, default '1'). */
  imageCropRatio: '1' | '3:4';
}

/** Kept server-side between sending the seller to the platform and the callback. */
export interface AuthoriseSecrets {
  state: string;
  codeVerifier: string;
}

/** A platform's rule for main pictures: ratio, minimum size, and how many leading pictures it checks. */
export interface MainImageRule {
  ratio: '1:1' | '3:4';
  across: number;
  down: number;
  minWidth: number;
  minHeight: number;
  checked: number;
}

/** What Stallhub can check before pushing, where the platform has a rule (null: no rule to check). */
export interface PrecheckRules {
  mainImages: MainImageRule | null;
  /** Description height limit at the detail page's width; past it the platform answers 1002. */
  description: { width: number; maxHeight: number };
}

export interface ListingSku {
  colour: string;
  size: string;
  stock: number;
  priceCents: number;
}

/** An item as pushed: pictures are addresses in Stallhub's storage, prices in fen. */
export interface ListingDraft {
  /** Stallhub's item id: the platform's outer id, by which it knows an item was listed before. */
  sourceItemId: string;
  title: string;
  priceCents: number;
  pictures: string[];
  skus: ListingSku[];
  descriptionImages: string[];
  /** The buyer confirmed listing again an item the shop already sells (spec 2 unCheckRecord '1'). */
  allowDuplicate?: boolean;
  /** Drop the description pictures past the height limit instead of being refused with 1002. */
  splitTooLongDesc?: boolean;
}

/** The platform's answer to an add, by spec 2 §4 "Direct Taobao upload" result code. */
export type AddOutcome =
  | { kind: 'listed'; toItemId: string; uploadTime: Date; itemUrl: string; droppedDescriptionImages: number }
  | { kind: 'listed-before'; toItemId: string; uploadTime: Date }
  | { kind: 'needs-verification'; verificationUrl: string }
  | { kind: 'description-too-tall'; height: number; maxHeight: number; fittingImages: number }
  | { kind: 'image-space-full' }
  | {
      kind: 'main-images-refused';
      ratio: string;
      images: { index: number; width: number; height: number; reason: 'ratio' | 'too-small' }[];
    }
  | { kind: 'image-unreadable'; url: string };

/** A shop's access: the token and the shop it was granted for. */
export interface ShopAccess {
  accessToken: string;
  shopId: string;
}

export interface ItemChange {
  priceCents?: number;
  skus?: { colour: string; size: string; stock?: number; priceCents?: number }[];
}

/** The access token expired or was revoked: refresh it and try again. */
export class ChannelTokenExpired extends Error {}

/** The platform refused the request itself (bad client, bad grant, bad field, unknown item). */
export class ChannelRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** One resale platform's open API, as the listing module uses it (ARCHITECTURE.md "listing"). */
export interface ChannelAdapter {
  readonly channel: ChannelKey;
  /** The platform's shop authorisation address for a new attempt, and what to check its answer against. */
  authorise(redirectUri: string): { url: string; secrets: AuthoriseSecrets };
  /** Exchanges the code of the callback address for the shop's tokens. Throws ChannelRefused. */
  exchangeCode(callbackUrl: URL, secrets: AuthoriseSecrets, redirectUri: string): Promise<ShopGrant>;
  /** New tokens for an expired access token; the refresh token is used up (rotation). */
  refresh(refreshToken: string): Promise<ShopGrant>;
  precheckRules(shop: Pick<ShopGrant, 'imageCropRatio'>): PrecheckRules;
  /** Whether the shop waits for face verification before it takes items (spec 2 isNeedIdentification). */
  verification(access: ShopAccess): Promise<{ needVerification: boolean; verificationUrl: string | null }>;
  addItem(access: ShopAccess, draft: ListingDraft): Promise<AddOutcome>;
  updateItem(access: ShopAccess, toItemId: string, change: ItemChange): Promise<void>;
  delist(access: ShopAccess, toItemId: string): Promise<void>;
  /**
   * Puts a delisted item of the shop back on sale with the price and SKUs given (Taobao
   * `taobao.item.update.listing`, Pinduoduo `pdd.goods.sale.status.set`). An item already on sale is left
   * as it is: `relisted` false. Throws ChannelRefused when the shop has no such item (deleted there).
   */
  relist(access: ShopAccess, toItemId: string, change: ItemChange): Promise<{ relisted: boolean }>;
}
