import type { Completion } from './completion-terms.ts';
import { joinWords } from './relaxation.ts';
import { analyseTyped, type Span } from './understanding.ts';
import type { Concept } from './vocabulary.ts';

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/** The forms of a concept in the script the buyer typed it in: what the city's terms may spell it as. */
const formsOf = (concept: Concept, latin: boolean) =>
  latin ? concept.en.map((form) => form.toLowerCase()) : concept.zh.filter((form) => CJK.test(form));

/**
 * A completion keeps the meaning of the word it completes: it starts with the same concept and names no
 * other of its kind (女 may become 女装, never 女童 nor 男女).
 */
function keepsMeaning(term: string, concept: Concept) {
  const [first, ...rest] = analyseTyped(term);
  return first?.concept?.key === concept.key && rest.every((span) => span.concept?.kind !== concept.kind);
}

/**
 * Completions of typed text read as search reads it (decision 054): the words before the last stay as
 * understood, and the last is completed from the city's terms by every form of the concept it names
 * (男士夹克 → 男士茄克, 宝宝 → 婴儿连体衣, babies → baby…), or, when it names none, as the unfinished word
 * it is (男士夹 → 男士夹克). Heaviest terms first. Empty for a lone word the vocabulary does not know:
 * the plain prefix completion already covers it.
 */
export async function understoodCompletions(
  text: string,
  limit: number,
  complete: (prefix: string, limit: number) => Promise<Completion[]>,
): Promise<string[]> {
  const spans = analyseTyped(text);
  const last = spans.at(-1);
  if (!last || (spans.length === 1 && !last.concept)) return [];
  const head: Span[] = spans.slice(0, -1);
  const { concept } = last;
  const prefixes = concept ? formsOf(concept, last.latin) : [last.text];
  const found = new Map<string, number>();
  for (const completions of await Promise.all(prefixes.map((prefix) => complete(prefix, limit)))) {
    for (const { term, weight } of completions) {
      if (concept && !keepsMeaning(term, concept)) continue;
      found.set(term, Math.max(weight, found.get(term) ?? 0));
    }
  }
  return [...found]
    .sort(([ta, a], [tb, b]) => b - a || (ta < tb ? -1 : ta > tb ? 1 : 0))
    .slice(0, limit)
    .map(([term]) => joinWords([...head, { text: term, latin: last.latin }]));
}
