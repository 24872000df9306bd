import type { Language, OrderView, PaymentMethod, PaymentState } from '@stallhub/contracts';
import type { Db } from '../../db/connection.ts';
import { HttpError } from '../../http/errors.ts';
import type { PaymentProvider } from '../../outside/payments/payments.ts';
import type { ItemsService, ValueNamesService } from '../catalogue/index.ts';
import { lineNamesFor, namedLine } from './line-names.ts';
import { orderMessage } from './messages.ts';
import { chargesOf } from './order-charges.ts';
import { newOrderNumber } from './order-number.ts';
import {
  buyerOrderByNo,
  insertPayment,
  latestPaymentStatus,
  linesOfOrders,
  lockBuyerOrder,
  lockPaymentWithOrder,
  markOrderPaid,
  type OrderRow,
  pendingPaymentNo,
  settlePayment,
} from './repository.ts';

const yuan = (cents: number) => cents / 100;

/** Where a payment's pages are reached from, for the provider's redirect and notification. */
export interface PaymentUrls {
  returnUrl: (orderNo: string) => string;
  notifyUrl: string;
}

type Deps = { payments?: PaymentProvider; items: ItemsService; valueNames: ValueNamesService };
type Headers = Record<string, string | string[] | undefined>;

/** The buyer's order; another buyer's answers exactly as a missing one: its existence is not disclosed. */
function own(order: OrderRow | undefined, lang: Language): OrderRow {
  if (!order) throw new HttpError(404, orderMessage(lang, 'noOrder'), 404);
  return order;
}

/** One of the buyer's orders, its state read from the payments the providers confirmed. */
async function viewOrder(
  db: Db,
  deps: Deps,
  userId: number,
  orderNo: string,
  lang: Language,
): Promise<OrderView> {
  const order = own(await buyerOrderByNo(db, userId, orderNo), lang);
  const lines = await linesOfOrders(db, [order.id]);
  // Lines keep the stored Chinese title, colour and size; they are named in the asker's language here.
  const names = await lineNamesFor(
    deps,
    lines.map((line) => line.itemId),
    lang,
  );
  const latest = await latestPaymentStatus(db, order.id);
  const state: PaymentState = order.status === 'paid' ? 'paid' : latest === 'failed' ? 'failed' : 'pending';
  return {
    orderNo: order.no,
    state,
    total: yuan(order.totalCents),
    ...chargesOf(order),
    pieces: order.pieces,
    lines: lines.map((line) => ({
      ...namedLine(line, names),
      artNo: line.artNo,
      amount: line.amount,
      price: yuan(line.priceCents),
    })),
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    methods: [...(deps.payments?.methods ?? [])],
  };
}

/**
 * Starts paying an order: its pending attempt with this method again (a second click or a retry sends
 * the buyer to the same provider trade, which the provider will not let be paid twice), else a new one.
 */
async function submitPayment(
  db: Db,
  deps: Deps,
  userId: number,
  orderNo: string,
  method: PaymentMethod,
  urls: PaymentUrls,
  lang: Language,
) {
  const provider = deps.payments;
  if (!provider?.methods.includes(method)) {
    throw new HttpError(400, orderMessage(lang, 'methodUnavailable'), 400);
  }
  return db.transaction(async (tx) => {
    const order = own(await lockBuyerOrder(tx, userId, orderNo), lang);
    if (order.status === 'paid') throw new HttpError(409, orderMessage(lang, 'alreadyPaid'), 409);
    const paymentNo =
      (await pendingPaymentNo(tx, order.id, { provider: provider.name, method })) ??
      (await insertPayment(tx, {
        no: newOrderNumber('PY'),
        orderId: order.id,
        provider: provider.name,
        method,
        amountCents: order.totalCents,
      }));
    return {
      redirectUrl: provider.checkoutUrl({
        paymentNo,
        orderNo: order.no,
        amountCents: order.totalCents,
        currency: 'CNY',
        subject: orderMessage(lang, 'subject', { orderNo: order.no }),
        returnUrl: urls.returnUrl(order.no),
        notifyUrl: urls.notifyUrl,
      }),
    };
  });
}

/**
 * A provider's notification. Only a correctly signed one for a payment of ours, of this order and the
 * exact amount, changes anything; a repeated one finds the payment settled and changes nothing.
 * Answers the provider's acknowledgement, or throws (the provider will try again later).
 */
async function paymentNotified(db: Db, deps: Deps, rawBody: string, headers: Headers): Promise<string> {
  const provider = deps.payments;
  const notice = provider?.readNotice(rawBody, headers);
  if (!provider || !notice) throw new HttpError(400, 'notification signature refused', 400);
  return db.transaction(async (tx) => {
    const found = await lockPaymentWithOrder(tx, notice.paymentNo, provider.name);
    if (!found) throw new HttpError(404, 'no such payment', 404);
    const { payment, order } = found;
    if (order.no !== notice.orderNo) throw new HttpError(400, 'payment is not for this order', 400);
    if (notice.amountCents !== payment.amountCents || notice.currency !== payment.currency) {
      throw new HttpError(400, 'amount does not match the payment', 400);
    }
    if (payment.status !== 'pending') return provider.acknowledgement;
    await settlePayment(tx, payment.id, { status: notice.outcome, providerTradeNo: notice.providerTradeNo });
    if (notice.outcome === 'paid') await markOrderPaid(tx, order.id);
    return provider.acknowledgement;
  });
}

/**
 * Orders made at checkout (checkout-service.ts) and their payment through a provider (docs/decisions/023-payments.md).
 * Amounts come from the SKU rows only; an order is paid only by the provider's signed notification.
 */
export function createOrdersService(db: Db, deps: Deps) {
  return {
    view: (userId: number, orderNo: string, lang: Language) => viewOrder(db, deps, userId, orderNo, lang),
    submit: (userId: number, orderNo: string, method: PaymentMethod, urls: PaymentUrls, lang: Language) =>
      submitPayment(db, deps, userId, orderNo, method, urls, lang),
    notify: (rawBody: string, headers: Headers) => paymentNotified(db, deps, rawBody, headers),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
