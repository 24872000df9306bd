import type { Language } from '@stallhub/contracts';
import cn from '../catalogues/server/cn.json' with { type: 'json' };
import de from '../catalogues/server/de.json' with { type: 'json' };
import en from '../catalogues/server/en.json' with { type: 'json' };
import es from '../catalogues/server/es.json' with { type: 'json' };
import fr from '../catalogues/server/fr.json' with { type: 'json' };
import ja from '../catalogues/server/ja.json' with { type: 'json' };
import ko from '../catalogues/server/ko.json' with { type: 'json' };
import ptbr from '../catalogues/server/pt-br.json' with { type: 'json' };
import th from '../catalogues/server/th.json' with { type: 'json' };
import vi from '../catalogues/server/vi.json' with { type: 'json' };
import cnOrders from '../catalogues/web/cn/orders.json' with { type: 'json' };
import cnShell from '../catalogues/web/cn/shell.json' with { type: 'json' };
import deOrders from '../catalogues/web/de/orders.json' with { type: 'json' };
import deShell from '../catalogues/web/de/shell.json' with { type: 'json' };
import enOrders from '../catalogues/web/en/orders.json' with { type: 'json' };
import enShell from '../catalogues/web/en/shell.json' with { type: 'json' };
import esOrders from '../catalogues/web/es/orders.json' with { type: 'json' };
import esShell from '../catalogues/web/es/shell.json' with { type: 'json' };
import frOrders from '../catalogues/web/fr/orders.json' with { type: 'json' };
import frShell from '../catalogues/web/fr/shell.json' with { type: 'json' };
import jaOrders from '../catalogues/web/ja/orders.json' with { type: 'json' };
import jaShell from '../catalogues/web/ja/shell.json' with { type: 'json' };
import koOrders from '../catalogues/web/ko/orders.json' with { type: 'json' };
import koShell from '../catalogues/web/ko/shell.json' with { type: 'json' };
import ptbrOrders from '../catalogues/web/pt-br/orders.json' with { type: 'json' };
import ptbrShell from '../catalogues/web/pt-br/shell.json' with { type: 'json' };
import thOrders from '../catalogues/web/th/orders.json' with { type: 'json' };
import thShell from '../catalogues/web/th/shell.json' with { type: 'json' };
import viOrders from '../catalogues/web/vi/orders.json' with { type: 'json' };
import viShell from '../catalogues/web/vi/shell.json' with { type: 'json' };
import { fallbackLanguages } from './setup.ts';
import { type LanguageTexts, languageTexts, type TextOptions, translate } from './translator.ts';

/** The server's own texts (answers' messages, mail, SMS), one section per module. */
export type ServerCatalogue = typeof cn;

/** A text's key as callers name it: a counted text ("codeWrong_other" in Chinese) without its plural form. */
export type PluralBase<K extends string> = K extends `${infer Base}_other` ? Base : K;

/** Dotted keys of a catalogue's texts. */
type TextKey<T> = {
  [K in keyof T & string]: T[K] extends string ? PluralBase<K> : `${K}.${TextKey<T[K]>}`;
}[keyof T & string];

/**
 * A server text ("cart.noLine"), or a page text of the shell or orders area ("web:nav.itemRanking",
 * "web:orders.state.5"): the search tips name the item ranking as the navigation bar does, and the
 * messages about an order's lines name their states as the orders pages do, so the server holds those
 * areas of the page catalogue too.
 */
export type ServerMessageKey =
  | TextKey<ServerCatalogue>
  | `web:${TextKey<typeof cnShell>}`
  | `web:${TextKey<typeof cnOrders>}`;

// Imported as modules, not read from disk, so a bundled server carries them. Typed as the Chinese
// catalogue, so a language lacking a text does not compile.
export const serverCatalogues: Record<Language, ServerCatalogue> = {
  cn,
  en,
  ko,
  ja,
  de,
  fr,
  es,
  vi,
  th,
  'pt-br': ptbr,
};
const ordersAreas: Record<Language, typeof cnOrders> = {
  cn: cnOrders,
  en: enOrders,
  ko: koOrders,
  ja: jaOrders,
  de: deOrders,
  fr: frOrders,
  es: esOrders,
  vi: viOrders,
  th: thOrders,
  'pt-br': ptbrOrders,
};
const shellAreas: Record<Language, typeof cnShell> = {
  cn: cnShell,
  en: enShell,
  ko: koShell,
  ja: jaShell,
  de: deShell,
  fr: frShell,
  es: esShell,
  vi: viShell,
  th: thShell,
  'pt-br': ptbrShell,
};
/** A language's texts and those it falls back to (English, then Chinese), one list per namespace. */
interface ServerTexts {
  server: LanguageTexts[];
  web: LanguageTexts[];
}
const byLanguage = new Map<Language, ServerTexts>();

function serverTexts(lang: Language): ServerTexts {
  let texts = byLanguage.get(lang);
  if (!texts) {
    const languages = fallbackLanguages(lang);
    texts = {
      server: languages.map((code) => languageTexts(code, serverCatalogues[code])),
      web: languages.map((code) => languageTexts(code, { ...shellAreas[code], ...ordersAreas[code] })),
    };
    byLanguage.set(lang, texts);
  }
  return texts;
}

/** The text for `key` in `lang`, its {{name}} placeholders filled from `values`. */
export function serverMessage(lang: Language, key: ServerMessageKey, values: TextOptions = {}): string {
  const texts = serverTexts(lang);
  return key.startsWith('web:')
    ? translate(texts.web, key.slice('web:'.length), values)
    : translate(texts.server, key, values);
}
