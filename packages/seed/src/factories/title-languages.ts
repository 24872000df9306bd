import type { Language } from '@stallhub/contracts';
import type { Audience } from '../data/categories.ts';
import { TITLE_NOUNS } from '../data/title-nouns.ts';
import {
  type PhraseForms,
  TITLE_AUDIENCES,
  TITLE_FEATURES,
  TITLE_OPENERS,
  TITLE_STYLES,
} from '../data/title-phrases.ts';

/** The languages whose titles are composed here; Chinese and English titles are item.ts's. */
export type ComposedLanguage = Exclude<Language, 'cn' | 'en'>;
const COLUMN: Record<ComposedLanguage, number> = {
  ko: 0,
  ja: 1,
  de: 2,
  fr: 3,
  es: 4,
  vi: 5,
  th: 6,
  'pt-br': 7,
};

/** A title's words by their Chinese keys: what titlesOf picked for the Chinese title. */
export interface TitleParts {
  opener: string;
  style: string | null;
  features: readonly string[];
  noun: string;
  audience: Audience;
  tail: string | null;
  year: number;
}

type Gender = 'm' | 'f' | 'n' | 'p';
const genderOf = (code: string): Gender => (code.endsWith('p') ? 'p' : (code as Gender));

function lookUp(table: Readonly<Record<string, PhraseForms>>, key: string, lang: ComposedLanguage): string {
  const forms = table[key];
  if (!forms) throw new Error(`No title translation for ${key}`);
  return forms[COLUMN[lang]] as string;
}

/** A feature the garment's name already says ("à lacets" of "bottines à lacets") is not said twice. */
const saidBy = (noun: string) => (word: string) =>
  !noun.toLowerCase().includes(word.replace(/[~|].*$/, '').toLowerCase());

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
const unique = (words: readonly string[]) => [...new Set(words.filter(Boolean))];

/** German adjectives without an article take the strong ending of the noun's gender ("lockere Jeans"). */
function germanAdjective(stem: string, gender: Gender): string {
  const base = stem.endsWith('el') ? `${stem.slice(0, -2)}l` : stem;
  return base + { m: 'er', f: 'e', n: 'es', p: 'e' }[gender];
}

/** "Damen-" joins the noun's first capitalised word: "leichte Damen-Daunenjacke", "Damen-BH ohne Bügel". */
function germanNoun(noun: string, audience: string): string {
  const words = noun.split(' ');
  const head = words.findIndex((w) => /^[A-ZÄÖÜ]/.test(w));
  words[head] = `${audience}-${words[head]}`;
  return words.join(' ');
}

function germanTitle(parts: TitleParts): string {
  const [nounText, code = 'm'] = lookUp(TITLE_NOUNS, parts.noun, 'de').split(':');
  const gender = genderOf(code);
  const words = unique(
    [...parts.features, parts.tail ?? ''].map((f) => (f ? lookUp(TITLE_FEATURES, f, 'de') : '')),
  ).filter(saidBy(nounText!));
  const adjectives = words.filter((w) => w.endsWith('~')).map((w) => germanAdjective(w.slice(0, -1), gender));
  const phrases = words.filter((w) => !w.endsWith('~'));
  if (parts.style) phrases.push(lookUp(TITLE_STYLES, parts.style, 'de'));
  const audience = lookUp(TITLE_AUDIENCES, parts.audience, 'de');
  const noun = [adjectives.join(', '), germanNoun(nounText!, audience)].filter(Boolean).join(' ');
  return `${capitalise([noun, ...phrases].join(', '))} – ${opener(parts, 'de')}`;
}

const ROMANCE_AND: Record<'fr' | 'es' | 'pt-br', string> = { fr: 'et', es: 'y', 'pt-br': 'e' };

/** The plural of an adjective: French -s (-al > -aux), Spanish -s/-es, Portuguese -s/-es/-eis. */
function romancePlural(word: string, lang: 'fr' | 'es' | 'pt-br'): string {
  if (lang === 'fr') {
    if (/[sx]$/.test(word)) return word;
    return word.endsWith('al') ? `${word.slice(0, -2)}aux` : `${word}s`;
  }
  if (/[aeiouáéíóú]$/.test(word)) return `${word}s`;
  if (lang === 'es') return word.endsWith('z') ? `${word.slice(0, -1)}ces` : `${word}es`;
  if (word.endsWith('vel')) return `${word.slice(0, -3)}veis`;
  if (word.endsWith('il')) return `${word.slice(0, -2)}eis`;
  return word.endsWith('m') ? `${word.slice(0, -1)}ns` : `${word}es`;
}

