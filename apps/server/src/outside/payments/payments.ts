import type { PaymentMethod } from '@stallhub/contracts';

/** What the buyer is sent to the provider to pay: one payment attempt of one order. */
export interface PaymentCheckout {
  /** Ours, unique per attempt (the provider's out_trade_no): paying it twice is refused by the provider. */
  paymentNo: string;
  orderNo: string;
  /** In fen (CNY cents), computed by the server. */
  amountCents: number;
  currency: 'CNY';
  subject: string;
  /** Where the buyer's browser comes back to. */
  returnUrl: string;
  /** Where the provider posts the signed outcome, server to server. */
  notifyUrl: string;
}

/** A provider's notification, once its signature has been checked. */
export interface PaymentNotice {
  paymentNo: string;
  orderNo: string;
  providerTradeNo: string;
  amountCents: number;
  currency: string;
  outcome: 'paid' | 'failed';
}

/** Money paid back to the buyer on one payment; `refundNo` is ours and makes a repeat the same refund. */
export interface RefundRequest {
  paymentNo: string;
  refundNo: string;
  amountCents: number;
  reason: string;
}

/** The provider's answer: paid back, or refused for good (a network error throws instead, to be retried). */
export type RefundOutcome =
  | { outcome: 'refunded'; providerRefundNo: string }
  | { outcome: 'refused'; reason: string };

/**
 * A payment provider (docs/decisions/023-payments.md). The local sandbox speaks a small HMAC protocol;
 * Alipay or WeChat Pay would be other implementations (RSA2 / API v3 signatures) behind this interface.
 */
export interface PaymentProvider {
  /** Stored on each payment, so a notification is matched to the provider that took it. */
  readonly name: string;
  readonly methods: readonly PaymentMethod[];
  /** The origin of the provider's pages the buyer's browser is sent to (the pages' form-action names it). */
  readonly checkoutOrigin: string;
  /** The provider's page for this payment, with the request signed so it cannot be altered on the way. */
  checkoutUrl(checkout: PaymentCheckout): string;
  /** Reads a notification; null when it is not signed by this provider for this merchant. */
  readNotice(rawBody: string, headers: Record<string, string | string[] | undefined>): PaymentNotice | null;
  /** The answer that tells the provider to stop repeating a notification. */
  readonly acknowledgement: string;
  /** Pays money back on a settled payment, server to server (Alipay's trade.refund is synchronous too). */
  refund(request: RefundRequest): Promise<RefundOutcome>;
}
