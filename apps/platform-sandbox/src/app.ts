import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ListingClient } from './channels.ts';
import { createGrantStore } from './grants.ts';
import { createImageSizes } from './image-sizes.ts';
import { type HeldAdd, registerItemApi } from './item-api.ts';
import { createShopStore, type Shop } from './listing-shops.ts';
import { registerPayments, type SandboxMerchant } from './payments.ts';
import type { SandboxClient } from './platforms.ts';
import { registerSellerPages } from './seller-pages.ts';
import { registerShopOAuth } from './shop-oauth.ts';
import { registerSignInOAuth } from './sign-in-oauth.ts';

export interface SandboxOptions {
  /** The sandbox's own address as browsers and the app reach it, e.g. http://127.0.0.1:3002. */
  baseUrl: () => string;
  clients: SandboxClient[];
  /** Applications that list into sellers' shops (/open/{channel}). */
  listingClients?: ListingClient[];
  /** Origins of the app's storage: the only places the item API fetches pictures from. */
  imageOrigins?: string[];
  /** Shop access-token lifetime; tests shorten it to see expiry and refresh. */
  shopTokenLifetimeMs?: number;
  /** The clock of shop tokens and listings; tests move it on. */
  now?: () => number;
  /** Called before an item add is answered, which waits for it: tests make a platform slow with it. */
  holdAdd?: (add: HeldAdd) => Promise<void> | undefined;
  /** Merchants of the payment gateway stand-in (/pay/checkout). */
  merchants?: SandboxMerchant[];
  logger?: boolean;
}

/**
 * The stand-in for the resale platforms' open APIs: their OAuth 2 sign-in (sign-in-oauth.ts); the
 * payment gateway's checkout (payments.ts); and listing into test sellers' shops (shop-oauth.ts,
 * item-api.ts, seller-pages.ts).
 */
export async function buildSandbox(options: SandboxOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  await app.register(fastifyFormbody);
  registerSignInOAuth(app, { baseUrl: options.baseUrl, clients: options.clients });
  registerPayments(app, options.merchants ?? []);

  const now = options.now ?? Date.now;
  const shopGrants = createGrantStore<Shop>({ now, tokenLifetimeMs: options.shopTokenLifetimeMs });
  const shops = createShopStore(now);
  const images = createImageSizes(() => options.imageOrigins ?? []);
  registerShopOAuth(app, { clients: options.listingClients ?? [], grants: shopGrants, shops });
  registerItemApi(app, {
    grants: shopGrants,
    shops,
    images,
    baseUrl: options.baseUrl,
    now,
    holdAdd: options.holdAdd,
  });
  registerSellerPages(app, shops, images);

  return app;
}
