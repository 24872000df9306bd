import {
  type City,
  type Language,
  type SearchSuggest,
  type SearchSuggestion,
  SUGGEST_DEBOUNCE_MS,
  searchSuggestRoute,
  searchSuggestTopicRoute,
  suggestionRoute,
} from '@stallhub/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { browserApi } from '../../lib/api.ts';
import type { SearchTab, TopicMatch } from './rules.ts';

const suggestType = (tab: SearchTab) => (tab === 'stall' ? 'shop' : 'item');

interface Options {
  city: City;
  lang: Language;
  tab: SearchTab;
  text: string;
  /** Fetch only once the reader is in the box. */
  active: boolean;
}

/**
 * What the dropdown shows: the focused-box tips (fetched once per city, on first focus) and completions
 * for the typed text (debounced). Failures leave the dropdown empty: suggestions never block a search.
 */
export function useSuggestions({ city, lang, tab, text, active }: Options) {
  const [tips, setTips] = useState<{ city: City; answer: SearchSuggestion } | null>(null);
  const [completions, setCompletions] = useState<{ key: string; answer: SearchSuggest } | null>(null);
  /** Topic matches by city, type and text: missing not asked yet, null asked and none. */
  const topics = useRef(new Map<string, TopicMatch | null>());
  const q = text.trim();
  const type = suggestType(tab);
  const key = `${city}|${type}|${q}`;
  const haveTips = tips?.city === city;

  useEffect(() => {
    if (!active || haveTips) return;
    let live = true;
    browserApi
      .call(suggestionRoute, { city, lang })
      .then((answer) => live && setTips({ city, answer }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [active, haveTips, city, lang]);

  useEffect(() => {
    if (!active || !q) return;
    let live = true;
    const timer = setTimeout(() => {
      browserApi
        .call(searchSuggestRoute, { q, type, city, lang })
        .then((answer) => live && setCompletions({ key, answer }))
        .catch(() => undefined);
      browserApi
        .call(searchSuggestTopicRoute, { q, type, city, lang })
        .then((topic) => topics.current.set(key, topic))
        .catch(() => undefined);
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [active, key, q, type, city, lang]);

  /** The topic titled exactly `typed`, asking the server when the debounced call has not answered. */
  const topicFor = useCallback(
    async (typed: string): Promise<TopicMatch | null> => {
      const cacheKey = `${city}|${type}|${typed}`;
      const known = topics.current.get(cacheKey);
      if (known !== undefined) return known;
      const topic = await browserApi
        .call(searchSuggestTopicRoute, { q: typed, type, city, lang })
        .catch(() => null);
      topics.current.set(cacheKey, topic);
      return topic;
    },
    [type, city, lang],
  );

  return {
    tips: haveTips ? tips.answer : null,
    completions: completions?.key === key ? completions.answer : null,
    topicFor,
  };
}
