import { LANGUAGES, type Language } from '@stallhub/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { addToCart, buyableSkus, choice } from '../testing/cart-calls.ts';
import { checkOut } from '../testing/checkout-calls.ts';
import { post } from '../testing/http-calls.ts';
import { openSignedInSeededApp } from '../testing/seeded-test-app.ts';
import { suiteFixture } from '../testing/suite-fixture.ts';

// Issue 16 point 4: every catalogue value a page shows (item titles, colours, sizes, lack reasons,
// return rules, market and stall addresses, category names) is in the page's language. Renders the
// pages server-side (needs the web build, as npm test makes it).

vi.hoisted(() => {
  process.env.NODE_ENV = 'production';
});
const t = suiteFixture(() => openSignedInSeededApp({ pages: true }));

/** Han, kana and hangul. */
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
const CJK_LANGUAGES: ReadonlySet<Language> = new Set(['cn', 'ja', 'ko']);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
/** What a reader sees: the page without its scripts, styles and tags, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, code: string) =>
      code.startsWith('#x')
        ? String.fromCodePoint(Number.parseInt(code.slice(2), 16))
        : code.startsWith('#')
          ? String.fromCodePoint(Number(code.slice(1)))
          : (ENTITIES[code] ?? whole),
    )
    .replace(/\s+/g, ' ');
}

interface Translations {
  /** Chinese source value -> its text in each language, for every catalogue value of the demo. */
  byValue: Map<string, Map<string, string>>;
  /** Stall names: proper names, shown as the stall writes them in every language. */
  stallNames: string[];
}

async function catalogueTranslations(): Promise<Translations> {
  const rows = await t.rows<{ source: string; lang: string; text: string }>(sql`
    select i.title as source, tr.lang, tr.title as text
      from items i join item_translations tr on tr.item_id = i.id
    union all select value, lang, text from catalogue_value_translations
    union all select cn.name, tr.lang, tr.name from category_translations cn
      join category_translations tr on tr.category_id = cn.category_id where cn.lang = 'cn'
    union all select cn.name, tr.lang, tr.name from category_tag_translations cn
      join category_tag_translations tr on tr.tag_id = cn.tag_id where cn.lang = 'cn'
    union all select cn.name, tr.lang, tr.name from market_building_translations cn
      join market_building_translations tr on tr.bid = cn.bid where cn.lang = 'cn'
    union all select cn.name, tr.lang, tr.name from city_market_translations cn
      join city_market_translations tr on tr.code = cn.code where cn.lang = 'cn'
    union all select cn.name, tr.lang, tr.name from style_translations cn
      join style_translations tr on tr.style_id = cn.style_id where cn.lang = 'cn'`);
  const byValue = new Map<string, Map<string, string>>();
  for (const row of rows) {
    const texts = byValue.get(row.source) ?? new Map<string, string>([['cn', row.source]]);
    texts.set(row.lang, row.text);
    byValue.set(row.source, texts);
  }
  const shops = await t.rows<{ name: string }>(sql`select name from stalls`);
  return { byValue, stallNames: shops.map((s) => s.name).sort((a, b) => b.length - a.length) };
}

/**
 * The Chinese catalogue values a page in `lang` shows where it should show their translation. A value
 * counts when the page holds its Chinese text and not its translation in `lang` (a Japanese building
 * name may be written as in Chinese); stall names are taken out first, as they contain words such as 女装.
 */
function untranslated(html: string, lang: Language, all: Translations): string[] {
  let text = visibleText(html);
  for (const name of all.stallNames) text = text.replaceAll(name, ' ');
  const found: string[] = [];
  for (const [source, texts] of all.byValue) {
    const translation = texts.get(lang);
    if (translation === source) continue;
    if (text.includes(source) && !(translation && text.includes(translation))) found.push(source);
  }
  // A Latin- or Thai-script page shows no catalogue CJK at all, even inside a longer phrase.
  if (!CJK_LANGUAGES.has(lang)) {
    for (const [source] of all.byValue) if (CJK.test(source) && text.includes(source)) found.push(source);
  }
  return [...new Set(found)].sort();
}

interface ShownItem {
  vid: string;
  title: string;
  shopId: number;
  colors: string[];
  sizes: string[];
  lackReason: string;
  refundRule: string;
}

/** An on-shelf item of an open stall with a lacking SKU, a return rule and a one-size or lettered run. */
async function itemToShow(): Promise<ShownItem> {
  const [item] = await t.rows<Omit<ShownItem, 'colors' | 'sizes'>>(sql`
    select i.vid, i.title, i.shop_id as "shopId", i.refund_rule_content as "refundRule",
           (select s.lack_reason from skus s where s.item_id = i.id and s.is_lack limit 1) as "lackReason"
      from items i
     where i.status = 1 and not i.is_special_offer and i.refund_rule_content is not null
       and exists (select 1 from skus s where s.item_id = i.id and s.is_lack)
     order by i.sale_num desc limit 1`);
  if (!item) throw new Error('the demo has no item with a lacking SKU and a return rule');
  const skus = await t.rows<{ color: string; size: string }>(
    sql`select s.color, s.size from skus s join items i on i.id = s.item_id where i.vid = ${item.vid}`,
  );
  return {
    ...item,
    colors: [...new Set(skus.map((s) => s.color))],
    sizes: [...new Set(skus.map((s) => s.size))],
  };
}

const page = (url: string) => t.app.inject({ method: 'GET', url, cookies: t.buyerBrowserCookies });
const prefix = (lang: Language) => (lang === 'cn' ? '' : `/${lang}`);

