import type { FastifyInstance } from 'fastify';
import { CHANNELS, type Channel, isChannel } from './channels.ts';
import type { ShopStore } from './listing-shops.ts';
import { channelErrorPage, shopIndexPage, shopPage, verificationPage } from './shop-pages.ts';

/**
 * The pages a seller opens in the sandbox: the shops with what arrived (where the seller may delete an
 * item, as in a platform's seller centre), and face verification.
 */
export function registerSellerPages(app: FastifyInstance, shops: ShopStore) {
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
