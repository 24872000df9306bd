import { CITIES, LANGUAGES } from '../constants.ts';

/**
 * Pages the product names but has not built yet. Nothing links to them until they exist (issue 12 §9,
 * "no dead ends"): the navigation leaves their entries out, the search box offers no topic, and the
 * pages hide their links. Building one of them means deleting its line here; its links then appear.
 * `{city}` stands for any city; a language prefix and the query never matter.
 */
export const PAGES_NOT_BUILT = [
  '/goodsInStockList', // spot goods (spec 3 §2)
  '/commoditySection', // quality, the product zone (spec 3 §2)
  '/activityItemList', // activity area (spec 3 §2)
  '/strengthNewItem', // new items of certified-strength stalls (spec 3 §2)
  '/{city}/video.html', // video zone (spec 1 §2 navigation bar)
  '/service/market.html', // service market (spec 1 §2 navigation bar)
  '/{city}/topic.html', // topic page (spec 3 §2)
  '/settled.html', // stall move-in (spec 1 §2 header)
  '/{city}/materials/apply.html', // apply for materials (spec 1 §2 header)
] as const;

const NOT_BUILT = new Set<string>(PAGES_NOT_BUILT.map((path) => path.toLowerCase()));
const isOneOf = (list: readonly string[], value: string | undefined) =>
  value !== undefined && list.includes(value);

/**
 * Whether a link of this site may be shown: false only when it leads to a page not built yet. Paths
 * are matched as the pages' routes match them, without regard to case.
 */
export function canLinkTo(href: string): boolean {
  const [path = ''] = href.toLowerCase().split(/[?#]/, 1);
  const segments = path.split('/').slice(1);
  if (isOneOf(LANGUAGES, segments[0])) segments.shift();
  if (isOneOf(CITIES, segments[0])) segments[0] = '{city}';
  return !NOT_BUILT.has(`/${segments.join('/')}`);
}
