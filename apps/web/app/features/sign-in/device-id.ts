import { COOKIE, COOKIE_MAX_AGE } from '@stallhub/contracts';
import { writeCookie } from '../../components/cookie.ts';
import { readCookie } from '../../routing/locale.ts';

/**
 * The device id (cu cookie, spec 1 §3) that sign-in calls carry, so the server can count SMS sends per
 * device; created on first use in the browser.
 */
export function ensureDeviceId(): string {
  const existing = readCookie(document.cookie, COOKIE.deviceId);
  if (existing) return existing;
  const id = crypto.randomUUID();
  writeCookie(COOKIE.deviceId, id, COOKIE_MAX_AGE.lang);
  return id;
}
