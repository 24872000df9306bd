import {
  CITIES,
  CODE,
  type HotWord,
  type ItemCard,
  type Language,
  PLACEHOLDER_TYPE_WORD,
  type PlaceholderRecommendation,
  type SearchPage,
  type SearchSuggest,
  type SearchSuggestion,
  SUGGESTION_TYPE,
  type TopicMatch,
} from '@stallhub/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openSignedInSeededApp } from '../../testing/seeded-test-app.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';

// With the demo buyer signed in: only buyers may order by price (issue 12).
const t = suiteFixture(openSignedInSeededApp);

type Query = Record<string, string | number>;

const CJK = /[\u3400-\u9fff]/;

/** Topics of a city with their title in a language, straight from the tables. */
const topicsOf = (city: string, lang: Language) =>
  t.rows<{ id: number; title: string }>(sql`
    select t.id, tt.title from topics t join topic_translations tt on tt.topic_id = t.id and tt.lang = ${lang}
    where t.city = ${city} order by t.sort`);

describe('GET /apif/search/hot/word', () => {
  const hot = async (query: Query, cookies?: Record<string, string>) =>
    (await t.get<HotWord[]>('/apif/search/hot/word', { query, cookies })).body.data;

  it('lists each city its own hot words, in the asked language', async () => {
    const gz = await hot({ city: 'gz', lang: 'cn' });
    expect(gz[0]?.word).toBe('加绒卫衣');
    expect((await hot({ city: 'gz', lang: 'en' }))[0]?.word).toBe('fleece hoodie');
    expect((await hot({ city: 'jfn', lang: 'cn' }))[0]?.word).toBe('雪地靴');
    expect((await hot({ city: 'jfn', lang: 'ja' }))[0]?.word).toBe('ムートンブーツ');
    for (const city of CITIES) {
      const words = await hot({ city, lang: 'cn' });
      expect(words.length, city).toBeGreaterThan(0);
      expect(new Set(words.map((w) => w.word)).size, city).toBe(words.length);
    }
  });

  it('takes the language from the lang cookie when the call names none', async () => {
    expect((await hot({ city: 'gz' }, { lang: 'en' }))[0]?.word).toBe('fleece hoodie');
    expect((await hot({ city: 'gz' }))[0]?.word).toBe('加绒卫衣');
  });

  it('carries sensorData with a trace id and exposure and click data', async () => {
    const words = await hot({ city: 'hz', lang: 'en' });
    words.forEach(({ word, sensorData }, index) => {
      expect(sensorData.traceId).toMatch(/^[0-9a-f]{16}$/);
      expect(JSON.parse(sensorData.exposureData)).toMatchObject({ index, word });
      expect(JSON.parse(sensorData.clickData)).toMatchObject({ index, word });
    });
  });

  it('falls back to English, then Chinese, for a language without words', async () => {
    // Only xt's Thai and Vietnamese words go; nothing else in this file reads them.
    await t.rows(sql`delete from hot_words where city = 'xt' and lang in ('th', 'vi')`);
    await t.rows(sql`delete from hot_words where city = 'xt' and lang = 'en' and sort > 0`);
    const th = await hot({ city: 'xt', lang: 'th' });
    expect(th.map((w) => w.word)).toEqual(['jeans']);
    await t.rows(sql`delete from hot_words where city = 'xt' and lang = 'en'`);
    const vi = await hot({ city: 'xt', lang: 'vi' });
    expect(vi[0]?.word).toBe('牛仔裤');
    expect(vi.every((w) => CJK.test(w.word))).toBe(true);
  });
});

