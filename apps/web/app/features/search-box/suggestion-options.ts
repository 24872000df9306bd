import {
  type City,
  canLinkTo,
  type Language,
  type SearchSuggest,
  type SearchSuggestion,
  SUGGESTION_TYPE,
} from '@stallhub/contracts';
import { localePath } from '../../routing/locale.ts';

/** One row of the dropdown: a term to search, or a place to go. */
export type SuggestOption =
  | { id: string; group: 'history' | 'completion'; label: string; term: string }
  | { id: string; group: 'tip'; label: string; href: string; badge: TipBadge }
  | { id: string; group: 'category'; label: string; href: string }
  | { id: string; group: 'shop'; label: string; href: string; gold: boolean };

export type TipBadge = 'ranking' | 'ad' | 'topic';

/** Suggestion entry types: 2 ranking, 3 or 4 ad, any other a topic (spec 1 §3). */
export function tipBadge(type: number): TipBadge {
  if (type === SUGGESTION_TYPE.ranking) return 'ranking';
  if (type === SUGGESTION_TYPE.ad || type === SUGGESTION_TYPE.adAlt) return 'ad';
  return 'topic';
}

const internal = (lang: Language, href: string) => (href.startsWith('/') ? localePath(lang, href) : href);

/** The empty, focused box: past searches, then the server's tips that lead to a built page. */
export function focusOptions(history: readonly string[], tips: SearchSuggestion | null, lang: Language) {
  return [
    ...history.map((term, i): SuggestOption => ({ id: `h${i}`, group: 'history', label: term, term })),
    ...(tips?.suggestList ?? [])
      .filter((tip) => canLinkTo(tip.hrefUrl))
      .map(
        (tip, i): SuggestOption => ({
          id: `t${i}`,
          group: 'tip',
          label: tip.title,
          href: internal(lang, tip.hrefUrl),
          badge: tipBadge(tip.type),
        }),
      ),
  ];
}

/** Typed text: completions, then the typed text inside matching categories, then matching stalls. */
export function typedOptions(q: string, answer: SearchSuggest | null, city: City, lang: Language) {
  if (!answer) return [];
  return [
    ...answer.suggests.map(
      (term, i): SuggestOption => ({ id: `c${i}`, group: 'completion', label: term, term }),
    ),
    // Leaves of different parents can share a name (women's and men's 卫衣); one row per name reads clearer.
    ...uniqueBy(answer.cats, (cat) => cat.vcname).map(
      (cat): SuggestOption => ({
        id: `v${cat.vcid}`,
        group: 'category',
        label: cat.vcname,
        href: localePath(
          lang,
          `/${city}/search/index.html?${new URLSearchParams({ q: q.trim(), vcid: String(cat.vcid), queryType: '1' })}`,
        ),
      }),
    ),
    ...answer.shops.map(
      (shop): SuggestOption => ({
        id: `s${shop.shopId}`,
        group: 'shop',
        label: shop.shopName,
        href: localePath(lang, `/shop/${shop.shopId}`),
        gold: shop.isFlag,
      }),
    ),
  ];
}

function uniqueBy<T>(entries: readonly T[], key: (entry: T) => string): T[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const k = key(entry);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
