import {
  deliveryServicesOf,
  distributeSupportList,
  getOrderConfirmList,
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
import type { CheckoutService } from './checkout-service.ts';
import type { OrdersService } from './service.ts';

const localePrefix = (lang: Language) => (lang === 'cn' ? '' : `/${lang}`);

const yuan = (cents: number) => cents / 100;

export function ordersRoutes(
  app: FastifyInstance,
  deps: { orders: OrdersService; checkout: CheckoutService; siteOrigin: SiteOrigin },
) {
  const { orders, checkout } = deps;

  registerCall(app, distributeSupportList, async ({ city }) => ({
    city,
    services: deliveryServicesOf(city).map((service) => ({
      code: service.code,
      fee: yuan(service.firstCents),
      firstPieces: service.firstPieces,
      extraFee: yuan(service.extraCents),
      daysMin: service.days[0],
      daysMax: service.days[1],
    })),
  }));

  registerCall(app, getOrderConfirmList, async (input, request) =>
    checkout.quote(signedInUser(request), input, viewerOf(request).lang),
  );

  // The chosen lines become an order; every amount is the server's, from the SKU rows and the rules.
  registerCall(app, payConfirmPost, async (input, request) =>
    checkout.create(signedInUser(request), input, viewerOf(request).lang),
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

  // The signature is over the exact bytes sent, so this route reads its body unparsed, whatever its type: a
  // form-encoded or any other body is text whose signature does not match, 400 (decision 023), never a parse.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(PAYMENT_NOTIFY_PATH, async (request, reply) => {
      const acknowledgement = await orders.notify(String(request.body ?? ''), request.headers);
      return reply.type('text/plain').send(acknowledgement);
    });
  });
}