describe('GET /apif/search/placeholder', () => {
  const placeholders = async (city: string, lang: Language) =>
    (await t.get<PlaceholderRecommendation[]>('/apif/search/placeholder', { query: { city, lang } })).body
      .data;

  it('answers entries of word, type and topicId in the asked language', async () => {
    const cn = await placeholders('gz', 'cn');
    const en = await placeholders('gz', 'en');
    expect(cn.length).toBeGreaterThan(1);
    expect(en).toHaveLength(cn.length);
    for (const entry of cn) expect(Object.keys(entry).sort()).toEqual(['topicId', 'type', 'word']);
    expect(cn[0]).toEqual({ word: '加绒卫衣', type: PLACEHOLDER_TYPE_WORD, topicId: null });
    expect(en[0]).toEqual({ word: 'fleece hoodie', type: PLACEHOLDER_TYPE_WORD, topicId: null });
  });

  it('points every entry that is not a plain word at a topic of the city, titled as the topic', async () => {
    for (const city of CITIES) {
      for (const lang of ['cn', 'en', 'de'] as Language[]) {
        const topics = new Map((await topicsOf(city, lang)).map((topic) => [topic.id, topic.title]));
        const entries = await placeholders(city, lang);
        const opening = entries.filter((e) => e.type !== PLACEHOLDER_TYPE_WORD);
        expect(opening.length, `${city} ${lang}`).toBeGreaterThan(0);
        for (const entry of opening) {
          expect(entry.topicId).not.toBeNull();
          expect(topics.get(entry.topicId!), `${city} ${lang} ${entry.word}`).toBe(entry.word);
        }
        for (const entry of entries.filter((e) => e.type === PLACEHOLDER_TYPE_WORD)) {
          expect(entry.topicId).toBeNull();
        }
      }
    }
  });
});

describe('GET /apif/search/suggestion', () => {
  const suggestion = async (city: string, lang: Language) =>
    (await t.get<SearchSuggestion>('/apif/search/suggestion', { query: { city, lang } })).body.data;

  it('starts with the item ranking, then links the city topics', async () => {
    for (const city of CITIES) {
      const { suggestList } = await suggestion(city, 'cn');
      const topics = await topicsOf(city, 'cn');
      const [first, ...rest] = suggestList;
      expect(first, city).toMatchObject({
        type: SUGGESTION_TYPE.ranking,
        hrefUrl: '/topic/item/rankingList',
        topicId: null,
      });
      expect(first?.title).not.toBe('');
      expect(rest.length, city).toBeGreaterThan(0);
      rest.forEach((entry, i) => {
        expect(entry, city).toEqual({
          type: 1,
          title: topics[i]!.title,
          hrefUrl: `/${city}/topic.html?topicId=${topics[i]!.id}&currentPage=1`,
          topicId: topics[i]!.id,
          rankId: null,
          shopId: null,
        });
        expect(Object.values(SUGGESTION_TYPE)).not.toContain(entry.type);
      });
    }
  });

  it('names the suggested topic by title and topicId', async () => {
    const [topic] = await topicsOf('jfn', 'en');
    const answer = await suggestion('jfn', 'en');
    expect(answer.title).toBe(topic!.title);
    expect(answer.topicId).toBe(topic!.id);
  });

  it('writes the tips in the asked language', async () => {
    const cn = await suggestion('gz', 'cn');
    const en = await suggestion('gz', 'en');
    expect(cn.suggestList[0]!.title).not.toBe(en.suggestList[0]!.title);
    expect(CJK.test(cn.suggestList[1]!.title)).toBe(true);
    expect(CJK.test(en.suggestList[1]!.title)).toBe(false);
  });
});

