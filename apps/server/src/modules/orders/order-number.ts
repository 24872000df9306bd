import { randomInt } from 'node:crypto';

/** SH (order), PY (payment) or RF (refund), the date in China, 10 random digits. */
export function newOrderNumber(prefix: 'SH' | 'PY' | 'RF'): string {
  const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
  const random = Array.from({ length: 10 }, () => randomInt(10)).join('');
  return `${prefix}${day}${random}`;
}
