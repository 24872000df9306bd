import { type City, SAME_STYLE_SUMMARY_MAX_ITEMS, sameStyleSummariesRoute } from '@stallhub/contracts';
import { useCallback, useRef, useState } from 'react';
import { quietApi } from '../../lib/api.ts';

/**
 * The same-style counts of a grid's cards (`POST /apif/samestyle/item/v1`, decision 055), asked in one
 * call the first time a buyer points at or tabs into the grid: the counts show on the cards' action strip,
 * which only opens then, so a page nobody touches costs the server nothing and the cards render at once.
 * Cards added later (a feed's next page) are asked for at the next entry, each item once. A failure leaves
 * the links without counts.
 */
export function useSameStyleCounts(itemIds: readonly number[], city: City) {
  const [counts, setCounts] = useState<{ city: City; byItem: ReadonlyMap<number, number> } | null>(null);
  const asked = useRef<{ city: City; ids: Set<number> }>({ city, ids: new Set() });

  const load = useCallback(() => {
    if (asked.current.city !== city) asked.current = { city, ids: new Set() };
    const seen = asked.current.ids;
    const ids = itemIds.filter((id) => !seen.has(id)).slice(0, SAME_STYLE_SUMMARY_MAX_ITEMS);
    if (ids.length === 0) return;
    for (const id of ids) seen.add(id);
    quietApi
      .call(sameStyleSummariesRoute, { itemIds: ids, searchCity: city })
      .then((answer) =>
        setCounts((held) => {
          const byItem = new Map(held?.city === city ? held.byItem : []);
          for (const s of answer.list) byItem.set(s.itemId, s.count);
          return { city, byItem };
        }),
      )
      .catch(() => undefined);
  }, [itemIds, city]);

  // Counts of another city's market are not this grid's.
  return { counts: counts?.city === city ? counts.byItem : null, load };
}
