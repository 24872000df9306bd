import {
  type Language,
  PAYMENT_NOTIFY_PATH,
  payConfirm,
  payConfirmPost,
  paymentSubmit,
} from '@stallhub/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/envelope.ts';
import { signedInUser } from '../../http/signed-in.ts';
import type { SiteOrigin } from '../../http/site-origin.ts';
import { viewerOf } from '../../http/viewer.ts';
import type { OrdersService } from './service.ts';

const localePrefix = (lang: Language) => (lang === 'cn' ? '' : `/${lang}`);

export function ordersRoutes(app: FastifyInstance, deps: { orders: OrdersService; siteOrigin: SiteOrigin }) {
  const { orders } = deps;

  // The purchase list becomes an order; the amount is the server's sum of the SKUs' current prices.
  registerCall(app, payConfirmPost, async (_input, request) =>
    orders.createFromPurchaseList(signedInUser(request), viewerOf(request).lang),
  );

  registerCall(app, payConfirm, async (input, request) =>
    orders.view(signedInUser(request), input.orderNo, viewerOf(request).lang),
  );

  registerCall(app, paymentSubmit, async (input, request) => {
    const userId = signedInUser(request);
    const lang = input.lang ?? viewerOf(request).lang;
    const base = deps.siteOrigin(request);
    return orders.submit(
      userId,
      input.orderNo,
      input.method,
      {
        returnUrl: (orderNo) => `${base}${localePrefix(lang)}/user/payResult.html?orderNo=${orderNo}`,
        notifyUrl: `${base}${PAYMENT_NOTIFY_PATH}`,
      },
      lang,
    );
  });

  // The signature is over the exact bytes sent, so this route reads its body unparsed.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(PAYMENT_NOTIFY_PATH, async (request, reply) => {
      const acknowledgement = await orders.notify(String(request.body ?? ''), request.headers);
      return reply.type('text/plain').send(acknowledgement);
    });
  });
}
