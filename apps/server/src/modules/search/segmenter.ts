import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict';

const jieba = Jieba.withDict(dict);

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
 * segmented differently from the title still matches), and Latin words of the English title and art number.
 */
export function documentTerms(input: {
  title: string;
  englishTitle?: string | null;
  artNo: string;
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
  for (const t of latinTerms(`${input.title} ${input.englishTitle ?? ''} ${input.artNo}`)) terms.add(t);
  return [...terms];
}

/** A query as groups of alternatives: every group must match, any term within a group may. */
export type QueryTerms = string[][];

/**
 * Precise terms: each jieba word of the query, or for a Chinese word all its bigrams. "女卫衣" is one
 * jieba word; its bigrams 女卫/卫衣 would demand adjacency, so a word of three or more characters also
 * matches as its jieba search-mode parts.
 */
export function preciseQuery(q: string): QueryTerms {
  const groups: QueryTerms = [];
  for (const token of jieba.cut(q, true)) {
    const word = token.trim().toLowerCase();
    if (!word) continue;
    if (CJK_RUN.test(word)) {
      CJK_RUN.lastIndex = 0;
      if (word.length === 1) groups.push([UNIGRAM + word]);
      else groups.push([word, ...bigrams(word)]);
    } else {
      for (const t of latinTerms(word)) groups.push([t]);
    }
  }
  return groups;
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
