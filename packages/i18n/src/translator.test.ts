import { LANGUAGES, type Language } from '@stallhub/contracts';
import i18next, { type Resource } from 'i18next';
import { describe, expect, it } from 'vitest';
import { leaves, readCatalogue, readCatalogueAreas } from './catalogue-files.ts';
import { createI18n } from './index.ts';
import { serverCatalogues, serverMessage } from './server-messages.ts';
import { fallbackLanguages, pluralLocale } from './setup.ts';
import { languageTexts, type TextOptions, translate } from './translator.ts';

/**
 * i18next as the pages and the server used it until decision 096: the reference the translator must
 * answer like, key by key.
 */
function i18nextT(lang: Language, namespace: string, resources: Resource) {
  const instance = i18next.createInstance();
  instance.init({
    lng: lang,
    lowerCaseLng: true,
    load: 'currentOnly',
    fallbackLng: (code: string) => fallbackLanguages(code as Language).slice(1),
    resources,
    ns: Object.keys(resources[lang] ?? {}),
    defaultNS: namespace,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  const resolver = instance.services.pluralResolver as {
    getRule: (code: string, options?: object) => unknown;
  };
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => getRule(pluralLocale(code as Language), options);
  return instance.t as unknown as (key: string, options?: object) => string;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const CONTEXT_SUFFIX = /_(shop|stall)$/;

/** Every text's key as callers name it: without its plural form or context. */
const textKeys = (catalogue: object) => [
  ...new Set(
    [...leaves(catalogue).keys()].map((key) => key.replace(PLURAL_SUFFIX, '').replace(CONTEXT_SUFFIX, '')),
  ),
];

/** Values for every placeholder the catalogues have: names and numbers, one empty. */
const VALUES = Object.fromEntries(
  [
    ...new Set(
      LANGUAGES.flatMap((lang) =>
        [...JSON.stringify([readCatalogue(lang), serverCatalogues[lang]]).matchAll(/\{\{(\w+)\}\}/g)].map(
          (m) => m[1],
        ),
      ),
    ),
  ].map((name, index) => [name, index % 3 === 0 ? index : `«${name}»`]),
);

/** The options every key is asked with, by name: none, placeholders, each count, a context, a default. */
const OPTIONS: [string, TextOptions][] = [
  ['no options', {}],
  ['placeholders', VALUES],
  ...[0, 1, 2, 5, 21].map((count): [string, TextOptions] => [`count ${count}`, { ...VALUES, count }]),
  ['count 1 and context shop', { count: 1, context: 'shop' }],
  ['context stall', { context: 'stall' }],
  ['empty context', { context: '' }],
  ['a default', { defaultValue: 'default {{name}}', name: 'n' }],
  ['placeholders undefined and null', { name: undefined, title: null }],
];

describe('the translator answers as i18next did', () => {
  it.each([...LANGUAGES])('on every page text of %s, with every kind of option', (lang) => {
    const catalogue = readCatalogue(lang);
    const reference = i18nextT(lang, 'web', { [lang]: { web: catalogue } });
    const { t } = createI18n(lang, catalogue);
    const keys = [...textKeys(catalogue), 'nowhere.to.be.found'];
    const differing = keys.flatMap((key) =>
      OPTIONS.filter(([, options]) => t(key, options) !== reference(key, options)).map(
        ([name, options]) => `${key} with ${name}: ${t(key, options)} ≠ ${reference(key, options)}`,
      ),
    );
    expect(differing).toEqual([]);
    expect(keys.length).toBeGreaterThan(1000);
  });

  it.each([...LANGUAGES])('on every server text of %s, falling back to English, then Chinese', (lang) => {
    const shellAndOrders = (other: Language) => {
      const areas = readCatalogueAreas(other);
      return { ...areas.get('shell'), ...areas.get('orders') };
    };
    const resources = Object.fromEntries(
      LANGUAGES.map((other) => [other, { server: serverCatalogues[other], web: shellAndOrders(other) }]),
    );
    const reference = i18nextT('cn', 'server', resources);
    const keys = [
      ...textKeys(serverCatalogues.cn),
      ...textKeys(shellAndOrders('cn')).map((key) => `web:${key}`),
      'nowhere',
    ];
    const differing = keys.flatMap((key) =>
      OPTIONS.filter(
        ([, options]) =>
          serverMessage(lang, key as never, options as never) !== reference(key, { ...options, lng: lang }),
      ).map(([name]) => `${key} with ${name}`),
    );
    expect(differing).toEqual([]);
  });

  it('takes a text missing in a language from English, then from the Chinese source', () => {
    const languages = [
      languageTexts('pt-br', { own: 'próprio' }),
      languageTexts('en', { own: 'own', english: 'English' }),
      languageTexts('cn', { own: '自己', english: '英文', chinese: '中文' }),
    ];
    expect(['own', 'english', 'chinese', 'nowhere'].map((key) => translate(languages, key))).toEqual([
      'próprio',
      'English',
      '中文',
      'nowhere',
    ]);
  });
});
