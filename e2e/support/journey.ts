import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { type Journey, newContext, openJourney, PHONE } from './browser.ts';

/** A journey on the journeys' server (started once by global-setup), at the address it answers on. */
export interface ServerJourney extends Journey {
  baseUrl: string;
}

/**
 * The journey of the enclosing `describe`: one person's browser session, opened before its first test
 * and closed after its last. The fields are there from the first test on (not while the block is read).
 */
export function useJourney(options: { couponSeenToday?: boolean } = {}): ServerJourney {
  const journey = { baseUrl: inject('baseUrl') } as ServerJourney;
  beforeAll(async () => {
    Object.assign(journey, await openJourney(journey.baseUrl, options));
  });
  afterAll(() => journey.browser?.close());
  return journey;
}

export interface Phone {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/**
 * The same person on a phone (375 × 812) in the journey's browser, whose script errors count among the
 * journey's; `touch` makes it a touch screen that taps. `signedIn` carries the journey's cookies over (its session and what it has seen); otherwise
 * the phone is a guest's who has seen today's new-user coupon, like the journey's own start.
 */
export async function openPhone(
  journey: ServerJourney,
  { signedIn = false, touch = false } = {},
): Promise<Phone> {
  const context = await newContext(journey.browser, journey.baseUrl, PHONE, { touch });
  await context.addCookies(
    signedIn
      ? await journey.context.cookies()
      : [{ name: 'NEWUSERCOUPON', value: '1', url: journey.baseUrl }],
  );
  const page = await context.newPage();
  page.on('pageerror', (error) => journey.errors.push(error.message));
  return { context, page, close: () => context.close() };
}
