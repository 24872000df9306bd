import type { Language } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from './catalogue-files.ts';
import { createI18n } from './index.ts';
import { serverMessage } from './server-messages.ts';

/** A page's t() in `lang`, over the real page catalogue. */
const pageT = (lang: Language) => createI18n(lang, readCatalogue(lang)).t;

describe('counted texts', () => {
  it.each([
    ['en', 1, '1 item'],
    ['en', 2, '2 items'],
    ['de', 1, '1 Artikel'],
    ['de', 2, '2 Artikel'],
    ['fr', 0, '0 article'],
    ['fr', 1, '1 article'],
    ['fr', 2, '2 articles'],
    ['fr', 1_000_000, '1000000 d’articles'],
    ['es', 1_000_000, '1000000 de artículos'],
    ['cn', 1, '共 1 件'],
  ] as const)('read %s %i as "%s"', (lang, count, text) => {
    expect(pageT(lang)('favourites.page.total', { count })).toBe(text);
  });

  it.each([
    ['en', 1, 1, 'Options (1 colour · 1 size)'],
    ['en', 2, 5, 'Options (2 colours · 5 sizes)'],
    ['de', 1, 2, 'Varianten (1 Farbe · 2 Größen)'],
    ['fr', 1, 3, 'Déclinaisons (1 couleur · 3 tailles)'],
  ] as const)('compose %s options of %i colours and %i sizes as "%s"', (lang, colors, sizes, text) => {
    const t = pageT(lang);
    const title = t('itemDetail.sku.title', {
      colors: t('itemDetail.sku.colorCount', { count: colors }),
      sizes: t('itemDetail.sku.sizeCount', { count: sizes }),
    });
    expect(title).toBe(text);
  });

  it('choose the form by the number while showing its abbreviation', () => {
    const t = pageT('en');
    expect(t('card.count.favourites', { count: 1, value: '1' })).toBe('1 favourite');
    expect(t('card.count.favourites', { count: 12_000, value: '12K' })).toBe('12K favourites');
  });

  it.each(['cn', 'ko', 'ja', 'vi', 'th'] as const)('find the one form of %s for a count of 1', (lang) => {
    // "cn" is no Intl locale: read with English rules it would ask for a `_one` text Chinese lacks.
    expect(pageT(lang)('menu.allMarkets', { count: 1 })).not.toBe('menu.allMarkets');
  });

  it.each([
    ['en', 1, 'Incorrect verification code. 1 attempt left'],
    ['en', 0, 'Incorrect verification code. 0 attempts left'],
    ['de', 1, 'Falscher Bestätigungscode. Noch 1 Versuch'],
    ['fr', 0, 'Code de vérification incorrect. Il vous reste 0 essai'],
    ['cn', 1, '验证码错误，还可尝试 1 次'],
  ] as const)('answer a wrong code in %s with %i attempts as "%s"', (lang, count, text) => {
    expect(serverMessage(lang, 'auth.codeWrong', { count })).toBe(text);
  });
});
