import {
  type Address,
  type checkoutInput,
  type DeliveryCode,
  deliveryServicesForCities,
  type Language,
  type OrderConfirm,
  parcelFeeCents,
  QUALITY_CHECK_CENTS_PER_PIECE,
  type ShipTo,
} from '@stallhub/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { HttpError } from '../../http/errors.ts';
import type { AddressesService } from '../addresses/index.ts';
import type { CartService, CheckoutSourceLine } from '../cart/index.ts';
import type { CouponsService, OrderCouponParts, OrderCouponsService } from '../coupons/index.ts';
import type { StallsService } from '../stalls/index.ts';
import { orderMessage } from './messages.ts';
import { newOrderNumber } from './order-number.ts';
import { insertOrder } from './repository.ts';

export type Checkout = z.output<typeof checkoutInput>;
type Deps = {
  cart: CartService;
  addresses: AddressesService;
  shops: StallsService;
  orderCoupons: OrderCouponsService;
  coupons: CouponsService;
};

const yuan = (cents: number) => cents / 100;
const cents = (yuanAmount: number) => Math.round(yuanAmount * 100);

interface StallParcel {
  shopId: number;
  shopName: string;
  city: string;
  market: string;
  lines: CheckoutSourceLine[];
}

const piecesOf = (lines: readonly CheckoutSourceLine[]) => lines.reduce((sum, l) => sum + l.amount, 0);
const goodsCentsOf = (lines: readonly CheckoutSourceLine[]) =>
  lines.reduce((sum, l) => sum + cents(l.sku.price) * l.amount, 0);

/** What one delivery service charges for an order's parcels: one parcel per city market. */
function deliveryCentsFor(code: DeliveryCode, parcels: readonly StallParcel[]): number {
  const piecesByCity = new Map<string, number>();
  for (const parcel of parcels) {
    piecesByCity.set(parcel.city, (piecesByCity.get(parcel.city) ?? 0) + piecesOf(parcel.lines));
  }
  return [...piecesByCity.values()].reduce((sum, pieces) => sum + parcelFeeCents(code, pieces), 0);
}

type StallSummaries = Awaited<ReturnType<StallsService['summaries']>>;

/** The lines that can be bought, one parcel per stall, and the ones that cannot (the shortfalls). */
function parcelsOf(lines: readonly CheckoutSourceLine[], stalls: StallSummaries) {
  const buyable = lines.filter((l) => l.shortfall === null);
  const parcels = new Map<number, StallParcel>();
  for (const line of buyable) {
    const shopId = line.item.shopId;
    let parcel = parcels.get(shopId);
    if (!parcel) {
      const shop = stalls.get(shopId);
      parcel = {
        shopId,
        shopName: shop?.name ?? '',
        city: shop?.city ?? '',
        market: [shop?.subName, shop?.floor, shop?.position].filter(Boolean).join(' '),
        lines: [],
      };
      parcels.set(shopId, parcel);
    }
    parcel.lines.push(line);
  }
  return { parcels: [...parcels.values()], shortfalls: lines.filter((l) => l.shortfall !== null), buyable };
}

/** A bundle's order parts take off at most the delivery and the quality check they are for. */
const discountCentsFor = (parts: OrderCouponParts, deliveryCents: number, qualityCheckCents: number) =>
  Math.min(cents(parts.expressAmount), deliveryCents) +
  Math.min(cents(parts.checkQualityAmount), qualityCheckCents);

const shipToOf = ({ id: _id, isDefault: _default, ...address }: Address): ShipTo => address;

const refuse = (lang: Language, key: Parameters<typeof orderMessage>[1], status = 400) =>
  new HttpError(status, orderMessage(lang, key), status);

const linesOf = (deps: Deps, on: Db, userId: number, checkout: Checkout, lang: Language, lock = false) =>
  deps.cart.checkoutLines(on, userId, checkout.source, checkout.lineIds, lang, lock);

/**
 * The stalls of lines, read outside any transaction: the stalls module reads on its own connection,
 * which a transaction on PGlite's single one would wait for. An item's stall never changes, so the
 * stalls read before the order's transaction are those of the lines it locks.
 */
