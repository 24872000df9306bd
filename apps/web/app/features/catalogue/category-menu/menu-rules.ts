/** The first `count` entries show in the menu row; the flyout lists them all (spec 3 §2 "Category menu"). */
export function splitInline<T>(entries: readonly T[], count: number): { inline: T[]; more: number } {
  return { inline: entries.slice(0, count), more: Math.max(0, entries.length - count) };
}
