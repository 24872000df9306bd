// payments: plain values (codes, limits, patterns), zod-free so the pages can use them; the schemas build on them.

/** An order's payment state as the result page shows it: always the server's record. */
export const PAYMENT_STATES = ['pending', 'paid', 'failed'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** How a buyer can pay; `sandbox` is the local stand-in for a real provider (Alipay, WeChat Pay). */
export const PAYMENT_METHODS = ['sandbox', 'alipay', 'wechatpay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Order numbers: SH, the date and 10 random digits. */
export const ORDER_NO_PATTERN = /^SH\d{18}$/;

/** Ours, in the spec's family: where providers post a payment's outcome, server to server. */
export const PAYMENT_NOTIFY_PATH = '/apic/payment/notify';

/** Where a checkout takes its lines from: the cart (/cart.html, 进货车) or the purchase list (进货单). */
export const CHECKOUT_SOURCES = ['cart', 'purchase'] as const;
export type CheckoutSource = (typeof CHECKOUT_SOURCES)[number];

/** Most lines one checkout may name (a cart holds at most this many SKUs worth paying at once). */
export const CHECKOUT_LINES_MAX = 200;

/**
 * The delivery services the city markets' consolidation centres ship with (spec 3 §7
 * `/apic/citymarket/distribute-support-list`; the spec lists no services, these are ours, decision 049).
 * A parcel leaves each city market of an order: it costs `firstCents` for up to `firstPieces` pieces and
 * `extraCents` for each piece past them.
 */
export const DELIVERY_SERVICES = [
  { code: 'zto', firstCents: 800, firstPieces: 5, extraCents: 50, days: [2, 4], cities: 'all' },
  { code: 'yto', firstCents: 700, firstPieces: 5, extraCents: 60, days: [2, 5], cities: 'all' },
  { code: 'sf', firstCents: 1800, firstPieces: 3, extraCents: 150, days: [1, 2], cities: 'all' },
  {
    code: 'jd',
    firstCents: 1500,
    firstPieces: 3,
    extraCents: 120,
    days: [1, 3],
    cities: ['gz', 'hz', 'hznz'],
  },
  {
    code: 'freight',
    firstCents: 3000,
    firstPieces: 50,
    extraCents: 10,
    days: [3, 6],
    cities: ['gz', 'pn', 'xt', 'jfn'],
  },
] as const satisfies readonly {
  code: string;
  firstCents: number;
  firstPieces: number;
  extraCents: number;
  days: readonly [number, number];
  cities: 'all' | readonly string[];
}[];
export type DeliveryCode = (typeof DELIVERY_SERVICES)[number]['code'];
export const DELIVERY_CODES = DELIVERY_SERVICES.map((s) => s.code) as [DeliveryCode, ...DeliveryCode[]];

/** The value-added quality check (质检) the stalls' pickers do per piece, in fen (`/shopc/vas/...`). */
export const QUALITY_CHECK_CENTS_PER_PIECE = 50;
