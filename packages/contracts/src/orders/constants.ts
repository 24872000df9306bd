// orders: plain values (codes, limits, patterns), zod-free so the pages can use them; the schemas build on them.

/**
 * A line's state, spec 3 §4 "Stock and shipping status helper". 4 and 5 are the first pick and shipment;
 * 6 and 7 the pick and shipment of a line that was stopped and then found again (restocked, or the
 * exchange after a failed quality check arrived) (docs/decisions/050-orders-to-the-door.md).
 */
export const LINE_STATE = {
  awaitingPick: 1,
  picking: 2,
  outOfStock: 3,
  picked: 4,
  shipped: 5,
  pickedAgain: 6,
  shippedAgain: 7,
  cancelled: 9,
} as const;
export type LineState = (typeof LINE_STATE)[keyof typeof LINE_STATE];
export const LINE_STATES = Object.values(LINE_STATE) as LineState[];

/** What a stop-picking sub-reason means: the spec's eight hints. */
export const STOP_MEANINGS = [
  'outOfStock',
  'delisted',
  'priceUp',
  'giftNotSoldAlone',
  'qualityCheckFailed',
  'shopNotOpen',
  'shopSuspectedClosed',
  'productNotSupported',
] as const;
export type StopMeaning = (typeof STOP_MEANINGS)[number];

/**
 * The stop-picking sub-reasons (spec 3 §4): 1-6 as the stall reports them, 11-15 as a picker finds them
 * at the market, each with its meaning (decision 050).
 */
export const STOP_REASON_MEANING = {
  1: 'outOfStock',
  2: 'delisted',
  3: 'priceUp',
  4: 'giftNotSoldAlone',
  5: 'qualityCheckFailed',
  6: 'shopNotOpen',
  11: 'outOfStock',
  12: 'delisted',
  13: 'shopNotOpen',
  14: 'shopSuspectedClosed',
  15: 'productNotSupported',
} as const satisfies Record<number, StopMeaning>;
export type StopReason = keyof typeof STOP_REASON_MEANING;
export const STOP_REASONS = Object.keys(STOP_REASON_MEANING).map(Number) as StopReason[];
/** The sub-reasons a stall reports; 11-15 are a market picker's findings, which a stall cannot claim. */
export const STALL_STOP_REASONS = STOP_REASONS.filter((reason) => reason < 10);

/** What a stall does to a line. */
export const LINE_ACTIONS = ['startPicking', 'pick', 'stop', 'ship', 'cancel'] as const;
export type LineAction = (typeof LINE_ACTIONS)[number];

/** A tracking number: letters, digits and dashes, as couriers print them. */
export const TRACKING_NO_PATTERN = /^[A-Za-z0-9-]{6,32}$/;

/** The states whose money goes back to the buyer: what could not be picked. */
export const REFUNDED_STATES: readonly LineState[] = [LINE_STATE.outOfStock, LINE_STATE.cancelled];

/**
 * A refund's way back through the payment provider (decision 056): queued when a line is cancelled,
 * refunded once the provider confirms, failed when the provider refuses or never answers.
 */
export const REFUND_STATES = ['pending', 'refunded', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/**
 * An order as its readers see it: unpaid; paid; partly shipped while some of its lines are shipped and
 * others still open (issue 26 point 5); shipped once every line not cancelled is (orderProgressOf).
 */
export const ORDER_PROGRESS = ['unpaid', 'paid', 'partlyShipped', 'shipped'] as const;
export type OrderProgress = (typeof ORDER_PROGRESS)[number];

/** The most lines one ship action takes: a wholesale order of one stall rarely has more than a few dozen. */
export const SHIP_LINES_MAX = 100;