describe('GET /apif/search/suggest', () => {
  const suggest = async (query: Query) =>
    (await t.get<SearchSuggest>('/apif/search/suggest', { query })).body.data;
  const weights = async (city: string, terms: string[]) => {
    if (terms.length === 0) return [];
    const rows = await t.rows<{ term: string; weight: number }>(
      sql`select term, weight from search_terms where city = ${city}`,
    );
    const byTerm = new Map(rows.map((r) => [r.term, Number(r.weight)]));
    return terms.map((term) => byTerm.get(term));
  };

  it('completes to terms that start with the text, heaviest first', async () => {
    const [top] = await t.rows<{ term: string }>(
      sql`select term from search_terms where city = 'gz' order by weight desc, term limit 1`,
    );
    const q = top!.term.slice(0, 1);
    const { suggests } = await suggest({ q, city: 'gz' });
    expect(suggests).toContain(top!.term);
    expect(suggests.length).toBeLessThanOrEqual(10);
    for (const term of suggests) expect(term.startsWith(q), term).toBe(true);
    const found = await weights('gz', suggests);
    expect(found.every((w) => w !== undefined)).toBe(true);
    expect([...found].sort((a, b) => b! - a!)).toEqual(found);
    const [expected] = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from search_terms where city = 'gz' and starts_with(term, ${q})`,
    );
    expect(suggests).toHaveLength(Math.min(10, expected!.n));
  });

  it('completes only to terms of the asked city', async () => {
    const rows = await t.rows<{ term: string }>(sql`select term from search_terms where city = 'jfn'`);
    const jfnTerms = new Set(rows.map((r) => r.term));
    const { suggests } = await suggest({ q: '鞋', city: 'jfn' });
    expect(suggests.length).toBeGreaterThan(0);
    for (const term of suggests) expect(jfnTerms.has(term)).toBe(true);
  });

  it('completes Latin text whatever its case', async () => {
    // Terms are stored lower-cased ("t恤"); a buyer types "T".
    const lower = (await suggest({ q: 't', city: 'gz' })).suggests;
    expect(lower).toContain('t恤');
    expect((await suggest({ q: 'T', city: 'gz' })).suggests).toEqual(lower);
    expect((await suggest({ q: 'T恤', city: 'gz' })).suggests).toContain('t恤');
  });

  it('lists the stalls of the city whose names contain the text', async () => {
    const [shop] = await t.rows<{ id: number; name: string }>(
      sql`select id, name from stalls where city = 'jfn' order by id limit 1`,
    );
    const q = shop!.name.slice(1, 3);
    const { shops } = await suggest({ q, city: 'jfn', type: 'shop' });
    expect(shops.map((s) => s.shopId)).toContain(shop!.id);
    const [count] = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from stalls where city = 'jfn' and strpos(name, ${q}) > 0`,
    );
    expect(shops).toHaveLength(Math.min(4, count!.n));
    for (const s of shops) {
      expect(s.shopName).toContain(q);
      expect(typeof s.isFlag).toBe('boolean');
    }
  });

  it('gives only stalls for the stall tab', async () => {
    const answer = await suggest({ q: '鞋', city: 'jfn', type: 'shop' });
    expect(answer.shops.length).toBeGreaterThan(0);
    expect(answer.suggests).toEqual([]);
    expect(answer.cats).toEqual([]);
  });

  it('lists leaf categories whose names contain the text, in the asked language', async () => {
    const cn = await suggest({ q: '卫衣', city: 'gz', lang: 'cn' });
    expect(cn.cats.length).toBeGreaterThan(0);
    for (const cat of cn.cats) expect(cat.vcname).toContain('卫衣');
    const en = await suggest({ q: 'Hoodie', city: 'gz', lang: 'en' });
    expect(en.cats.length).toBeGreaterThan(0);
    for (const cat of en.cats) expect(cat.vcname.toLowerCase()).toContain('hoodie');
  });

  it('carries a request id and the injected lists', async () => {
    const answer = await suggest({ q: '新', city: 'gz' });
    expect(answer.requestId).toMatch(/^[0-9a-f]{16}$/);
    expect(answer.injecting_suggest_items).toEqual([]);
    expect(answer.injecting_suggest_topic).toEqual([]);
  });

  it('answers 400 naming q when it is missing or blank', async () => {
    for (const query of [{ city: 'gz' }, { q: '', city: 'gz' }, { q: '   ', city: 'gz' }] as Query[]) {
      const { status, body } = await t.get('/apif/search/suggest', { query });
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: CODE.badRequest, data: null });
      expect(body.message).toMatch(/^q\b/);
    }
    const { status, body } = await t.get('/apif/search/suggest', { query: { q: 'x', type: 'market' } });
    expect(status).toBe(400);
    expect(body.message).toMatch(/^type\b/);
  });

  it('takes % and _ literally, never as wildcards', async () => {
    for (const q of ['%', '_', '%%', '\\']) {
      const answer = await suggest({ q, city: 'gz' });
      expect(answer.shops, q).toEqual([]);
      expect(answer.suggests, q).toEqual([]);
      expect(answer.cats, q).toEqual([]);
    }
  });
});