/** `masculine|feminine` agrees with the noun; a plain phrase stays as it is. */
function agree(word: string, code: string, lang: 'fr' | 'es' | 'pt-br'): string {
  if (!word.includes('|')) return word;
  const [masculine, feminine] = word.split('|') as [string, string];
  const form = code.startsWith('f') ? feminine : masculine;
  return code.endsWith('p') ? romancePlural(form, lang) : form;
}

/** Noun first, then its adjectives ("ample et décontracté") and who it is for; phrases, style, season. */
function romanceTitle(parts: TitleParts, lang: 'fr' | 'es' | 'pt-br'): string {
  const [nounText, code = 'm'] = lookUp(TITLE_NOUNS, parts.noun, lang).split(':') as [string, string?];
  const words = unique(
    [...parts.features, parts.tail ?? ''].map((f) => (f ? lookUp(TITLE_FEATURES, f, lang) : '')),
  ).filter(saidBy(nounText));
  const adjectives = unique(words.filter((w) => w.includes('|')).map((w) => agree(w, code, lang)));
  const phrases = words.filter((w) => !w.includes('|'));
  const adjectiveText =
    adjectives.length > 1
      ? `${adjectives.slice(0, -1).join(', ')} ${ROMANCE_AND[lang]} ${adjectives.at(-1)}`
      : (adjectives[0] ?? '');
  const audience = agree(lookUp(TITLE_AUDIENCES, parts.audience, lang), code, lang);
  const body = [nounText, adjectiveText, audience].filter(Boolean).join(' ');
  if (parts.style) phrases.push(lookUp(TITLE_STYLES, parts.style, lang));
  return `${capitalise([body, ...phrases].join(', '))} – ${capitalise(opener(parts, lang))}`;
}

function opener(parts: TitleParts, lang: ComposedLanguage): string {
  return lookUp(TITLE_OPENERS, parts.opener, lang).replace('{y}', String(parts.year));
}

const features = (parts: TitleParts, lang: ComposedLanguage) =>
  unique(parts.features.map((f) => lookUp(TITLE_FEATURES, f, lang))).filter(
    saidBy(lookUp(TITLE_NOUNS, parts.noun, lang)),
  );
const style = (parts: TitleParts, lang: ComposedLanguage) =>
  parts.style ? lookUp(TITLE_STYLES, parts.style, lang) : '';
const tail = (parts: TitleParts, lang: ComposedLanguage) =>
  parts.tail ? lookUp(TITLE_FEATURES, parts.tail, lang) : '';

/** Korean and Japanese titles read like their marketplaces': season, style, features, who, garment. */
function keywordTitle(parts: TitleParts, lang: 'ko' | 'ja'): string {
  const noun = lookUp(TITLE_NOUNS, parts.noun, lang);
  const who = lookUp(TITLE_AUDIENCES, parts.audience, lang);
  return unique([
    opener(parts, lang),
    style(parts, lang),
    ...features(parts, lang),
    who,
    noun,
    tail(parts, lang),
  ]).join(' ');
}

/** Thai and Vietnamese put the garment and who it is for first, then what describes it. */
function nounFirstTitle(parts: TitleParts, lang: 'th' | 'vi'): string {
  const noun = lookUp(TITLE_NOUNS, parts.noun, lang);
  const who = lookUp(TITLE_AUDIENCES, parts.audience, lang);
  if (lang === 'th') {
    return unique([
      `${noun}${who}`,
      ...features(parts, lang),
      style(parts, lang),
      tail(parts, lang),
      opener(parts, lang),
    ]).join(' ');
  }
  const described = unique([...features(parts, lang), style(parts, lang), tail(parts, lang)]).join(', ');
  return `${capitalise([noun, who, described].filter(Boolean).join(' '))} – ${capitalise(opener(parts, lang))}`;
}

/** An item's title in a language besides Chinese and English, in that language's own word order. */
export function composeTitle(parts: TitleParts, lang: ComposedLanguage): string {
  switch (lang) {
    case 'de':
      return germanTitle(parts);
    case 'fr':
    case 'es':
    case 'pt-br':
      return romanceTitle(parts, lang);
    case 'ko':
    case 'ja':
      return keywordTitle(parts, lang);
    default:
      return nounFirstTitle(parts, lang);
  }
}