describe('catalogue text is in the language of the page', () => {
  it.each(LANGUAGES.filter((lang) => lang !== 'cn'))(
    'the item page in %s shows the title, colours, sizes, lack reason and return rule in that language',
    { timeout: 60_000 },
    async (lang) => {
      const all = await catalogueTranslations();
      const item = await itemToShow();
      const response = await page(`/${lang}/item/${item.vid}`);
      expect(response.statusCode).toBe(200);
      const text = visibleText(response.body);
      const inLang = (source: string) => all.byValue.get(source)?.get(lang) ?? source;
      expect(text).toContain(inLang(item.title));
      for (const value of [...item.colors, ...item.sizes, item.lackReason, item.refundRule]) {
        expect(text, value).toContain(inLang(value));
      }
      expect(untranslated(response.body, lang, all)).toEqual([]);
    },
  );

  it.each(LANGUAGES.filter((lang) => lang !== 'cn'))(
    'search, list, stall and ranking pages in %s show no Chinese catalogue value',
    { timeout: 120_000 },
    async (lang) => {
      const all = await catalogueTranslations();
      const item = await itemToShow();
      const faults: string[] = [];
      for (const url of [
        `${prefix(lang)}/gz`,
        `${prefix(lang)}/gz/search/index.html`,
        `${prefix(lang)}/gz/list/index.html`,
        `${prefix(lang)}/shop/${item.shopId}`,
        `${prefix(lang)}/gz/hot/index.html`,
        `${prefix(lang)}/gz/new.html`,
        `${prefix(lang)}/topic/item/rankingList`,
        `${prefix(lang)}/gz/markets.html`,
      ]) {
        const response = await page(url);
        if (response.statusCode !== 200) faults.push(`${url}: HTTP ${response.statusCode}`);
        for (const value of untranslated(response.body, lang, all)) faults.push(`${url}: ${value}`);
      }
      expect(faults).toEqual([]);
    },
  );

  it.each(LANGUAGES.filter((lang) => lang !== 'cn'))(
    "the cart and purchase list in %s name each line's colour and size in that language",
    { timeout: 60_000 },
    async (lang) => {
      const all = await catalogueTranslations();
      const [sku] = await buyableSkus(t, 1, LANGUAGES.indexOf(lang));
      const [stored] = await t.rows<{ color: string; size: string }>(
        sql`select color, size from skus where id = ${sku!.skuId}`,
      );
      await t.rows(sql`delete from cart_lines where user_id = ${t.buyerId}`);
      await t.rows(sql`delete from purchase_lines where user_id = ${t.buyerId}`);
      await addToCart(t, choice(sku!), { cookies: t.buyer });
      const line = { itemId: sku!.itemId, colorId: sku!.colorId, sizeId: sku!.sizeId, amount: 1 };
      await post(t.app, '/apic/user/purchase/addAll', { lines: [line] }, { cookies: t.buyer });
      const inLang = (source: string) => all.byValue.get(source)?.get(lang) ?? source;
      for (const url of [`/${lang}/cart.html`, `/${lang}/user/purchase.html`]) {
        const response = await page(url);
        expect(response.statusCode, url).toBe(200);
        const text = visibleText(response.body);
        expect(text, url).toContain(inLang(stored!.color));
        expect(text, url).toContain(inLang(stored!.size));
        expect(untranslated(response.body, lang, all), url).toEqual([]);
      }
    },
  );

  it.each(LANGUAGES.filter((lang) => lang !== 'cn'))(
    "my orders, an order and the stall's orders in %s name each line's title, colour and size in that language",
    { timeout: 60_000 },
    async (lang) => {
      const all = await catalogueTranslations();
      const [sku] = await buyableSkus(t, 1, 20 + LANGUAGES.indexOf(lang));
      const [stored] = await t.rows<{ title: string; color: string; size: string; shopId: number }>(
        sql`select i.title, s.color, s.size, i.shop_id as "shopId"
              from skus s join items i on i.id = s.item_id where s.id = ${sku!.skuId}`,
      );
      await t.rows(sql`delete from purchase_lines where user_id = ${t.buyerId}`);
      const line = { itemId: sku!.itemId, colorId: sku!.colorId, sizeId: sku!.sizeId, amount: 1 };
      await post(t.app, '/apic/user/purchase/addAll', { lines: [line] }, { cookies: t.buyer });
      const made = await checkOut(t, t.buyer);
      expect(made.status).toBe(200);
      const orderNo = made.body.data.orderNo as string;
      await t.rows(sql`update orders set status = 'paid', paid_at = now() where no = ${orderNo}`);
      await t.rows(
        sql`delete from stall_keepers where user_id = ${t.stallUserId} or shop_id = ${stored!.shopId}`,
      );
      await t.services.stallLines.keep(t.stallUserId, stored!.shopId);
      const inLang = (source: string) => all.byValue.get(source)?.get(lang) ?? source;
      // The list shows the lines' pictures; the order and the stall's lines name them.
      const pages: [string, Record<string, string>, boolean][] = [
        [`/${lang}/user/orders.html`, t.buyerBrowserCookies, false],
        [`/${lang}/user/order.html?orderNo=${orderNo}`, t.buyerBrowserCookies, true],
        [`/${lang}/user/stallOrders.html`, t.stall, true],
      ];
      for (const [url, cookies, namesLines] of pages) {
        const response = await t.app.inject({ method: 'GET', url, cookies });
        expect(response.statusCode, url).toBe(200);
        if (namesLines) {
          const text = visibleText(response.body);
          for (const value of [stored!.title, stored!.color, stored!.size]) {
            expect(text, url).toContain(inLang(value));
          }
        }
        // The delivery address is the buyer's own words, not catalogue text.
        const withoutAddress = response.body.replace(/<div[^>]*data-testid="ship-to"[\s\S]*?<\/div>/g, '');
        expect(untranslated(withoutAddress, lang, all), url).toEqual([]);
      }
    },
  );
});