const stallsOf = (deps: Deps, lines: readonly CheckoutSourceLine[], lang: Language) =>
  deps.shops.summaries(
    lines.map((l) => l.item.shopId),
    lang,
  );

/** The services that carry the whole order, each with what it costs this order, cheapest first. */
function deliveryOptions(parcels: readonly StallParcel[]) {
  const cities = [...new Set(parcels.map((p) => p.city))];
  return deliveryServicesForCities(cities)
    .map((service) => ({ service, cents: deliveryCentsFor(service.code, parcels) }))
    .sort((a, b) => a.cents - b.cents);
}

/** A chosen line that cannot be bought now, and why (too few in stock, off shelf). */
const shortfallOf = (line: CheckoutSourceLine) => ({
  lineId: line.lineId,
  vid: line.item.vid,
  title: line.item.title,
  indexImgUrl: line.item.indexImgUrl,
  color: line.sku.colorName,
  size: line.sku.sizeName,
  amount: line.amount,
  stock: line.sku.stock,
  reason: line.shortfall!,
});

const groupOf = (parcel: StallParcel) => ({
  shopId: parcel.shopId,
  shopName: parcel.shopName,
  city: parcel.city,
  market: parcel.market,
  pieces: piecesOf(parcel.lines),
  goods: yuan(goodsCentsOf(parcel.lines)),
  lines: parcel.lines.map(toCheckoutLine),
});

/** The order a checkout would make, as `/shopc/vas/getOrderConfirmList` shows it; nothing is written. */
async function quoteCheckout(
  db: Db,
  deps: Deps,
  userId: number,
  checkout: Checkout,
  lang: Language,
): Promise<OrderConfirm> {
  const lines = await linesOf(deps, db, userId, checkout, lang);
  const { parcels, shortfalls, buyable } = parcelsOf(lines, await stallsOf(deps, lines, lang));
  const options = deliveryOptions(parcels);
  const chosen = options.find((o) => o.service.code === checkout.delivery) ?? options[0];
  const deliveryCents = chosen?.cents ?? 0;
  const pieces = piecesOf(buyable);
  const qualityCheckCents = checkout.qualityCheck ? pieces * QUALITY_CHECK_CENTS_PER_PIECE : 0;
  const goodsCents = goodsCentsOf(buyable);

  const [book, bundles, newUser] = await Promise.all([
    deps.addresses.list(userId),
    deps.orderCoupons.ofBuyer(userId),
    deps.coupons.newUserInfo(userId),
  ]);
  const address = book.find((a) => a.id === checkout.addressId) ?? book.find((a) => a.isDefault) ?? book[0];
  const coupons = bundles.map((bundle) => ({
    id: bundle.id,
    name: bundle.name,
    expressAmount: bundle.expressAmount,
    checkQualityAmount: bundle.checkQualityAmount,
    expiresAt: bundle.expiresAt.toISOString(),
    usable: bundle.usable,
    discount: bundle.usable ? yuan(discountCentsFor(bundle, deliveryCents, qualityCheckCents)) : 0,
  }));
  const coupon = coupons.find((c) => c.id === checkout.couponId && c.usable);
  const discountCents = cents(coupon?.discount ?? 0);

  return {
    source: checkout.source,
    groups: parcels.map(groupOf),
    shortfalls: shortfalls.map(shortfallOf),
    addresses: book,
    addressId: address?.id ?? null,
    deliveryOptions: options.map(({ service, cents: fee }) => ({
      code: service.code,
      fee: yuan(fee),
      daysMin: service.days[0],
      daysMax: service.days[1],
    })),
    delivery: chosen?.service.code ?? null,
    qualityCheck: checkout.qualityCheck,
    coupons,
    couponId: coupon?.id ?? null,
    claimablePlanId: newUser.receiveEnableFlag ? newUser.couponSendPlanId : null,
    pieces,
    goods: yuan(goodsCents),
    deliveryFee: yuan(deliveryCents),
    qualityCheckFee: yuan(qualityCheckCents),
    discount: yuan(discountCents),
    total: yuan(goodsCents + deliveryCents + qualityCheckCents - discountCents),
  };
}

