import type { City, StyleEntry } from '@stallhub/contracts';

/** The first `count` entries show in the menu row; the flyout lists them all (spec 3 §2 "Category menu"). */
export function splitInline<T>(entries: readonly T[], count: number): { inline: T[]; more: number } {
  return { inline: entries.slice(0, count), more: Math.max(0, entries.length - count) };
}

/**
 * A style opens the city's item search filtered by it (spec 3 §3 search filter `style`). The menu call
 * gives styles a urlPath slug rather than an href, unlike markets and categories.
 */
export const styleHref = (city: City, style: StyleEntry) =>
  `/${city}/search/index.html?style=${encodeURIComponent(style.urlPath)}`;
