import { PRICE_FIELDS } from '@stallhub/contracts';
import { expect } from 'vitest';

/** A price field in a page's loader data (turbo-stream keys are JSON strings inside a script). */
const PRICE_FIELD = new RegExp(`\\\\"(${PRICE_FIELDS.join('|')})\\\\"`);

/** Decision 001: a guest's page shows no price, neither in its markup nor in the data it carries. */
export function expectNoPrice(html: string, page: string) {
  expect(html, page).not.toMatch(PRICE_FIELD);
  expect(html, page).not.toMatch(/[¥￥]\s?\d/);
}
