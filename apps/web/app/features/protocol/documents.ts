import type { Language } from '@stallhub/contracts';

/** The protocol pages of spec 1 §2: /{lang}/protocolPages/{type}. */
export const PROTOCOL_TYPES = ['termsOfService', 'privacy', 'itemDetailPrivate', 'buyerAgreement'] as const;
export type ProtocolType = (typeof PROTOCOL_TYPES)[number];

export const isProtocolType = (value: unknown): value is ProtocolType =>
  typeof value === 'string' && (PROTOCOL_TYPES as readonly string[]).includes(value);

/** A paragraph or a bulleted list. */
export type ProtocolBlock = { p: string } | { ul: string[] };

export interface ProtocolSection {
  /** Anchor of the section, the same in every language. */
  id: string;
  heading: string;
  blocks: ProtocolBlock[];
}

export interface ProtocolDocument {
  title: string;
  /** ISO date, YYYY-MM-DD. */
  effectiveDate: string;
  intro: ProtocolBlock[];
  sections: ProtocolSection[];
}

/** The page's own words, kept with the documents so the shared catalogues stay untouched. */
export interface ProtocolUi {
  siteName: string;
  backHome: string;
  contents: string;
  /** "Effective date: {date}", the date put in its place. */
  effectiveDate: string;
  print: string;
  backToTop: string;
  otherDocuments: string;
}

/** One language file: the page words and all four documents. */
export interface ProtocolFile {
  ui: ProtocolUi;
  documents: Record<ProtocolType, ProtocolDocument>;
}

export interface ProtocolPage {
  type: ProtocolType;
  ui: ProtocolUi;
  document: ProtocolDocument;
  /** The other documents, for the links under the article. */
  others: { type: ProtocolType; title: string }[];
}

// One chunk per language, as with the UI catalogues: a request loads only its own language.
const files = import.meta.glob<ProtocolFile>('./documents/*.json', { import: 'default' });

export async function loadProtocolFile(lang: Language): Promise<ProtocolFile> {
  const load = files[`./documents/${lang}.json`];
  if (!load) throw new Error(`No protocol documents for language ${lang}`);
  return load();
}

/** The document of one type in one language; null when the type is not one of ours. */
export async function loadProtocolPage(
  lang: Language,
  type: string | undefined,
): Promise<ProtocolPage | null> {
  if (!isProtocolType(type)) return null;
  const { ui, documents } = await loadProtocolFile(lang);
  return {
    type,
    ui,
    document: documents[type],
    others: PROTOCOL_TYPES.filter((other) => other !== type).map((other) => ({
      type: other,
      title: documents[other].title,
    })),
  };
}

/** The path of a protocol page; the language prefix is required here, cn included (spec 1 §2). */
export const protocolPath = (lang: Language, type: ProtocolType) => `/${lang}/protocolPages/${type}`;