describe('GET /apif/search/suggest/topic', () => {
  const topicFor = async (query: Query) =>
    (await t.get<TopicMatch>('/apif/search/suggest/topic', { query })).body;

  it('answers the topic whose title is exactly the text', async () => {
    const [topic] = await topicsOf('gz', 'cn');
    expect(await topicFor({ q: topic!.title, city: 'gz' })).toEqual({
      code: CODE.ok,
      message: 'success',
      data: { topicId: topic!.id, title: topic!.title },
    });
    const [english] = await topicsOf('gz', 'en');
    expect((await topicFor({ q: english!.title, city: 'gz', lang: 'en' })).data).toEqual({
      topicId: english!.id,
      title: english!.title,
    });
  });

  it('answers null for a part of a title, another city topic or unrelated text', async () => {
    const [topic] = await topicsOf('gz', 'cn');
    expect((await topicFor({ q: topic!.title.slice(0, -1), city: 'gz' })).data).toBeNull();
    expect((await topicFor({ q: `${topic!.title}!`, city: 'gz' })).data).toBeNull();
    const gzTitles = new Set((await topicsOf('gz', 'cn')).map((g) => g.title));
    const other = (await topicsOf('jfn', 'cn')).find((j) => !gzTitles.has(j.title));
    expect((await topicFor({ q: other!.title, city: 'gz' })).data).toBeNull();
    expect((await topicFor({ q: '%', city: 'gz' })).data).toBeNull();
  });
});

