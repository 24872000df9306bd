import { createHash } from 'node:crypto';
import type {
  HotWord,
  Language,
  PlaceholderRecommendation,
  SearchSuggest,
  SearchSuggestion,
} from '@stallhub/contracts';
import { SUGGESTION_TYPE } from '@stallhub/contracts';
import { fallbackLanguages } from '@stallhub/i18n';
import { asc, eq } from 'drizzle-orm';
import { keptAnswers } from '../../cache/kept-answers.ts';
import { keyedReferenceCache } from '../../cache/reference-cache.ts';
import type { Db } from '../../db/connection.ts';
import type { DropWhen } from '../../signals/site-signals.ts';
import type { CategoriesService } from '../catalogue/index.ts';
import type { TopicsService } from '../content/index.ts';
import type { StallsService } from '../stalls/index.ts';
import { createCompletionTerms } from './completion-terms.ts';
import { hotWords, searchPlaceholders } from './tables.ts';
import { createUnderstoodCategories } from './understood-categories.ts';
import { understoodCompletions } from './understood-completions.ts';

const SUGGEST_TERMS = 10;
const SUGGEST_SHOPS = 4;
const SUGGEST_CATS = 4;
/** How many typed texts' completions and categories are kept, and for how long. */
const KEPT_SUGGESTIONS = { max: 4_096, ttlMs: 60_000 };
/** How long a city's hot words and placeholders are kept, unless the site says they changed. */
const REFERENCE_KEPT_MS = 60_000;
/** Entries of the focused-box tips dropdown. */
const TIPS = 8;

type CityLang = `${string}|${Language}`;

/** Tracking ids are derived, not random, so the same answer caches and compares equal. */
const traceId = (...parts: (string | number)[]) =>
  createHash('sha1').update(parts.join('|')).digest('hex').slice(0, 16);

/** The first language of the catalogues' fallback rule that has rows. */
function inBestLanguage<T extends { lang: string }>(rows: T[], lang: Language): T[] {
  for (const candidate of fallbackLanguages(lang)) {
    const found = rows.filter((r) => r.lang === candidate);
    if (found.length > 0) return found;
  }
  return [];
}

