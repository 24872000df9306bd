import {
  type City,
  canLinkTo,
  type Language,
  PLACEHOLDER_TYPE_WORD,
  type PlaceholderRecommendation,
  SEARCH_HISTORY_MAX,
} from '@stallhub/contracts';
import { localePath, splitLanguage } from '../../routing/locale.ts';

// The search box's rules (spec 1 §4 "Search box", spec 3 §4 "Search box", §5 history), free of React.

export type SearchTab = 'item' | 'stall';

/** Shop-related routes start on the stall tab: markets, stall ranking (by category), stall search. */
const SHOP_ROUTE = /\/(markets\.html|rank\/[^/]+|shops\/search\.html)$/;

export function initialTab(pathname: string): SearchTab {
  return SHOP_ROUTE.test(splitLanguage(pathname).rest) ? 'stall' : 'item';
}

/** The next placeholder to show: wraps around; a single entry (or none) stays fixed. */
export function nextPlaceholderIndex(current: number, count: number): number {
  return count <= 1 ? 0 : (current + 1) % count;
}

/** Reads the comma list kept in localStorage `searchHistory`. */
export function parseHistory(raw: string | null): string[] {
  const terms = (raw ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  return [...new Set(terms)].slice(0, SEARCH_HISTORY_MAX);
}

/** Puts a term first, dropping its older copy, keeping at most SEARCH_HISTORY_MAX distinct terms. */
export function addToHistory(history: readonly string[], term: string): string[] {
  // The history is stored as a comma list, so a comma inside a term would split it in two.
  const clean = term.replaceAll(',', ' ').trim();
  if (!clean) return [...history];
  return [clean, ...history.filter((t) => t !== clean)].slice(0, SEARCH_HISTORY_MAX);
}

/** A topic whose title, typed exactly, opens the topic instead of searching. */
export interface TopicMatch {
  title: string;
  topicId: number;
}

export interface SubmitInput {
  text: string;
  tab: SearchTab;
  city: City;
  lang: Language;
  /** The placeholder showing when the box was submitted, if any. */
  placeholder: PlaceholderRecommendation | undefined;
  /** The suggested topic of the focused box and the topic matching the typed text, when known. */
  topics: readonly (TopicMatch | null | undefined)[];
}

export type SubmitTarget =
  | { kind: 'topic'; href: string }
  | { kind: 'search'; href: string; term: string }
  | { kind: 'none' };

export const topicPath = (lang: Language, city: City, topicId: number) =>
  localePath(lang, `/${city}/topic.html?topicId=${topicId}&currentPage=1`);

/** Topics open only once their page is built (issue 12 §9); until then the box searches their words. */
export const topicsOpen = (city: City) => canLinkTo(`/${city}/topic.html`);

// URLSearchParams encodes as the server re-serialises a request's query, so links match after hydration.
export const searchPath = (lang: Language, city: City, tab: SearchTab, term: string) =>
  tab === 'stall'
    ? localePath(lang, `/${city}/shops/search.html?${new URLSearchParams({ q: term, queryType: '1' })}`)
    : localePath(
        lang,
        `/${city}/search/index.html?${new URLSearchParams({ q: term, queryType: '1', merge: '1' })}`,
      );

/**
 * Where a submit goes. Empty text uses the current placeholder: a non-word entry with a topic opens
 * the topic, otherwise its word is searched. Text equal to a suggested topic's title opens the topic.
 */
export function resolveSubmit({ text, tab, city, lang, placeholder, topics }: SubmitInput): SubmitTarget {
  const typed = text.trim();
  if (!typed) {
    if (!placeholder) return { kind: 'none' };
    if (placeholder.type !== PLACEHOLDER_TYPE_WORD && placeholder.topicId !== null && topicsOpen(city)) {
      return { kind: 'topic', href: topicPath(lang, city, placeholder.topicId) };
    }
    const word = placeholder.word.trim();
    return word ? { kind: 'search', href: searchPath(lang, city, tab, word), term: word } : { kind: 'none' };
  }
  const topic = topicsOpen(city) && topics.find((t) => t && t.title === typed);
  if (topic) return { kind: 'topic', href: topicPath(lang, city, topic.topicId) };
  return { kind: 'search', href: searchPath(lang, city, tab, typed), term: typed };
}
