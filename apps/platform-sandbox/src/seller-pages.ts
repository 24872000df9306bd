import type { FastifyInstance } from 'fastify';
import { CHANNELS, type Channel, isChannel } from './channels.ts';
import type { ImageSizes } from './image-sizes.ts';
import type { ShopStore } from './listing-shops.ts';
import {
  channelErrorPage,
  IMAGE_SPACE_PATH,
  shopIndexPage,
  shopPage,
  verificationPage,
} from './shop-pages.ts';

/**
 * The pages a seller opens in the sandbox: the shops with what arrived (where the seller may delete an
 * item, as in a platform's seller centre), and face verification.
 */
export function registerSellerPages(app: FastifyInstance, shops: ShopStore, images: ImageSizes) {
  // The platform's image space: a listed item's pictures as the shop pages show them. The app's storage
  // answers Cross-Origin-Resource-Policy: same-origin, so its addresses drawn on this origin are broken
  // pictures (issue 26 point 9h); a real platform copies the seller's pictures into its own space too.
  // Only the app's storage origins are read, so this is no open proxy.
  app.get<{ Querystring: { url?: string } }>(IMAGE_SPACE_PATH, async (request, reply) => {
    const url = request.query.url ?? '';
    if (!images.allowed(url)) return reply.status(404).send({ error: 'not_found' });
    const picture = await images.fetchPicture(url).catch(() => null);
    if (!picture?.type.startsWith('image/')) return reply.status(404).send({ error: 'not_found' });
    return reply
      .type(picture.type)
      .header('cache-control', 'public, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(picture.bytes);
  });

  app.get('/shops', async (_request, reply) => {
    const all = (Object.keys(CHANNELS) as Channel[]).flatMap((channel) => shops.shopsOf(channel));
    return reply.type('text/html').header('cache-control', 'no-store').send(shopIndexPage(all));
  });

  app.get<{ Params: { channel: string; shopId: string } }>(
    '/shops/:channel/:shopId',
    async (request, reply) => {
      const { channel, shopId } = request.params;
      const shop = isChannel(channel) ? shops.shop(channel, shopId) : undefined;
      reply.type('text/html').header('cache-control', 'no-store');
      if (!shop) return reply.status(404).send(channelErrorPage('taobao', '没有这个店铺 No such shop'));
      return shopPage(shop);
    },
  );

  app.post<{ Params: { channel: string; shopId: string; itemId: string } }>(
    '/shops/:channel/:shopId/items/:itemId/delete',
    async (request, reply) => {
      const { channel, shopId, itemId } = request.params;
      const shop = isChannel(channel) ? shops.shop(channel, shopId) : undefined;
      if (!shop || !shops.remove(shop, itemId)) {
        return reply
          .status(404)
          .type('text/html')
          .send(channelErrorPage('taobao', '没有这个商品 No such item'));
      }
      return reply.redirect(`/shops/${channel}/${encodeURIComponent(shopId)}`, 303);
    },
  );

  app.get<{ Params: { channel: string; ticket: string } }>(
    '/open/:channel/verify/:ticket',
    async (request, reply) => {
      const shop = shops.byTicket(request.params.ticket);
      reply.type('text/html').header('cache-control', 'no-store');
      if (!shop || shop.channel !== request.params.channel) {
        return reply.status(404).send(channelErrorPage('taobao', '验证链接无效 Invalid verification link'));
      }
      return verificationPage(shop, request.params.ticket, !shop.needsVerification);
    },
  );

  app.post<{ Params: { channel: string; ticket: string } }>(
    '/open/:channel/verify/:ticket',
    async (request, reply) => {
      const shop = shops.byTicket(request.params.ticket);
      reply.type('text/html').header('cache-control', 'no-store');
      if (!shop || shop.channel !== request.params.channel) {
        return reply.status(404).send(channelErrorPage('taobao', '验证链接无效 Invalid verification link'));
      }
      shop.needsVerification = false;
      return verificationPage(shop, request.params.ticket, true);
    },
  );
}