export function createSearchService(
  db: Db,
  deps: {
    shops: StallsService;
    categories: CategoriesService;
    topics: TopicsService;
    /**
     * The site's signal that reference data changed (search terms, hot words, categories): what this
     * service keeps of it is dropped in every process.
     */
    referenceChanged: DropWhen;
  },
) {
  const completions = createCompletionTerms(db, deps.referenceChanged);
  const understoodCategories = createUnderstoodCategories(deps.categories, deps.referenceChanged);
  const hotWordsFor = keyedReferenceCache(
    async (key: CityLang): Promise<HotWord[]> => {
      const [city, lang] = key.split('|') as [string, Language];
      const rows = await db
        .select()
        .from(hotWords)
        .where(eq(hotWords.city, city))
        .orderBy(asc(hotWords.sort));
      return inBestLanguage(rows, lang).map((r, index) => ({
        word: r.word,
        sensorData: {
          traceId: traceId('hot', city, r.word),
          exposureData: JSON.stringify({ module: 'hot_word', index, word: r.word }),
          clickData: JSON.stringify({ module: 'hot_word', index, word: r.word }),
        },
      }));
    },
    REFERENCE_KEPT_MS,
    deps.referenceChanged,
  );

  const placeholdersFor = keyedReferenceCache(
    async (key: CityLang): Promise<PlaceholderRecommendation[]> => {
      const [city, lang] = key.split('|') as [string, Language];
      const rows = await db
        .select()
        .from(searchPlaceholders)
        .where(eq(searchPlaceholders.city, city))
        .orderBy(asc(searchPlaceholders.sort));
      return inBestLanguage(rows, lang).map((r) => ({ word: r.word, type: r.type, topicId: r.topicId }));
    },
    REFERENCE_KEPT_MS,
    deps.referenceChanged,
  );

  // Buyers type the same first characters: a text's completions and categories are kept a minute (the
  // terms and menus they read are themselves kept for minutes), at most 4,096 texts a kind.
  const kept = { ...KEPT_SUGGESTIONS, dropWhen: deps.referenceChanged };
  const keptTerms = keptAnswers<string[]>(kept);
  const keptCategories = keptAnswers<{ vcid: number; vcname: string }[]>(kept);

  /** Terms starting with the text, then, in the slots left, the text completed as search reads it. */
  async function completeTerms(city: string, prefix: string): Promise<string[]> {
    const typed = await completions.complete(city, prefix, SUGGEST_TERMS);
    if (typed.length === SUGGEST_TERMS) return typed;
    const understood = await understoodCompletions(prefix, SUGGEST_TERMS, (form, limit) =>
      completions.weighted(city, form, limit),
    );
    return [...new Set([...typed, ...understood])].slice(0, SUGGEST_TERMS);
  }

  /** Categories whose names contain the text, then those the text names as search reads it. */
  async function matchingCategories(text: string, city: string, lang: Language) {
    const named = await deps.categories.matching(text, lang, SUGGEST_CATS);
    if (named.length === SUGGEST_CATS) return named;
    const understood = await understoodCategories.matching(text, city, lang, SUGGEST_CATS);
    const seen = new Set(named.map((c) => c.vcid));
    return [...named, ...understood.filter((c) => !seen.has(c.vcid))].slice(0, SUGGEST_CATS);
  }

  return {
    hotWords: (city: string, lang: Language) => hotWordsFor(`${city}|${lang}`),
    placeholders: (city: string, lang: Language) => placeholdersFor(`${city}|${lang}`),

    /** Tips shown when the box is focused: the item ranking, then the city's topics. */
    async suggestion(city: string, lang: Language, rankingTitle: string): Promise<SearchSuggestion> {
      const topics = await deps.topics.list(city, lang);
      const [first] = topics;
      return {
        title: first?.title ?? null,
        topicId: first?.topicId ?? null,
        suggestList: [
          {
            type: SUGGESTION_TYPE.ranking,
            title: rankingTitle,
            hrefUrl: '/topic/item/rankingList',
            topicId: null,
            rankId: 1,
            shopId: null,
          },
          ...topics.slice(0, TIPS - 1).map((t) => ({
            type: 1,
            title: t.title,
            hrefUrl: `/${city}/topic.html?topicId=${t.topicId}&currentPage=1`,
            topicId: t.topicId,
            rankId: null,
            shopId: null,
          })),
        ],
      };
    },

    /** Completions for typed text: terms by prefix then as understood, matching stalls and categories. */
    async suggest(q: string, city: string, lang: Language, type: 'item' | 'shop'): Promise<SearchSuggest> {
      const text = q.trim();
      // Terms are stored lower-cased (import.ts), so "T" completes to "t恤".
      const prefix = text.toLowerCase();
      const [terms, shops, cats] = await Promise.all([
        type === 'item' ? keptTerms(`${city}|${prefix}`, () => completeTerms(city, prefix)) : [],
        deps.shops.matching(city, text, SUGGEST_SHOPS),
        type === 'item'
          ? keptCategories(`${city}|${lang}|${text}`, () => matchingCategories(text, city, lang))
          : [],
      ]);
      return {
        shops: shops.map((s) => ({ shopId: s.shopId, shopName: s.shopName, isFlag: s.isGoldShop })),
        cats,
        suggests: terms,
        injecting_suggest_items: [],
        injecting_suggest_topic: [],
        requestId: traceId('suggest', city, type, text),
      };
    },

    /** The topic whose title is the typed text, if any. */
    async topicFor(q: string, city: string, lang: Language) {
      const topics = await deps.topics.list(city, lang);
      const found = topics.find((t) => t.title === q.trim());
      return found ? { topicId: found.topicId, title: found.title } : null;
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
