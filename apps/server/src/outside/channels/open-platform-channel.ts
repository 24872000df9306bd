import { createHash, randomBytes } from 'node:crypto';
import {
  type AddOutcome,
  type AuthoriseSecrets,
  type ChannelAdapter,
  type ChannelKey,
  ChannelRefused,
  ChannelTokenExpired,
  type ItemChange,
  type ListingDraft,
  type PrecheckRules,
  type ShopAccess,
  type ShopGrant,
} from './channel-adapter.ts';

export interface OpenPlatformSettings {
  channel: ChannelKey;
  /** The platform's open API for this channel, e.g. http://127.0.0.1:3002/open/taobao for the sandbox. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
}

/** Spec 2 §5, §9: Taobao and Tmall take the template's ratio, 1:1 from 700 px or 3:4 from 750x1000. */
const MAIN_IMAGE_RULES = {
  '1': { ratio: '1:1', across: 1, down: 1, minWidth: 700, minHeight: 700, checked: 5 },
  '3:4': { ratio: '3:4', across: 3, down: 4, minWidth: 750, minHeight: 1000, checked: 5 },
} as const;
/** Spec 2 gives the main-picture rule for Taobao (and Tmall, the same open platform) only. */
const HAS_MAIN_IMAGE_RULE: readonly ChannelKey[] = ['taobao', 'tmall'];
/** The platform's description limit (its 1002): 20,000 px at the 750 px detail width. */
const DESCRIPTION = { width: 750, maxHeight: 20_000 } as const;
const TIMEOUT_MS = 15_000;

const yuan = (cents: number) => (cents / 100).toFixed(2);
const fields = (values: Record<string, string>) => new URLSearchParams(values).toString();

/** The platform's open API without a trailing slash, and the client's credentials for its token calls. */
interface Api {
  url: string;
  clientAuth: string;
}

/** A token call (code exchange or refresh): the shop's grant, or ChannelRefused with the platform's reason. */
async function tokenRequest(api: Api, form: Record<string, string>): Promise<ShopGrant> {
  const response = await fetch(`${api.url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: api.clientAuth },
    body: fields(form),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok || typeof body.access_token !== 'string') {
    throw new ChannelRefused(
      String(body.error_description ?? body.error ?? `HTTP ${response.status}`),
      response.status,
    );
  }
  return {
    accessToken: body.access_token,
    refreshToken: String(body.refresh_token),
    expiresAt: new Date(Date.now() + Number(body.expires_in) * 1000),
    shopId: String(body.shop_id),
    shopName: String(body.shop_name),
    sellerNick: String(body.seller_nick),
    imageCropRatio: body.image_crop_ratio === '3:4' ? '3:4' : '1',
  };
}

/** One call of the item API for the shop; its `code` and `data`, or a throw for 401 and refusals. */
async function shopCall(api: Api, access: ShopAccess, method: string, path: string, payload?: unknown) {
  const response = await fetch(`${api.url}/shops/${encodeURIComponent(access.shopId)}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${access.accessToken}`,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: payload === undefined ? undefined : JSON.stringify(payload),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => ({}))) as {
    code?: number;
    message?: string;
    field?: string;
    data?: Record<string, unknown>;
  };
  if (response.status === 401) throw new ChannelTokenExpired(body.message ?? 'access token expired');
  if (!response.ok)
    throw new ChannelRefused(body.message ?? `HTTP ${response.status}`, response.status, body.field);
  return { code: body.code ?? 0, message: body.message ?? '', data: body.data ?? {} };
}

/** The authorise address with a fresh state and a PKCE challenge; the secrets stay with the server. */
function authoriseAt(api: Api, clientId: string, redirectUri: string) {
  const secrets: AuthoriseSecrets = {
    state: randomBytes(16).toString('base64url'),
    codeVerifier: randomBytes(32).toString('base64url'),
  };
  const url = new URL(`${api.url}/oauth/authorize`);
  url.search = fields({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: redirectUri,
    state: secrets.state,
    code_challenge: createHash('sha256').update(secrets.codeVerifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  return { url: url.href, secrets };
}

/** The callback's code for the shop's tokens; a state that is not ours, or no code, is refused. */
async function exchangeCode(api: Api, callbackUrl: URL, secrets: AuthoriseSecrets, redirectUri: string) {
  const query = callbackUrl.searchParams;
  if (query.get('state') !== secrets.state) throw new ChannelRefused('state does not match', 400);
  const code = query.get('code');
  if (!code) throw new ChannelRefused(query.get('error') ?? 'no code', 400);
  return tokenRequest(api, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    code_verifier: secrets.codeVerifier,
  });
}

/** A listing draft as the item API takes it: yuan as "59.90", the outer id our item's. */
const itemBody = (draft: ListingDraft) => ({
  outerId: draft.sourceItemId,
  title: draft.title,
  price: yuan(draft.priceCents),
  pictures: draft.pictures,
  skus: draft.skus.map((sku) => ({
    colour: sku.colour,
    size: sku.size,
    stock: sku.stock,
    price: yuan(sku.priceCents),
  })),
  descriptionImages: draft.descriptionImages,
  allowDuplicate: draft.allowDuplicate ?? false,
  splitTooLongDesc: draft.splitTooLongDesc ?? false,
});

/** The item API's answer to a new item, by its code (spec 2 §4); an unknown code is a refusal. */
function addOutcomeOf({ code, message, data }: Awaited<ReturnType<typeof shopCall>>): AddOutcome {
  switch (code) {
    case 200:
      if (data.needVerification === true) {
        return { kind: 'needs-verification', verificationUrl: String(data.verificationUrl) };
      }
      return {
        kind: 'listed',
        toItemId: String(data.toItemId),
        uploadTime: new Date(String(data.uploadTime)),
        itemUrl: String(data.itemUrl),
        droppedDescriptionImages: Number(data.droppedDescriptionImages ?? 0),
      };
    case 201:
      return {
        kind: 'listed-before',
        toItemId: String(data.toItemId),
        uploadTime: new Date(String(data.uploadTime)),
      };
    case 1002:
      return {
        kind: 'description-too-tall',
        height: Number(data.height),
        maxHeight: Number(data.maxHeight),
        fittingImages: Number(data.fittingImages),
      };
    case 1003:
      return {
        kind: 'main-images-refused',
        ratio: String(data.ratio),
        images: data.images as Extract<AddOutcome, { kind: 'main-images-refused' }>['images'],
      };
    case 1004:
      return { kind: 'image-unreadable', url: String(data.url) };
    case 5001:
      return { kind: 'image-space-full' };
    default:
      throw new ChannelRefused(message || `unknown answer code ${code}`, 502);
  }
}

/**
 * A platform speaking the open-platform protocol the sandbox plays: OAuth 2 with PKCE and refresh
 * tokens for shop authorisation; a JSON item API answering `code` per spec 2 §4 (200, 201, 1002,
 * 5001; 1003 and 1004 for refused and unreadable pictures).
 */
export function createOpenPlatformChannel(settings: OpenPlatformSettings): ChannelAdapter {
  const api: Api = {
    url: settings.apiUrl.replace(/\/$/, ''),
    clientAuth: `Basic ${Buffer.from(
      `${encodeURIComponent(settings.clientId)}:${encodeURIComponent(settings.clientSecret)}`,
    ).toString('base64')}`,
  };
  const itemPath = (toItemId: string, action = '') => `/items/${encodeURIComponent(toItemId)}${action}`;
  return {
    channel: settings.channel,
    authorise: (redirectUri) => authoriseAt(api, settings.clientId, redirectUri),
    exchangeCode: (callbackUrl, secrets, redirectUri) => exchangeCode(api, callbackUrl, secrets, redirectUri),
    refresh: (refreshToken) =>
      tokenRequest(api, { grant_type: 'refresh_token', refresh_token: refreshToken }),
    precheckRules: (shop): PrecheckRules => ({
      mainImages: HAS_MAIN_IMAGE_RULE.includes(settings.channel)
        ? MAIN_IMAGE_RULES[shop.imageCropRatio]
        : null,
      description: DESCRIPTION,
    }),
    async verification(access) {
      const { data } = await shopCall(api, access, 'GET', '/verification');
      return {
        needVerification: data.needVerification === true,
        verificationUrl: typeof data.verificationUrl === 'string' ? data.verificationUrl : null,
      };
    },
    addItem: async (access, draft) =>
      addOutcomeOf(await shopCall(api, access, 'POST', '/items', itemBody(draft))),
    async updateItem(access, toItemId, change: ItemChange) {
      await shopCall(api, access, 'PATCH', itemPath(toItemId), changeBody(change));
    },
    async delist(access, toItemId) {
      await shopCall(api, access, 'POST', itemPath(toItemId, '/delist'));
    },
    async relist(access, toItemId, change: ItemChange) {
      const { data } = await shopCall(api, access, 'POST', itemPath(toItemId, '/relist'), changeBody(change));
      return { relisted: data.relisted === true };
    },
  };
}

/** A price and SKU change as the item API takes it: yuan as "59.90", only the parts given. */
const changeBody = (change: ItemChange) => ({
  ...(change.priceCents === undefined ? {} : { price: yuan(change.priceCents) }),
  ...(change.skus
    ? {
        skus: change.skus.map((sku) => ({
          colour: sku.colour,
          size: sku.size,
          ...(sku.stock === undefined ? {} : { stock: sku.stock }),
          ...(sku.priceCents === undefined ? {} : { price: yuan(sku.priceCents) }),
        })),
      }
    : {}),
});
