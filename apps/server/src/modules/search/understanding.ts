import { recentReadings } from './recent-readings.ts';
import { CONCEPTS, type Concept, type ConceptKind } from './vocabulary.ts';

/**
 * What a text means in the trade's vocabulary (vocabulary.ts): the concepts it names and the words left
 * over, in order. Titles are read this way when indexed and queries when searched, so both meet on the
 * same concept terms whichever synonym or word form each used (decision 047).
 */
export interface Span {
  /** The words as typed (Chinese) or their normalised English form. */
  text: string;
  concept: Concept | null;
  /** Latin: a left-over word is normalised, an art number kept as written. */
  latin: boolean;
}

/** Term prefixes: a concept a title (or an attribute value) names, the item's category, its attributes. */
export const CONCEPT_TERM = 'c:';
export const CATEGORY_TERM = 'k:';
export const ATTRIBUTE_TERM = 'a:';

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const byKey = new Map(CONCEPTS.map((c) => [c.key, c]));

/** English words that stay plural: "shorts" is a garment, "short" a cut. */
const PLURAL_KEPT = new Set(['shorts']);

/** A word's singular form, by the spelling rules that cover the catalogue's words. */
export function singular(word: string): string {
  if (PLURAL_KEPT.has(word) || word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  if (/(?:ss|us|is|as)$/.test(word)) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** English words in their searched form: lower case, no possessive, split at hyphens, singular. */
export function englishWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(singular);
}

const zhForms = new Map<string, Concept>();
const enForms = new Map<string, Concept>();
for (const concept of CONCEPTS) {
  for (const form of concept.zh) if (CJK.test(form)) zhForms.set(form.toLowerCase(), concept);
  for (const form of concept.en) enForms.set(englishWords(form).join(' '), concept);
}
const LONGEST_ZH = Math.max(...[...zhForms.keys()].map((f) => f.length));
const LONGEST_EN = Math.max(...[...enForms.keys()].map((f) => f.split(' ').length));

function longestZhAt(text: string, at: number): string | null {
  for (let length = Math.min(LONGEST_ZH, text.length - at); length >= 1; length--) {
    const candidate = text.slice(at, at + length);
    if (zhForms.has(candidate)) return candidate;
  }
  return null;
}

/** An art number or code ("K-8807", "a4"): a Latin word with a digit, searched as written. */
const CODE = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

function analyseEnglish(stretch: string, spans: Span[]) {
  let words: string[] = [];
  const flushWords = () => {
    analyseWords(words, spans);
    words = [];
  };
  for (const raw of stretch.split(/\s+/).filter(Boolean)) {
    if (/\d/.test(raw) && CODE.test(raw)) {
      flushWords();
      spans.push({ text: raw, concept: null, latin: true });
    } else words.push(...englishWords(raw));
  }
  flushWords();
}

function analyseWords(words: readonly string[], spans: Span[]) {
  for (let i = 0; i < words.length; ) {
    let matched = 0;
    for (let n = Math.min(LONGEST_EN, words.length - i); n >= 1; n--) {
      const concept = enForms.get(words.slice(i, i + n).join(' '));
      if (concept) {
        spans.push({ text: words.slice(i, i + n).join(' '), concept, latin: true });
        matched = n;
        break;
      }
    }
    if (matched === 0) {
      spans.push({ text: words[i]!, concept: null, latin: true });
      matched = 1;
    }
    i += matched;
  }
}

/** The concepts and left-over words of a text, Chinese matched longest first, English by whole words. */
export function analyse(input: string): Span[] {
  const text = input.toLowerCase();
  const spans: Span[] = [];
  let pending = '';
  const flush = () => {
    if (pending) spans.push({ text: pending, concept: null, latin: false });
    pending = '';
  };
  for (let i = 0; i < text.length; ) {
    const form = longestZhAt(text, i);
    if (form) {
      flush();
      spans.push({ text: form, concept: zhForms.get(form)!, latin: false });
      i += form.length;
      continue;
    }
    const ch = text[i]!;
    if (CJK.test(ch)) {
      pending += ch;
      i++;
    } else if (/[a-z0-9]/.test(ch)) {
      flush();
      let end = i;
      while (end < text.length && !CJK.test(text[end]!) && longestZhAt(text, end) === null) end++;
      analyseEnglish(text.slice(i, end), spans);
      i = end;
    } else {
      flush();
      i++;
    }
  }
  flush();
  return spans;
}

/**
 * `analyse` for what buyers type (queries, the terms a keystroke completes to), kept for the texts read
 * last: the same texts come back keystroke after keystroke (recent-readings.ts). Titles are read once, at
 * index time, with `analyse` itself. The spans are shared: callers leave them as given.
 */
export const analyseTyped: (text: string) => readonly Span[] = recentReadings(
  (text) => Object.freeze(analyse(text)),
  8192,
);

/** A concept and every concept it implies, each once. */
export function withBroader(concept: Concept): Concept[] {
  const found = new Map<string, Concept>();
  const visit = (c: Concept) => {
    if (found.has(c.key)) return;
    found.set(c.key, c);
    for (const key of c.broader ?? []) visit(byKey.get(key)!);
  };
  visit(concept);
  return [...found.values()];
}

/** The kinds a category name tells about its items. */
const CATEGORY_KINDS: ReadonlySet<ConceptKind> = new Set(['category', 'audience']);

const codeIndex = new Map<string, Concept[]>();
for (const concept of CONCEPTS) {
  for (const code of concept.codes ?? []) {
    const key = `${concept.kind}|${code}`;
    codeIndex.set(key, [...(codeIndex.get(key) ?? []), concept]);
  }
}

/** What an item is, beyond its title: its category's names and its attribute values. */
export interface ItemFacts {
  /** The names of its category and the category above, in every language they are translated into. */
  categoryNames?: readonly string[];
  /** The SKU colour names. */
  colors?: readonly string[];
  pattern?: string;
  fabric?: string;
  season?: string;
  modelId?: number | null;
}

/** The concept terms of an item: what its titles name, what its category is, what its attributes are. */
export function conceptTerms(texts: readonly string[], facts: ItemFacts = {}): string[] {
  const terms = new Set<string>();
  const add = (prefix: string, concept: Concept) => {
    for (const c of withBroader(concept)) terms.add(prefix + c.key);
  };
  for (const text of texts) {
    for (const span of analyse(text)) if (span.concept) add(CONCEPT_TERM, span.concept);
  }
  for (const name of facts.categoryNames ?? []) {
    for (const span of analyse(name)) {
      if (span.concept && CATEGORY_KINDS.has(span.concept.kind)) add(CATEGORY_TERM, span.concept);
    }
  }
  for (const color of facts.colors ?? []) {
    for (const span of analyse(color)) if (span.concept?.kind === 'colour') add(ATTRIBUTE_TERM, span.concept);
  }
  const coded: [ConceptKind, string | undefined][] = [
    ['pattern', facts.pattern],
    ['fabric', facts.fabric],
    ['season', facts.season],
    ['cut', facts.modelId == null ? undefined : String(facts.modelId)],
  ];
  for (const [kind, code] of coded) {
    for (const concept of code ? (codeIndex.get(`${kind}|${code}`) ?? []) : []) add(ATTRIBUTE_TERM, concept);
  }
  return [...terms];
}

/** The alternatives a query's concept matches by: named in a title, the item's category, its attribute. */
export function conceptGroup(concept: Concept): string[] {
  const group = [CONCEPT_TERM + concept.key];
  if (CATEGORY_KINDS.has(concept.kind)) group.push(CATEGORY_TERM + concept.key);
  if (concept.codes || concept.kind === 'colour') group.push(ATTRIBUTE_TERM + concept.key);
  return group;
}

/**
 * The order a query's words are given up in when together they find nothing: words the vocabulary does
 * not know, then selling words, seasons, cuts, patterns, fabrics, colours, the audience. A garment word
 * is never given up, so a relaxed search stays in the category the buyer named.
 */
const DROP_ORDER: readonly (ConceptKind | 'other')[] = [
  'other',
  'style',
  'season',
  'cut',
  'pattern',
  'fabric',
  'colour',
  'audience',
];

export function dropRank(span: Span): number {
  if (span.concept?.kind === 'category') return Number.POSITIVE_INFINITY;
  return DROP_ORDER.indexOf(span.concept?.kind ?? 'other');
}
