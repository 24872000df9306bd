import type { z } from 'zod';

/** A surrogate without its pair: UTF-8 cannot carry it, so the database would keep U+FFFD in its place. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text the database keeps as sent: no NUL (PostgreSQL text cannot hold it) and no lone surrogate. */
export const isStorableText = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

const UNSTORABLE = 'must not contain a NUL character or an unpaired surrogate';

/**
 * Every call's input is held to this (defineCall adds it): any text in it, however deep, in a field
 * written today or tomorrow, is storable, else a refusal naming the field (decision 078). Emoji pass.
 */
export function refuseUnstorableText(
  value: unknown,
  context: z.RefinementCtx,
  path: (string | number)[] = [],
): void {
  if (typeof value === 'string') {
    if (!isStorableText(value)) context.addIssue({ code: 'custom', path, message: UNSTORABLE, input: value });
  } else if (Array.isArray(value)) {
    for (const [index, member] of value.entries()) refuseUnstorableText(member, context, [...path, index]);
  } else if (
    typeof value === 'object' &&
    value !== null &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    for (const [key, member] of Object.entries(value)) refuseUnstorableText(member, context, [...path, key]);
  }
}
