import { type City, SAME_STYLE_SUMMARY_MAX_ITEMS, sameStyleSummariesRoute } from '@stallhub/contracts';
import { useCallback, useRef, useState } from 'react';
import { quietApi } from '../../lib/api.ts';

/**
 * The same-style counts of a grid's cards (`POST /apif/samestyle/item/v1`, decision 055), asked in one
 * call the first time a buyer points at or tabs into the grid: the counts show on the cards' action strip,
 * which only opens then, so a page nobody touches costs the server nothing and the cards render at once.
 * A failure leaves the links without counts.
 */
export function useSameStyleCounts(itemIds: readonly number[], city: City) {
  const [counts, setCounts] = useState<{ key: string; byItem: ReadonlyMap<number, number> } | null>(null);
  const asked = useRef<string | null>(null);
  const ids = itemIds.slice(0, SAME_STYLE_SUMMARY_MAX_ITEMS);
  const key = `${city}:${ids.join(',')}`;

  const load = useCallback(() => {
    if (asked.current === key || ids.length === 0) return;
    asked.current = key;
    quietApi
      .call(sameStyleSummariesRoute, { itemIds: ids, searchCity: city })
      .then((answer) => setCounts({ key, byItem: new Map(answer.list.map((s) => [s.itemId, s.count])) }))
      .catch(() => undefined);
  }, [key, ids, city]);

  // Counts of an earlier grid (another page of results) are not this one's.
  return { counts: counts?.key === key ? counts.byItem : null, load };
}
