import { CITIES, type City, LANGUAGES, PLACEHOLDER_TYPE_WORD } from '@stallhub/contracts';
import { HOT_WORDS, WORDS } from '../data/search-words.ts';
import { CURRENCY_RATES, NAV_DATA } from '../data/shell.ts';
import { CITY_TOPICS, TOPIC_DATA, type TopicData } from '../data/topics.ts';
import { defaultUrlFor, TOPIC_PICTURE_PREFIX } from '../defaults.ts';
import { bannerSvg, shade } from '../pictures/svg.ts';
import { hashString } from '../random.ts';
import type {
  CurrencyRateRow,
  HotWordRow,
  NavEntryRow,
  SearchPlaceholderRow,
  TopicRow,
  TopicTranslationRow,
} from '../rows.ts';

/** A banner to render: `key` is the storage key base; the SVG is built only when rendered. */
export interface BannerJob {
  key: string;
  svg: () => string;
}

export interface Topics {
  topics: TopicRow[];
  translations: TopicTranslationRow[];
  banners: BannerJob[];
}

export const BANNER_WIDTH = 800;
export const BANNER_HEIGHT = 360;

const rgbOf = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

function topicBanner(topic: TopicData, id: number): () => string {
  return () =>
    bannerSvg({
      background: topic.background,
      accent: topic.accent,
      width: BANNER_WIDTH,
      height: BANNER_HEIGHT,
      items: topic.banner.map(([kind, color], i) => ({
        kind,
        color,
        pattern: 'solid' as const,
        variant: hashString(`${topic.key}-${id}-${i}`),
      })),
    });
}

/** Each city's topics (content module), with their titles in every language and their banners. */
export function makeTopics(urlFor: (key: string) => string = defaultUrlFor): Topics {
  const result: Topics = { topics: [], translations: [], banners: [] };
  let id = 0;
  for (const city of CITIES) {
    CITY_TOPICS[city].forEach((key, sort) => {
      const topic = TOPIC_DATA.find((t) => t.key === key);
      if (!topic) throw new Error(`Unknown topic ${key}`);
      id += 1;
      const pictureKey = `${TOPIC_PICTURE_PREFIX}${id}`;
      result.topics.push({
        id,
        city,
        materialId: 730_000 + id * 13,
        indexImgUrl: urlFor(pictureKey),
        topicBg: topic.background,
        topicRgb: rgbOf(shade(topic.accent, 0.25)),
        topicColumn: topic.column,
        sort,
      });
      for (const lang of LANGUAGES) {
        result.translations.push({ topicId: id, lang, title: topic.title[lang], slogan: topic.slogan[lang] });
      }
      result.banners.push({ key: pictureKey, svg: topicBanner(topic, id) });
    });
  }
  return result;
}

/** Hot search words per city and language (search module). */
export function makeHotWords(): HotWordRow[] {
  return CITIES.flatMap((city) =>
    LANGUAGES.flatMap((lang) =>
      HOT_WORDS[city].map((key, sort) => ({ city, lang, word: WORDS[key][lang], sort })),
    ),
  );
}

/**
 * The search box's rotating placeholders per city and language: words (type 1) and the city's first
 * topics (type 2, opening the topic on an empty submit, spec 1 §4).
 */
export function makePlaceholders(topics: Topics): SearchPlaceholderRow[] {
  const rows: SearchPlaceholderRow[] = [];
  for (const city of CITIES) {
    const [first, second] = topics.topics.filter((t) => t.city === city);
    const [w0, w1, w2] = HOT_WORDS[city];
    for (const lang of LANGUAGES) {
      const topicTitle = (topicId: number) =>
        topics.translations.find((t) => t.topicId === topicId && t.lang === lang)!.title;
      const entries: Omit<SearchPlaceholderRow, 'sort'>[] = [
        { city, lang, word: WORDS[w0!][lang], type: PLACEHOLDER_TYPE_WORD, topicId: null },
        ...(first ? [{ city, lang, word: topicTitle(first.id), type: 2, topicId: first.id }] : []),
        { city, lang, word: WORDS[w1!][lang], type: PLACEHOLDER_TYPE_WORD, topicId: null },
        { city, lang, word: WORDS[w2!][lang], type: PLACEHOLDER_TYPE_WORD, topicId: null },
        ...(second ? [{ city, lang, word: topicTitle(second.id), type: 2, topicId: second.id }] : []),
      ];
      rows.push(...entries.map((entry, sort) => ({ ...entry, sort })));
    }
  }
  return rows;
}

/** Navigation bars per city (shell module). Labels are i18n keys `nav.<key>`. */
export function makeNavEntries(): NavEntryRow[] {
  return (Object.keys(NAV_DATA) as City[]).flatMap((city) =>
    NAV_DATA[city].map((entry, sort) => ({ city, ...entry, sort })),
  );
}

export function makeCurrencyRates(now: Date): CurrencyRateRow[] {
  return Object.entries(CURRENCY_RATES).map(([currency, rate]) => ({ currency, rate, updatedAt: now }));
}
