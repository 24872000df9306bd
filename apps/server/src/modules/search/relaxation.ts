import { type QueryTerms, type QueryWord, understandQuery } from './segmenter.ts';

/** What a relaxed search showed instead: the words it kept and those no item had alongside them. */
export interface Relaxed {
  query: string;
  dropped: string[];
}

/** Words joined as a buyer would write them: Chinese run together, Latin words spaced. */
export function joinWords(words: readonly Pick<QueryWord, 'text' | 'latin'>[]): string {
  let text = '';
  words.forEach((word, i) => {
    const spaced = i > 0 && (word.latin || words[i - 1]!.latin);
    text += (spaced ? ' ' : '') + word.text;
  });
  return text;
}

/**
 * Runs a query's understood words; when together they find nothing, gives up the least informative words
 * one more at a time (selling words before seasons, cuts, patterns, fabrics, colours and the audience;
 * among equals the first typed, a modifier before its noun) until something is found. A garment word is
 * never given up, so the answer stays in the category the buyer named (decision 047).
 */
export async function searchRelaxing<T>(
  q: string,
  run: (terms: QueryTerms) => Promise<T>,
  found: (answer: T) => boolean,
): Promise<{ answer: T; relaxed: Relaxed | null }> {
  const words = understandQuery(q);
  const answer = await run(words.flatMap((w) => w.groups));
  if (found(answer) || words.length < 2) return { answer, relaxed: null };
  const order = words
    .map((word, index) => ({ word, index }))
    .filter(({ word }) => Number.isFinite(word.dropRank))
    .sort((a, b) => a.word.dropRank - b.word.dropRank || a.index - b.index)
    .map(({ index }) => index);
  for (let n = 1; n <= order.length && n < words.length; n++) {
    const dropped = new Set(order.slice(0, n));
    const kept = words.filter((_, i) => !dropped.has(i));
    const relaxedAnswer = await run(kept.flatMap((w) => w.groups));
    if (found(relaxedAnswer)) {
      return {
        answer: relaxedAnswer,
        relaxed: {
          query: joinWords(kept),
          dropped: words.filter((_, i) => dropped.has(i)).map((w) => w.text),
        },
      };
    }
  }
  return { answer, relaxed: null };
}
