import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import { recentReadings } from './recent-readings.ts';
import { TRADE_WORDS } from './trade-words.ts';
import {
  analyse,
  conceptGroup,
  conceptTerms,
  dropRank,
  englishWords,
  type ItemFacts,
} from './understanding.ts';

const jieba = Jieba.withDict(dict);
// A frequency well above the general dictionary's, so a trade word wins over the words it overlaps.
const TRADE_WORD_FREQUENCY = 100_000;
const queryJieba = Jieba.withDict(dict);
queryJieba.loadDict(Buffer.from(TRADE_WORDS.map((word) => `${word} ${TRADE_WORD_FREQUENCY}\n`).join('')));

const CJK_RUN = /[\u3400-\u9fff\uf900-\ufaff]+/g;
const LATIN_WORD = /[a-z0-9]+(?:[-_][a-z0-9]+)*/g;
/** Bigrams and single characters are prefixed so they never collide with whole words. */
const BIGRAM = '2:';
const UNIGRAM = '1:';

function bigrams(run: string): string[] {
  const found: string[] = [];
  for (let i = 0; i + 1 < run.length; i++) found.push(BIGRAM + run.slice(i, i + 2));
  return found;
}

/** Lower-cased Latin words and the art number in its plain and joined forms ("K-8807" → k-8807, k8807). */
function latinTerms(text: string): string[] {
  const words = text.toLowerCase().match(LATIN_WORD) ?? [];
  return words.flatMap((w) => (w.includes('-') || w.includes('_') ? [w, w.replace(/[-_]/g, '')] : [w]));
}

/**
 * The terms a title is found by: jieba's search-mode words, every CJK bigram and character (so a query
 * segmented differently from the title still matches), Latin words of the English title and art number
 * (as written and in their searched form), and the concepts the titles, category and attributes name
 * (understanding.ts).
 */
export function documentTerms(input: {
  title: string;
  englishTitle?: string | null;
  artNo: string;
  facts?: ItemFacts;
}): string[] {
  const terms = new Set<string>();
  for (const word of jieba.cutForSearch(input.title, true)) {
    const w = word.trim().toLowerCase();
    if (w) terms.add(w);
  }
  for (const run of input.title.match(CJK_RUN) ?? []) {
    for (const b of bigrams(run)) terms.add(b);
    for (const ch of run) terms.add(UNIGRAM + ch);
  }
  const latin = `${input.title} ${input.englishTitle ?? ''} ${input.artNo}`;
  for (const t of latinTerms(latin)) terms.add(t);
  for (const t of englishWords(latin)) terms.add(t);
  for (const t of conceptTerms([input.title, input.englishTitle ?? ''], input.facts)) terms.add(t);
  return [...terms];
}

/** A query as groups of alternatives: every group must match, any term within a group may. */
export type QueryTerms = string[][];

/**
 * The groups one Chinese word of a query needs. Two characters: the word or its bigram. Longer
 * ("羽绒服"): every bigram, so the characters must stand together as in the query, not merely one pair of
 * them. The whole word stays an alternative in each group, so titles segmented into that very word rank
 * first.
 */
function wordGroups(word: string): QueryTerms {
  if (word.length === 1) return [[UNIGRAM + word]];
  if (word.length === 2) return [[word, BIGRAM + word]];
  return bigrams(word).map((bigram) => [word, bigram]);
}

/**
 * Precise terms: the groups of each word of the query, cut with the trade's words as well (so "加绒卫衣女"
 * asks for 加绒, 卫衣 and 女, in any order), and Latin words as they are.
 */
export function preciseQuery(q: string): QueryTerms {
  const groups: QueryTerms = [];
  for (const token of queryJieba.cut(q.toLowerCase(), true)) {
    const word = token.trim();
    if (!word) continue;
    if (CJK_RUN.test(word)) {
      CJK_RUN.lastIndex = 0;
      groups.push(...wordGroups(word));
    } else {
      for (const t of latinTerms(word)) groups.push([t]);
    }
  }
  return groups;
}

/** One word of a query as understood: its text, its groups, and how early relaxation gives it up. */
export interface QueryWord {
  text: string;
  latin: boolean;
  groups: QueryTerms;
  /** Lower is given up first; a garment word is never given up (Infinity). */
  dropRank: number;
}

/**
 * A query read with the trade's vocabulary: each concept it names matches by that concept (whatever word a
 * title used for it, its category or attributes); other Latin words by their searched form; other Chinese
 * text by its precise words, as before.
 */
export const understandQuery: (q: string) => readonly QueryWord[] = recentReadings(
  (q) => Object.freeze(readQuery(q).map(frozen)),
  4096,
);

/** A word frozen with its groups: the readings are shared (recent-readings.ts). */
const frozen = (word: QueryWord): QueryWord =>
  Object.freeze({ ...word, groups: Object.freeze(word.groups.map((g) => Object.freeze(g))) as QueryTerms });

function readQuery(q: string): QueryWord[] {
  return analyse(q)
    .map((span) => ({
      text: span.text,
      latin: span.latin,
      groups: span.concept
        ? [conceptGroup(span.concept)]
        : span.latin
          ? [[...new Set(latinTerms(span.text))]]
          : preciseQuery(span.text),
      dropRank: dropRank(span),
    }))
    .filter((word) => word.groups.length > 0);
}

/** Loose terms: every Chinese character and Latin word; the fallback when the precise query finds nothing. */
export function looseQuery(q: string): QueryTerms {
  const groups: QueryTerms = [];
  for (const run of q.match(CJK_RUN) ?? []) for (const ch of new Set(run)) groups.push([UNIGRAM + ch]);
  for (const t of latinTerms(q.replace(CJK_RUN, ' '))) groups.push([t]);
  return groups;
}

/** A tsquery literal of the groups, every lexeme quoted so no text can change the query's shape. */
export function toTsQuery(groups: QueryTerms): string {
  const quote = (term: string) => `'${term.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
  return groups.map((alternatives) => `(${alternatives.map(quote).join(' | ')})`).join(' & ');
}
