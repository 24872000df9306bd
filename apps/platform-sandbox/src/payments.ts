import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** A merchant the sandbox takes payments for: its id and the HMAC secret it shares with the sandbox. */
export interface SandboxMerchant {
  merchantId: string;
  secret: string;
}

/** The fields of a checkout request, all signed (Alipay page-pay style: they travel through the browser). */
const CHECKOUT_FIELDS = [
  'merchant_id',
  'out_trade_no',
  'passback_params',
  'total_amount',
  'currency',
  'subject',
  'return_url',
  'notify_url',
] as const;
type Checkout = Record<(typeof CHECKOUT_FIELDS)[number], string>;

export const SIGNATURE_HEADER = 'x-sandbox-signature';

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');
const canonical = (fields: Record<string, string>) =>
  Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const page = (body: string) => `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>支付沙箱 Payment sandbox</title>
<style>
body{margin:0;font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;background:#f4f5f7;color:#222}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:8px;box-shadow:0 1px 4px #0002;padding:24px}
h1{font-size:20px;margin:0}.sub{color:#888;font-size:13px;margin:4px 0 20px}
.banner{background:#fff7e0;border:1px solid #f0d78c;border-radius:4px;padding:8px;font-size:12px;color:#7a5b00;margin-bottom:16px}
.amount{font-size:32px;font-weight:700;text-align:center;margin:16px 0}dl{font-size:14px}dt{color:#888}dd{margin:0 0 8px}
.actions{display:flex;gap:8px;margin-top:16px}button{flex:1;height:44px;border-radius:4px;border:1px solid #ccc;background:#fff;font-size:15px;cursor:pointer}
button.primary{background:#1677ff;border-color:transparent;color:#fff}.center{text-align:center}a{color:#1677ff}
</style></head><body><main>
<h1>支付沙箱 Payment sandbox</h1><p class="sub">收银台 Checkout</p>
<p class="banner">沙箱环境：不会真实扣款。Sandbox for development: no money moves.</p>
${body}
</main></body></html>`;

const back = (returnUrl: string, label: string) =>
  `<p class="center"><a href="${escapeHtml(returnUrl)}">${escapeHtml(label)}</a></p>`;

interface Trade {
  status: 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  tradeNo: string;
  amountCents: number;
  refundedCents: number;
}

const centsOf = (amount: string) => Math.round(Number(amount) * 100);
const yuan = (cents: number) => (cents / 100).toFixed(2);

/**
 * The payment gateway's stand-in: a checkout page for a signed request, pay or cancel, then a signed
 * notification to the merchant (JSON, HMAC-SHA256 of the body in `x-sandbox-signature`, answered
 * `success`, retried otherwise) and the buyer sent back. A trade is settled once: paying it again is refused.
 * Refunds (Alipay trade.refund style): a signed JSON request answered at once, never more than was paid,
 * and a repeated `out_request_no` is the same refund.
 */
export function registerPayments(app: FastifyInstance, merchants: SandboxMerchant[]) {
  const trades = new Map<string, Trade>();
  registerCheckout(app, merchants, trades);
  registerRefunds(app, merchants, trades);
}

/** The checkout request if every field is there and signed by the merchant it names, else null. */
function verified(
  merchants: SandboxMerchant[],
  source: Record<string, unknown>,
): { checkout: Checkout; merchant: SandboxMerchant } | null {
  const checkout = {} as Checkout;
  for (const field of CHECKOUT_FIELDS) {
    const value = source[field];
    if (typeof value !== 'string' || value === '') return null;
    checkout[field] = value;
  }
  const merchant = merchants.find((m) => m.merchantId === checkout.merchant_id);
  const sign = typeof source.sign === 'string' ? source.sign : '';
  if (!merchant) return null;
  const expected = hmac(merchant.secret, canonical(checkout));
  if (sign.length !== expected.length || !timingSafeEqual(Buffer.from(sign), Buffer.from(expected))) {
    return null;
  }
  if (!/^\d{1,10}\.\d{2}$/.test(checkout.total_amount)) return null;
  return { checkout, merchant };
}

