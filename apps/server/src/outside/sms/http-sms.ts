import type { SmsSender } from './sms.ts';

/**
 * An SMS gateway reached over HTTP: POST {to, text} as JSON, any 2xx is accepted. Real gateways
 * (Aliyun, Tencent Cloud, Twilio) differ in signing and field names; each gets an adapter of this shape.
 */
export function createHttpSms(url: string, options: { timeoutMs?: number } = {}): SmsSender {
  return {
    kind: 'provider',
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
      });
      if (!response.ok) throw new Error(`SMS provider answered HTTP ${response.status}`);
    },
  };
}
