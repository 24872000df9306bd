import type { FastifyInstance } from 'fastify';
import { type Channel, isChannel, type ListingClient, SHOP_SCOPE } from './channels.ts';
import type { createGrantStore } from './grants.ts';
import type { Shop, ShopStore } from './listing-shops.ts';
import { openAuthorisation, redeemCode } from './oauth-steps.ts';
import { clientCredentials, oauthError, one } from './oauth-wire.ts';
import { channelErrorPage, shopConsentPage } from './shop-pages.ts';

type ShopGrants = ReturnType<typeof createGrantStore<Shop>>;

/**
 * Shop authorisation, OAuth 2 per platform under /open/{channel}/oauth: the seller picks a test seller's
 * shop and allows; the code (PKCE S256) and then refresh tokens give access tokens bound to the client
 * and that shop. The answer names the shop and its template's main-picture ratio (spec 2 §3).
 */
export function registerShopOAuth(
  app: FastifyInstance,
  options: { clients: ListingClient[]; grants: ShopGrants; shops: ShopStore },
) {
  const { grants, shops } = options;
  const clientOf = (channel: Channel, clientId: string) =>
    options.clients.find((c) => c.channel === channel && c.clientId === clientId);

  app.get<{ Params: { channel: string }; Querystring: Record<string, unknown> }>(
    '/open/:channel/oauth/authorize',
    async (request, reply) => {
      const { channel } = request.params;
      if (!isChannel(channel)) return reply.status(404).send({ error: 'not_found' });
      const query = request.query;
      const opened = openAuthorisation(reply, query, {
        platform: channel,
        client: clientOf(channel, one(query.client_id)),
        scope: SHOP_SCOPE,
        grants,
        refusalPage: (message) => channelErrorPage(channel, message),
      });
      if ('answered' in opened) return opened.answered;
      const { requestId } = opened;
      reply.type('text/html').header('cache-control', 'no-store');
      return shopConsentPage({
        channel,
        requestId,
        clientId: one(query.client_id),
        shops: shops.shopsOf(channel),
      });
    },
  );

  app.post<{ Params: { channel: string }; Body: Record<string, unknown> }>(
    '/open/:channel/oauth/decide',
    async (request, reply) => {
      const { channel } = request.params;
      if (!isChannel(channel)) return reply.status(404).send({ error: 'not_found' });
      const body = request.body ?? {};
      const requestId = one(body.request);
      const pending = grants.request(requestId);
      reply.type('text/html');
      if (!pending || pending.platform !== channel) {
        return reply
          .status(410)
          .send(channelErrorPage(channel, '授权请求已过期 this request expired, start again'));
      }
      grants.closeRequest(requestId);
      const url = new URL(pending.redirectUri);
      const shop = shops.shop(channel, one(body.shop));
      if (one(body.decision) === 'allow' && shop)
        url.searchParams.set('code', grants.issueCode(pending, shop));
      else url.searchParams.set('error', 'access_denied');
      url.searchParams.set('state', pending.state);
      return reply.redirect(url.href, 303);
    },
  );

  app.post<{ Params: { channel: string }; Body: Record<string, unknown> }>(
    '/open/:channel/oauth/token',
    async (request, reply) => {
      const { channel } = request.params;
      if (!isChannel(channel)) return reply.status(404).send({ error: 'not_found' });
      const body = request.body ?? {};
      const credentials = clientCredentials(request);
      const client = clientOf(channel, credentials.id);
      if (!client || client.clientSecret !== credentials.secret) {
        return oauthError(reply, 401, 'invalid_client', 'client authentication failed');
      }
      let shop: Shop;
      const grantType = one(body.grant_type);
      if (grantType === 'authorization_code') {
        const redeemed = redeemCode(body, { platform: channel, clientId: client.clientId, grants });
        if ('refusal' in redeemed) return oauthError(reply, 400, 'invalid_grant', redeemed.refusal);
        shop = redeemed.account;
      } else if (grantType === 'refresh_token') {
        const grant = grants.takeRefreshToken(one(body.refresh_token));
        if (!grant || grant.platform !== channel || grant.clientId !== client.clientId) {
          return oauthError(
            reply,
            400,
            'invalid_grant',
            'refresh token unknown, used, expired or not for this client',
          );
        }
        shop = grant.account;
      } else {
        return oauthError(reply, 400, 'unsupported_grant_type', 'authorization_code or refresh_token');
      }
      const { token, expiresIn } = grants.issueToken(channel, client.clientId, shop);
      reply.header('cache-control', 'no-store');
      return {
        access_token: token,
        token_type: 'Bearer',
        expires_in: expiresIn,
        refresh_token: grants.issueRefreshToken(channel, client.clientId, shop),
        scope: SHOP_SCOPE,
        shop_id: shop.id,
        shop_name: shop.name,
        seller_nick: shop.sellerNick,
        image_crop_ratio: shop.imageCropRatio,
      };
    },
  );
}