/**
 * Makes the order in one transaction: the chosen lines are locked (a second checkout of them waits,
 * then finds them gone), the coupon is used by one conditional update, the order and its lines are
 * written and the ordered lines leave the cart or the purchase list. Lines that cannot be bought now
 * stay where they are.
 */
async function placeOrder(db: Db, deps: Deps, userId: number, checkout: Checkout, lang: Language) {
  if (checkout.addressId === undefined) throw refuse(lang, 'noAddress');
  const address = (await deps.addresses.list(userId)).find((a) => a.id === checkout.addressId);
  if (!address) throw refuse(lang, 'noSuchAddress');
  const stalls = await stallsOf(deps, await linesOf(deps, db, userId, checkout, lang), lang);
  return db.transaction(async (tx) => {
    const { parcels, buyable } = parcelsOf(await linesOf(deps, tx, userId, checkout, lang, true), stalls);
    if (buyable.length === 0) throw refuse(lang, 'nothingToPay');
    const options = deliveryOptions(parcels);
    const chosen =
      checkout.delivery === undefined
        ? options[0]
        : options.find((o) => o.service.code === checkout.delivery);
    if (!chosen) throw refuse(lang, 'deliveryNotOffered');
    const pieces = piecesOf(buyable);
    const goodsCents = goodsCentsOf(buyable);
    const qualityCheckCents = checkout.qualityCheck ? pieces * QUALITY_CHECK_CENTS_PER_PIECE : 0;
    let discountCents = 0;
    if (checkout.couponId !== undefined) {
      const parts = await deps.orderCoupons.useForOrder(tx, userId, checkout.couponId);
      if (!parts) throw refuse(lang, 'couponUnusable', 409);
      discountCents = discountCentsFor(parts, chosen.cents, qualityCheckCents);
    }
    const totalCents = goodsCents + chosen.cents + qualityCheckCents - discountCents;
    const order = await insertOrder(
      tx,
      {
        no: newOrderNumber('SH'),
        userId,
        totalCents,
        goodsCents,
        deliveryCents: chosen.cents,
        qualityCheckCents,
        discountCents,
        delivery: chosen.service.code,
        qualityCheck: checkout.qualityCheck,
        couponReceiptId: checkout.couponId ?? null,
        shipTo: shipToOf(address),
        pieces,
      },
      buyable.map((line) => ({
        itemId: line.item.id,
        shopId: line.item.shopId,
        skuId: line.sku.id,
        vid: line.item.vid,
        // The catalogue's Chinese source title, not the page's translation: lines are named in each
        // reader's language when read (line-names.ts), and keep the source as the fallback and for search.
        title: line.item.sourceTitle,
        color: line.sku.color,
        size: line.sku.size,
        artNo: line.item.artNo,
        indexImgUrl: line.item.indexImgUrl,
        priceCents: cents(line.sku.price),
        amount: line.amount,
      })),
    );
    await deps.cart.removeOrdered(
      tx,
      userId,
      checkout.source,
      buyable.map((l) => l.lineId),
    );
    return { orderNo: order.no, total: yuan(totalCents) };
  });
}

/**
 * Checkout (issue 16 point 1, docs/decisions/049): the chosen lines of the cart or the purchase list,
 * grouped by stall, shipped to an address of the buyer's book by a service that ships from every city
 * market of the order, with an optional quality check and a received coupon bundle. Every amount is the
 * server's, from the SKU rows and the rules in contracts; the quote and the order use the same sums.
 */
export function createCheckoutService(db: Db, deps: Deps) {
  return {
    quote: (userId: number, checkout: Checkout, lang: Language) =>
      quoteCheckout(db, deps, userId, checkout, lang),
    create: (userId: number, checkout: Checkout, lang: Language) =>
      placeOrder(db, deps, userId, checkout, lang),
  };
}

function toCheckoutLine(line: CheckoutSourceLine) {
  return {
    lineId: line.lineId,
    itemId: line.item.id,
    vid: line.item.vid,
    title: line.item.title,
    indexImgUrl: line.item.indexImgUrl,
    color: line.sku.colorName,
    size: line.sku.sizeName,
    artNo: line.item.artNo,
    amount: line.amount,
    price: line.sku.price,
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
