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