describe('GET /apif/searchPage', () => {
  const search = async (query: Query, cookies?: Record<string, string>) => {
    const response = await t.get<SearchPage>('/apif/searchPage', {
      query: { city: 'gz', ...query },
      cookies,
    });
    expect(response.status, response.text).toBe(200);
    return response.body.data;
  };
  /** Every card of a search, page by page. */
  const searchAll = async (query: Query, cookies?: Record<string, string>) => {
    const cards: ItemCard[] = [];
    for (let page = 1; ; page++) {
      const answer = await search({ ...query, page, pageSize: 100 }, cookies);
      cards.push(...answer.list);
      if (cards.length >= answer.total || answer.list.length === 0) return { cards, total: answer.total };
    }
  };
  const onShelf = (city: string) =>
    t.rows<{ id: number; title: string; art_no: string; en: string | null }>(sql`
      select i.id, i.title, i.art_no, tr.title as en from items i
      left join item_translations tr on tr.item_id = i.id and tr.lang = 'en'
      where i.city = ${city} and i.status = 1 order by i.id`);
  const ids = (cards: ItemCard[]) => cards.map((c) => c.itemId).sort((a, b) => a - b);

  it('finds every on-shelf item of the city whose Chinese title has the word', async () => {
    const items = await onShelf('gz');
    const word = 'T恤';
    const expected = items.filter((i) => i.title.includes(word)).map((i) => i.id);
    expect(expected.length).toBeGreaterThan(1);
    const { cards, total } = await searchAll({ q: word });
    expect(total).toBe(expected.length);
    expect(ids(cards)).toEqual(expected);
    for (const card of cards) expect(card.title).toContain(word);
  });

  it('finds items by an English word of their English title', async () => {
    const items = await onShelf('jfn');
    const expected = items.filter((i) => /\bboots\b/i.test(i.en ?? '')).map((i) => i.id);
    expect(expected.length).toBeGreaterThan(0);
    const { cards, total } = await searchAll({ q: 'Boots', city: 'jfn', lang: 'en' });
    expect(total).toBe(expected.length);
    expect(ids(cards)).toEqual(expected);
    for (const card of cards) expect(card.title).toMatch(/\bboots\b/i);
  });

  it('finds an item by its art number, as written or without its hyphen', async () => {
    const items = await onShelf('gz');
    const item = items.find((i) => i.art_no.includes('-'))!;
    for (const q of [item.art_no, item.art_no.toLowerCase(), item.art_no.replace('-', '')]) {
      const { list } = await search({ q });
      expect(
        list.map((c) => c.itemId),
        q,
      ).toContain(item.id);
      expect(list.every((c) => c.artNo === item.art_no)).toBe(true);
    }
    const plain = items.find((i) => !i.art_no.includes('-'))!;
    expect((await search({ q: plain.art_no })).list.map((c) => c.artNo)).toEqual([plain.art_no]);
  });

  it('searches only the asked city', async () => {
    const jfn = new Set((await onShelf('jfn')).map((i) => i.id));
    const { cards } = await searchAll({ city: 'jfn' });
    expect(cards.length).toBe(jfn.size);
    for (const card of cards) expect(jfn.has(card.itemId)).toBe(true);
  });

  it('narrows by colour and size, and counts facets over the result set', async () => {
    const all = await search({});
    const color = all.facets.color[0]!.value;
    const byColor = await searchAll({ color });
    expect(byColor.total).toBe(all.facets.color[0]!.count);
    expect(byColor.total).toBeLessThan(all.total);
    const withColor = await t.rows<{ item_id: number }>(sql`
      select distinct s.item_id from skus s join items i on i.id = s.item_id
      where i.city = 'gz' and i.status = 1 and s.color = ${color} order by s.item_id`);
    expect(ids(byColor.cards)).toEqual(withColor.map((r) => r.item_id));

    // Facet counts of the colour-filtered set: a size's count is what ticking it too would find.
    const colored = await search({ color });
    const size = colored.facets.size[0]!;
    const both = await searchAll({ color, size: size.value });
    expect(both.total).toBe(size.count);
    const [expected] = await t.rows<{ n: number }>(sql`
      select count(*)::int as n from items i where i.city = 'gz' and i.status = 1
        and exists (select 1 from skus s where s.item_id = i.id and s.color = ${color})
        and exists (select 1 from skus s where s.item_id = i.id and s.size = ${size.value})`);
    expect(both.total).toBe(expected!.n);
    // Single-valued facets split the result set exactly.
    const seasons = colored.facets.season.reduce((sum, f) => sum + f.count, 0);
    expect(seasons).toBe(colored.total);
    expect(all.facets.season.reduce((sum, f) => sum + f.count, 0)).toBe(all.total);
  });

  it('takes a comma list of colours as any of them', async () => {
    const all = await search({});
    const [a, b] = all.facets.color;
    const either = await search({ color: `${a!.value},${b!.value}` });
    expect(either.total).toBeGreaterThanOrEqual(Math.max(a!.count, b!.count));
    expect(either.total).toBeLessThanOrEqual(a!.count + b!.count);
  });

  it('orders by price for a signed-in buyer, and by newest and sales as asked', async () => {
    const price = async (cards: ItemCard[]) => {
      const rows = await t.rows<{ id: number; price: string }>(
        sql`select id, price from items where id in ${sql`(${sql.join(
          cards.map((c) => sql`${c.itemId}`),
          sql`, `,
        )})`}`,
      );
      const byId = new Map(rows.map((r) => [r.id, Number(r.price)]));
      return cards.map((c) => byId.get(c.itemId)!);
    };
    const ascending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);
    const descending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! >= v);

    const up = (await searchAll({ sort: 'price_asc' }, t.buyer)).cards;
    expect(ascending(await price(up))).toBe(true);
    const down = (await searchAll({ sort: 'price_desc' }, t.buyer)).cards;
    expect(descending(await price(down))).toBe(true);
    expect((await price(down))[0]).toBeGreaterThan((await price(up))[0]!);

    const newest = await search({ sort: 'newest', pageSize: 100 });
    expect(newest.sort).toBe('newest');
    expect(descending(newest.list.map((c) => Date.parse(c.upTime)))).toBe(true);
    const sales = await search({ sort: 'sales', pageSize: 100 });
    expect(descending(sales.list.map((c) => c.saleNum))).toBe(true);
    // Without text, the default order is newest first.
    expect((await search({ pageSize: 100 })).list.map((c) => c.itemId)).toEqual(
      newest.list.map((c) => c.itemId),
    );
  });

  it('keeps an order across pages without gaps or repeats', async () => {
    const whole = await search({ sort: 'price_asc', pageSize: 30 }, t.buyer);
    const first = await search({ sort: 'price_asc', pageSize: 15, page: 1 }, t.buyer);
    const second = await search({ sort: 'price_asc', pageSize: 15, page: 2 }, t.buyer);
    expect(whole.sort).toBe('price_asc');
    expect([...first.list, ...second.list].map((c) => c.itemId)).toEqual(whole.list.map((c) => c.itemId));
    expect(second.total).toBe(whole.total);
  });

  it("folds each same-style group of the image engine (the main pictures') within a leaf category into one card with merge=1", async () => {
    const groups = await t.rows<{ city: string; n: number }>(sql`
      select m.city, count(*)::int as n from image_item_pictures m join image_pictures p on p.id = m.picture_id
      where m.sort = 0 group by m.city, p.group_id, m.category_id having count(*) > 1 order by m.city`);
    expect(groups.length).toBeGreaterThan(0);
    const city = groups[0]!.city;
    const folded = groups.filter((g) => g.city === city).reduce((sum, g) => sum + g.n - 1, 0);

    const plain = await searchAll({ city });
    const merged = await searchAll({ city, merge: 1 });
    expect(merged.total).toBe(plain.total - folded);
    expect(merged.cards).toHaveLength(merged.total);
    const rows = await t.rows<{ id: number; style: string }>(sql`
      select m.item_id as id, p.group_id || ' ' || m.category_id as style from image_item_pictures m
        join image_pictures p on p.id = m.picture_id
      where m.city = ${city} and m.sort = 0`);
    const groupOf = new Map(rows.map((r) => [r.id, r.style]));
    const shownGroups = merged.cards.map((c) => groupOf.get(c.itemId)).filter((g) => g != null);
    expect(new Set(shownGroups).size).toBe(shownGroups.length);
    expect((await searchAll({ city, merge: 0 })).total).toBe(plain.total);
  });

  it('gives guests no price on any card, nor anywhere in the answer', async () => {
    for (const query of [{}, { q: 'T恤' }, { sort: 'price_desc' }, { city: 'jfn', lang: 'en' }] as Query[]) {
      const response = await t.get<SearchPage>('/apif/searchPage', { query: { city: 'gz', ...query } });
      expect(response.body.data.list.length).toBeGreaterThan(0);
      expect(response.text).not.toMatch(/"(price|discountPrice|discount_price|originalPrice)"/);
    }
  });

  it('answers 400 naming the field at fault', async () => {
    const cases: [Query, RegExp][] = [
      [{ sort: 'bogus' }, /^sort\b/],
      [{ priceMin: 50, priceMax: 10 }, /^priceMax\b/],
      [{ pageSize: 1000 }, /^pageSize\b/],
      [{ page: 0 }, /^page\b/],
      [{ city: 'paris' }, /^city\b/],
      [{ vcid: 'abc' }, /^vcid\b/],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await t.get('/apif/searchPage', { query });
      expect(status, JSON.stringify(query)).toBe(400);
      expect(body.code).toBe(CODE.badRequest);
      expect(body.message).toMatch(message);
    }
  });

  it('stops finding an item the moment it is delisted', async () => {
    const items = await onShelf('hz');
    const item = items.find((i) => !items.some((o) => o.id !== i.id && o.art_no === i.art_no))!;
    expect((await search({ city: 'hz', q: item.art_no })).list.map((c) => c.itemId)).toEqual([item.id]);
    const before = (await search({ city: 'hz' })).total;

    await t.rows(sql`update items set status = 0 where id = ${item.id}`);
    await t.services.searchIndexer.indexItems([item.id]);

    const after = await search({ city: 'hz', q: item.art_no });
    expect(after.total).toBe(0);
    expect(after.list).toEqual([]);
    const browse = await searchAll({ city: 'hz' });
    expect(browse.total).toBe(before - 1);
    expect(browse.cards.map((c) => c.itemId)).not.toContain(item.id);
  });
});
