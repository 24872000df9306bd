import { LANGUAGES, type Language } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { COLORS, ONE_SIZE } from './data/attributes.ts';
import { ALL_LEAVES, leafById } from './data/categories.ts';
import { LACK_REASONS, REFUND_RULES } from './data/shop-words.ts';
import { CATALOGUE_VALUES } from './data/sku-words.ts';
import { STYLE_DATA } from './data/styles.ts';
import { TITLE_NOUNS } from './data/title-nouns.ts';
import { TITLE_FEATURES, TITLE_OPENERS, TITLE_STYLES } from './data/title-phrases.ts';
import { FEATURES, SEASON_OPENERS, TAILS, WARM_FEATURES } from './data/title-words.ts';
import { makeDesign, makeItemBundle, titlesOf } from './factories/item.ts';
import { createRandom } from './random.ts';

/** Han, kana and hangul: a page in a Latin or Thai script language must show none of them. */
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
const HANGUL = /[\uac00-\ud7af]/;
const NON_CJK: readonly Language[] = ['en', 'de', 'fr', 'es', 'vi', 'th', 'pt-br'];

describe('item titles in every language', () => {
  it('every word a title can use has its translation in every language', () => {
    const words = [
      ...ALL_LEAVES.flatMap((leaf) => leaf.nouns.map((noun) => [TITLE_NOUNS, noun[0]] as const)),
      ...[...Object.values(FEATURES).flat(), ...WARM_FEATURES, ...TAILS].map(
        (w) => [TITLE_FEATURES, w[0]] as const,
      ),
      ...STYLE_DATA.map((style) => [TITLE_STYLES, style.word[0]] as const),
      ...Object.values(SEASON_OPENERS)
        .flat()
        .map((w) => [TITLE_OPENERS, w[0]] as const),
    ];
    const missing = words.filter(([table, key]) => table[key]?.every(Boolean) !== true).map(([, key]) => key);
    expect(missing).toEqual([]);
  });

  it('every seeded item has a title in all 10 languages, each in its own script, none the Chinese one', () => {
    const faults: string[] = [];
    ALL_LEAVES.forEach((leaf, index) => {
      for (let n = 0; n < 8; n++) {
        const { item, translations } = makeItemBundle({
          id: 2_000_000 + index * 10 + n,
          categoryId: leaf.id,
        });
        const titles = new Map<string, string>([
          ['cn', item.title],
          ...translations.map((t) => [t.lang, t.title] as const),
        ]);
        expect([...titles.keys()].sort()).toEqual([...LANGUAGES].sort());
        for (const [lang, title] of titles) {
          if (title.trim() === '' || (lang !== 'cn' && title === item.title))
            faults.push(`${lang}: ${title}`);
          if (NON_CJK.includes(lang as Language) && CJK.test(title)) faults.push(`${lang}: ${title}`);
        }
        if (!HANGUL.test(titles.get('ko')!)) faults.push(`ko: ${titles.get('ko')}`);
        // A Japanese title may be all kanji ("冬服 ... 革靴") but never Korean, and never the Chinese one.
        if (HANGUL.test(titles.get('ja')!)) faults.push(`ja: ${titles.get('ja')}`);
      }
    });
    expect(faults).toEqual([]);
  });

  it("follows each language's word order: German compounds and declines, Romance nouns lead and agree", () => {
    const design = {
      ...makeDesign(leafById(103), createRandom(3)),
      styleId: 1,
      opener: ['{y}秋冬新款', 'New for Autumn/Winter {y}'] as const,
      features: [
        ['宽松', 'Loose'],
        ['加厚', 'Thickened'],
      ] as const,
      noun: ['连帽卫衣', 'Hooded Sweatshirt'] as const,
      audience: 'women' as const,
      tail: ['ins潮', 'Trendy'] as const,
    };
    expect(titlesOf(design, 2026)).toMatchObject({
      de: 'Lockerer, dicker Damen-Kapuzenpullover, im Instagram-Look, im Korea-Stil – Neuheit Herbst/Winter 2026',
      fr: 'Sweat à capuche ample et épais pour femme, tendance Instagram, style coréen – Nouveauté automne-hiver 2026',
      es: 'Sudadera con capucha holgada y gruesa para mujer, estilo Instagram, estilo coreano – Novedad otoño-invierno 2026',
      'pt-br':
        'Moletom com capuz largo e grosso feminino, estilo Instagram, estilo coreano – Lançamento outono-inverno 2026',
      ja: '2026秋冬新作 韓国風 ゆったり 厚手 レディース パーカー インスタ映え',
      ko: '2026 가을겨울 신상 한국 스타일 루즈핏 두툼한 여성 후드티 인스타 감성',
      th: 'เสื้อฮู้ดผู้หญิง ทรงหลวม หนาพิเศษ สไตล์เกาหลี สไตล์อินสตาแกรม คอลเลกชันใหม่ฤดูใบไม้ร่วง-หนาว 2026',
      vi: 'Áo hoodie nữ dáng rộng, dày dặn, phong cách Hàn Quốc, phong cách Instagram – Hàng mới thu đông 2026',
    });
  });

  it('plural nouns take plural adjectives: "lockere Damen-Jeans", "vaqueros holgados"', () => {
    const design = {
      ...makeDesign(leafById(103), createRandom(3)),
      styleId: null,
      opener: ['新款', 'New Arrival'] as const,
      features: [['宽松', 'Loose']] as const,
      noun: ['牛仔裤', 'Jeans'] as const,
      audience: 'women' as const,
      tail: null,
    };
    const titles = titlesOf(design, 2026);
    expect(titles.de).toBe('Lockere Damen-Jeans – Neuheit');
    expect(titles.es).toBe('Vaqueros holgados para mujer – Novedad');
    expect(titles['pt-br']).toBe('Calça jeans larga feminina – Lançamento');
  });
});

describe('catalogue values in every language', () => {
  it('names every colour, one size, lack reason and return rule the seed stores in all 10 languages', () => {
    const stored = {
      color: COLORS.map((c) => c.cn),
      size: [ONE_SIZE],
      lackReason: [...LACK_REASONS],
      refundRule: [...REFUND_RULES, '特价商品 不退不换'],
    };
    for (const [kind, values] of Object.entries(stored)) {
      const named = CATALOGUE_VALUES[kind as keyof typeof stored];
      for (const value of values) {
        const names = named.find((n) => n.cn === value);
        expect(names, `${kind} ${value}`).toBeDefined();
        for (const lang of NON_CJK) expect(CJK.test(names![lang]), `${kind} ${value} ${lang}`).toBe(false);
        expect(names!.ja).not.toBe(value);
        expect(HANGUL.test(names!.ko)).toBe(true);
      }
    }
  });
});
