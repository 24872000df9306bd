// The seeded app listing into the platform sandbox's Taobao shops, for the listing tests (not a test).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ListingChannel, shopCallbackPath } from '@stallhub/contracts';
import { type HeldAdd, type RunningSandbox, startSandbox } from '@stallhub/platform-sandbox';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { ensureDemoAccounts } from '../demo/accounts.ts';
import { get, TEST_CAPTCHA } from './http-calls.ts';
import { openSeededTestApp, type SeededTestApp } from './seeded-test-app.ts';
import { sellerAllows } from './shop-consent.ts';

export const LISTING_CLIENT_ID = 'stallhub-taobao-shop';

export interface ListingApp extends SeededTestApp {
  sandbox: RunningSandbox;
  /** Stallhub's storage, played by a picture server: the app's public origin too. */
  pictureOrigin: string;
  /** The settings the app was opened with, for a second "process" on the same database. */
  env: Record<string, string>;
  /**
   * The buyer authorises `shopId` as their Taobao shop: the app's address, the seller's consent on the
   * sandbox, the callback. Answers the app's answers to the first call and to the callback.
   */
  authorise(
    cookies: Record<string, string>,
    shopId: string,
    channel?: ListingChannel,
  ): Promise<{ startedBody: string; answer: LightMyRequestResponse; back: URL }>;
  /** The sandbox shop page: what arrived in the shop, as its seller sees it. */
  shopPage(shopId: string, channel?: ListingChannel): Promise<string>;
  /** On-shelf items with SKUs (at least `minSkus`) and 1 to 5 pictures, made-to-order none, in id order. */
  listableItems(count: number, minSkus?: number): Promise<number[]>;
}

/**
 * Storage played by a local server: any address is an 800x800 picture, one with /size-WxH/ in it a
 * picture of that size.
 */
async function startPictures() {
  const made = new Map<string, Buffer>();
  const server = createServer(async (request, response) => {
    const size = /\/size-(\d+)x(\d+)\//.exec(request.url ?? '');
    const key = size ? `${size[1]}x${size[2]}` : '800x800';
    let png = made.get(key);
    if (!png) {
      const [width, height] = key.split('x').map(Number) as [number, number];
      png = await sharp({ create: { width, height, channels: 3, background: '#d8cfc0' } })
        .png()
        .toBuffer();
      made.set(key, png);
    }
    response.writeHead(200, { 'content-type': 'image/png' }).end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/**
 * The seeded app with the demo accounts, its Taobao shop client registered at an in-process sandbox
 * (decision 041), and its storage played by a picture server. `sandboxNow` moves the platform's clock.
 */
export async function openListingApp(options: {
  appSecret: string;
  clientSecret: string;
  env?: Record<string, string>;
  sandboxNow?: () => number;
  /** Keeps the platform's answer to an item add waiting until it settles (a slow platform). */
  holdAdd?: (add: HeldAdd) => Promise<void> | undefined;
  /** The platforms the app is configured for: Taobao unless said (decision 072's tests add Douyin). */
  channels?: readonly ListingChannel[];
}): Promise<ListingApp> {
  const pictures = await startPictures();
  const channels = options.channels ?? ['taobao'];
  const clientId = (channel: ListingChannel) =>
    channel === 'taobao' ? LISTING_CLIENT_ID : `stallhub-${channel}-shop`;
  const sandbox = await startSandbox({
    clients: [],
    listingClients: channels.map((channel) => ({
      channel,
      clientId: clientId(channel),
      clientSecret: options.clientSecret,
      redirectUris: [new URL(shopCallbackPath(channel), pictures.origin).href],
    })),
    imageOrigins: [pictures.origin],
    ...(options.sandboxNow ? { now: options.sandboxNow } : {}),
    holdAdd: options.holdAdd,
  });
  const env = {
    PUBLIC_ORIGIN: pictures.origin,
    APP_SECRET: options.appSecret,
    CAPTCHA_TEST_TOKEN: TEST_CAPTCHA,
    ...Object.fromEntries(
      channels.flatMap((channel) => {
        const prefix = channel.toUpperCase();
        return [
          [`${prefix}_SHOP_CLIENT_ID`, clientId(channel)],
          [`${prefix}_SHOP_CLIENT_SECRET`, options.clientSecret],
          [`${prefix}_OPEN_API_URL`, `${sandbox.baseUrl}/open/${channel}`],
        ];
      }),
    ),
    ...options.env,
  };
  const t = await openSeededTestApp({ env });
  await ensureDemoAccounts(t.database.db);

  return {
    ...t,
    sandbox,
    pictureOrigin: pictures.origin,
    env,
    async authorise(cookies, shopId, channel = 'taobao') {
      const started = await get(t.app, `/apic/listing/authorise?channel=${channel}`, { cookies });
      const back = await sellerAllows(started.body.data.url, shopId);
      const answer = await t.app.inject({ method: 'GET', url: back.pathname + back.search, cookies });
      return { startedBody: started.response.body, answer, back };
    },
    shopPage: async (shopId, channel = 'taobao') =>
      (await fetch(`${sandbox.baseUrl}/shops/${channel}/${shopId}`)).text(),
    async listableItems(count, minSkus = 1) {
      // Items with 1 to 5 pictures: the description of 800x800 pictures stays under the 20,000 px limit.
      const rows = await t.rows<{ id: number }>(sql`
        select i.id from items i
        where i.status = 1 and i.transaction_mode = 1
          and (select count(*) from skus s where s.item_id = i.id) >= ${minSkus}
          and (select count(*) from item_images m where m.item_id = i.id) between 1 and 5
        order by i.id limit ${count}`);
      return rows.map((row) => row.id);
    },
    close: async () => {
      await t.close();
      await sandbox.close();
      pictures.server.close();
    },
  };
}