async function notify(merchant: SandboxMerchant, checkout: Checkout, body: string, attempt = 1) {
  const delivered = await fetch(checkout.notify_url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: hmac(merchant.secret, body) },
    body,
    signal: AbortSignal.timeout(5_000),
  })
    .then(async (response) => response.ok && (await response.text()).trim() === 'success')
    .catch(() => false);
  // Like the real gateways: repeat until the merchant acknowledges, a few times with growing pauses.
  if (!delivered && attempt < 4) {
    setTimeout(() => void notify(merchant, checkout, body, attempt + 1), 2 ** attempt * 1_000).unref();
  }
  return delivered;
}

const invalidCheckout = (reply: FastifyReply) =>
  reply.status(400).send(page('<p class="center">签名无效或参数缺失 invalid signature or request</p>'));

const alreadyPaid = (checkout: Checkout) =>
  page(
    `<p class="center">该交易已支付，请勿重复付款。<br>This trade is already paid.</p>${back(checkout.return_url, '返回商家 Back to the shop')}`,
  );

const tradeKey = (checkout: Checkout) => `${checkout.merchant_id}:${checkout.out_trade_no}`;

/** The buyer's side: the checkout page, and paying or cancelling on it. */
function registerCheckout(app: FastifyInstance, merchants: SandboxMerchant[], trades: Map<string, Trade>) {
  app.get<{ Querystring: Record<string, unknown> }>('/pay/checkout', async (request, reply) => {
    reply.type('text/html').header('cache-control', 'no-store');
    const found = verified(merchants, request.query);
    if (!found) return invalidCheckout(reply);
    const { checkout } = found;
    if (trades.get(tradeKey(checkout))?.status === 'TRADE_SUCCESS') return alreadyPaid(checkout);
    const hidden = [...CHECKOUT_FIELDS, 'sign']
      .map(
        (field) =>
          `<input type="hidden" name="${field}" value="${escapeHtml(String(request.query[field]))}">`,
      )
      .join('\n');
    return page(`<p class="amount" data-testid="sandbox-amount">¥${escapeHtml(checkout.total_amount)}</p>
<dl><dt>商品 Subject</dt><dd>${escapeHtml(checkout.subject)}</dd>
<dt>商户 Merchant</dt><dd>${escapeHtml(checkout.merchant_id)}</dd>
<dt>交易号 Trade</dt><dd>${escapeHtml(checkout.out_trade_no)}</dd></dl>
<form method="post" action="/pay/checkout/decide">
${hidden}
<div class="actions"><button type="submit" name="decision" value="cancel">取消付款 Cancel</button>
<button class="primary" type="submit" name="decision" value="pay">确认付款 Pay</button></div>
</form>`);
  });

  app.post<{ Body: Record<string, unknown> }>('/pay/checkout/decide', async (request, reply) => {
    reply.type('text/html').header('cache-control', 'no-store');
    const found = verified(merchants, request.body ?? {});
    if (!found) return invalidCheckout(reply);
    const { checkout, merchant } = found;
    const key = tradeKey(checkout);
    if (trades.get(key)?.status === 'TRADE_SUCCESS') return alreadyPaid(checkout);
    const status = request.body.decision === 'pay' ? 'TRADE_SUCCESS' : 'TRADE_CLOSED';
    const trade: Trade = {
      status,
      tradeNo: `SBX${Date.now()}${randomBytes(4).toString('hex')}`,
      amountCents: centsOf(checkout.total_amount),
      refundedCents: 0,
    };
    trades.set(key, trade);
    const body = JSON.stringify({
      merchant_id: checkout.merchant_id,
      out_trade_no: checkout.out_trade_no,
      passback_params: checkout.passback_params,
      trade_no: trade.tradeNo,
      total_amount: checkout.total_amount,
      currency: checkout.currency,
      trade_status: status,
      gmt_payment: new Date().toISOString(),
    });
    // The merchant hears first (so its result page already knows), then the buyer goes back.
    await notify(merchant, checkout, body);
    const url = new URL(checkout.return_url);
    url.searchParams.set('out_trade_no', checkout.out_trade_no);
    url.searchParams.set('trade_status', status);
    return reply.redirect(url.href, 303);
  });
}

