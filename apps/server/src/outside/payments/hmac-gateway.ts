import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentNotice, PaymentProvider, RefundOutcome } from './payments.ts';

export interface HmacGatewaySettings {
  /** The gateway's base address, e.g. the platform sandbox's http://127.0.0.1:3002. */
  gatewayUrl: string;
  merchantId: string;
  secret: string;
}

export const SIGNATURE_HEADER = 'x-sandbox-signature';

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** The signed text of a checkout request: its fields sorted by name, `name=value` joined by `&`. */
export const canonical = (fields: Record<string, string>) =>
  Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');

const sameSignature = (expected: string, given: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(expected), Buffer.from(given));

const yuan = (cents: number) => (cents / 100).toFixed(2);
const cents = (amount: unknown) =>
  typeof amount === 'string' && /^\d{1,10}\.\d{2}$/.test(amount) ? Math.round(Number(amount) * 100) : null;

const REFUND_TIMEOUT_MS = 10_000;

/**
 * A gateway speaking the platform sandbox's protocol, modelled on Alipay's page pay: the checkout request
 * travels through the browser with an HMAC-SHA256 signature over its sorted fields; the outcome comes
 * back as a JSON POST signed over its raw body in the `x-sandbox-signature` header, answered `success`.
 * A refund is a signed JSON POST the gateway answers at once, its answer signed the same way.
 */
export function createHmacGateway(settings: HmacGatewaySettings): PaymentProvider {
  return {
    name: 'sandbox',
    methods: ['sandbox'],
    checkoutOrigin: new URL(settings.gatewayUrl).origin,
    acknowledgement: 'success',
    checkoutUrl(checkout) {
      const fields: Record<string, string> = {
        merchant_id: settings.merchantId,
        out_trade_no: checkout.paymentNo,
        passback_params: checkout.orderNo,
        total_amount: yuan(checkout.amountCents),
        currency: checkout.currency,
        subject: checkout.subject,
        return_url: checkout.returnUrl,
        notify_url: checkout.notifyUrl,
      };
      const url = new URL('/pay/checkout', settings.gatewayUrl);
      for (const [key, value] of Object.entries(fields)) url.searchParams.set(key, value);
      url.searchParams.set('sign', hmac(settings.secret, canonical(fields)));
      return url.href;
    },
    readNotice(rawBody, headers) {
      const given = headers[SIGNATURE_HEADER];
      if (typeof given !== 'string' || !sameSignature(hmac(settings.secret, rawBody), given)) return null;
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(rawBody) as Record<string, unknown>;
      } catch {
        return null;
      }
      const amountCents = cents(body.total_amount);
      const outcome =
        body.trade_status === 'TRADE_SUCCESS'
          ? 'paid'
          : body.trade_status === 'TRADE_CLOSED'
            ? 'failed'
            : null;
      if (
        body.merchant_id !== settings.merchantId ||
        typeof body.out_trade_no !== 'string' ||
        typeof body.passback_params !== 'string' ||
        typeof body.trade_no !== 'string' ||
        typeof body.currency !== 'string' ||
        amountCents === null ||
        outcome === null
      ) {
        return null;
      }
      return {
        paymentNo: body.out_trade_no,
        orderNo: body.passback_params,
        providerTradeNo: body.trade_no,
        amountCents,
        currency: body.currency,
        outcome,
      } satisfies PaymentNotice;
    },
    async refund(request): Promise<RefundOutcome> {
      const body = JSON.stringify({
        merchant_id: settings.merchantId,
        out_trade_no: request.paymentNo,
        out_request_no: request.refundNo,
        refund_amount: yuan(request.amountCents),
        refund_reason: request.reason,
      });
      const response = await fetch(new URL('/pay/refund', settings.gatewayUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: hmac(settings.secret, body) },
        body,
        signal: AbortSignal.timeout(REFUND_TIMEOUT_MS),
      });
      const text = await response.text();
      const given = response.headers.get(SIGNATURE_HEADER) ?? '';
      // An unsigned answer may come from anything on the way: not an outcome, so the attempt is retried.
      if (!sameSignature(hmac(settings.secret, text), given)) {
        throw new Error(`refund answer not signed by the gateway (HTTP ${response.status})`);
      }
      const answer = JSON.parse(text) as Record<string, unknown>;
      if (answer.code === '10000' && typeof answer.refund_no === 'string') {
        return { outcome: 'refunded', providerRefundNo: answer.refund_no };
      }
      return { outcome: 'refused', reason: String(answer.sub_msg ?? answer.sub_code ?? 'refused') };
    },
  };
}