/** The merchant's side: refunds of paid trades. */
function registerRefunds(app: FastifyInstance, merchants: SandboxMerchant[], trades: Map<string, Trade>) {
  const refunds = new Map<string, { refundNo: string; amount: string; outTradeNo: string }>();
  app.register(async (scope) => {
    // The signature is over the exact bytes sent, so this route reads its body unparsed.
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post('/pay/refund', async (request, reply) => {
      const raw = String(request.body ?? '');
      const answer = (status: number, fields: Record<string, string>, merchant?: SandboxMerchant) => {
        const text = JSON.stringify(fields);
        if (merchant) reply.header(SIGNATURE_HEADER, hmac(merchant.secret, text));
        return reply.status(status).type('application/json').send(text);
      };
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return answer(400, { code: '40002', sub_code: 'INVALID_JSON', sub_msg: 'body is not JSON' });
      }
      const merchant = merchants.find((m) => m.merchantId === body.merchant_id);
      const given = request.headers[SIGNATURE_HEADER];
      const expected = merchant ? hmac(merchant.secret, raw) : '';
      if (
        !merchant ||
        typeof given !== 'string' ||
        given.length !== expected.length ||
        !timingSafeEqual(Buffer.from(given), Buffer.from(expected))
      ) {
        return answer(400, { code: '40002', sub_code: 'INVALID_SIGNATURE', sub_msg: 'signature refused' });
      }
      const { out_trade_no: outTradeNo, out_request_no: requestNo, refund_amount: amount } = body;
      if (
        typeof outTradeNo !== 'string' ||
        typeof requestNo !== 'string' ||
        typeof amount !== 'string' ||
        !/^\d{1,10}\.\d{2}$/.test(amount) ||
        centsOf(amount) <= 0
      ) {
        return answer(
          400,
          {
            code: '40002',
            sub_code: 'INVALID_PARAMETER',
            sub_msg: 'out_trade_no, out_request_no and refund_amount are required',
          },
          merchant,
        );
      }
      const refused = (subCode: string, subMsg: string) =>
        answer(200, { code: '40004', sub_code: subCode, sub_msg: subMsg }, merchant);
      const repeated = refunds.get(`${merchant.merchantId}:${requestNo}`);
      if (repeated) {
        if (repeated.amount !== amount || repeated.outTradeNo !== outTradeNo) {
          return refused('ACQ.DISCORDANT_REPEAT_REQUEST', 'this out_request_no was a different refund');
        }
        return answer(200, { code: '10000', refund_no: repeated.refundNo, refund_fee: amount }, merchant);
      }
      const trade = trades.get(`${merchant.merchantId}:${outTradeNo}`);
      if (trade?.status !== 'TRADE_SUCCESS') return refused('ACQ.TRADE_NOT_EXIST', 'no paid trade');
      if (trade.refundedCents + centsOf(amount) > trade.amountCents) {
        return refused(
          'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL',
          `refunds would exceed the ${yuan(trade.amountCents)} paid`,
        );
      }
      trade.refundedCents += centsOf(amount);
      const refundNo = `SBR${Date.now()}${randomBytes(4).toString('hex')}`;
      refunds.set(`${merchant.merchantId}:${requestNo}`, { refundNo, amount, outTradeNo });
      return answer(200, { code: '10000', refund_no: refundNo, refund_fee: amount }, merchant);
    });
  });
}
