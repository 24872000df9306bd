import * as contracts from '@stallhub/contracts';
import {
  type Call,
  getItemDetail,
  getSameStyle,
  getSearchPage,
  type ItemCard,
  isPriceSort,
  PRICE_FILTER_FIELDS,
  PRICE_SORTS,
  shopItemList,
  VALID_PRICE_TYPES,
} from '@stallhub/contracts';
import { type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../db/connection.ts';
import { openImageSearchApp } from '../testing/image-search-app.ts';
import { suiteFixture } from '../testing/suite-fixture.ts';

// Issue 12 point 1: guests learn no price, directly or indirectly (docs/decisions/031). A guest's price
// range and price sort are dropped on every call that takes them, so bisecting prices finds nothing.

type Query = Record<string, string | number>;
interface Answer {
  list: ItemCard[];
  total: number;
  sort: string;
}

// Pictures are drawn and described: the same-style list is what the pictures show (decision 052).
const t = suiteFixture(() => openImageSearchApp(300));
const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query);
const get = async <T>(
  url: string,
  { query, cookies }: { query: Query; cookies?: Record<string, string> },
) => {
  const response = await t.app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    cookies,
  });
  return { status: response.statusCode, body: response.json() as { message: string; data: T } };
};
/** gz's stall with the most items; a market building and category of gz with several items. */
let stall: { id: number };
let shelf: { bid: number; vcid: number };
/** An item whose style three other stalls sell, at prices whose order is not their sales order. */
let styled: { id: number };
/** gz's middle price: a bound that splits every gz list. */
let middle: number;

/** Every list a call with price inputs gives, and the query that opens it. */
const LISTS: { name: string; call: Call; query: () => Query }[] = [
  { name: 'item search', call: getSearchPage, query: () => ({ city: 'gz' }) },
  { name: 'item search by words', call: getSearchPage, query: () => ({ city: 'gz', q: 'T恤' }) },
  {
    name: 'category list of a building',
    call: getSearchPage,
    query: () => ({ city: 'gz', vcid: shelf.vcid, bid: shelf.bid }),
  },
  { name: "stall's item list", call: shopItemList, query: () => ({ shopId: stall.id }) },
  { name: 'same-style list', call: getSameStyle, query: () => ({ itemId: styled.id }) },
];

/** The price inputs a call's input schema takes. */
function priceInputsOf(call: Call) {
  const schema = JSON.stringify(z.toJSONSchema(call.input, { io: 'input', unrepresentable: 'any' }));
  return {
    range: PRICE_FILTER_FIELDS.some((field) => schema.includes(`"${field}"`)),
    sorts: PRICE_SORTS.some((sort) => schema.includes(`"${sort}"`)),
  };
}

const ask = async (call: Call, query: Query, cookies?: Record<string, string>) => {
  const response = await get<Answer>(call.path, { query, cookies });
  expect(response.status, `${call.path} ${JSON.stringify(query)}`).toBe(200);
  return response.body.data;
};
const ids = (answer: Answer) => answer.list.map((card) => card.itemId);
const prices = (answer: Answer) => answer.list.map((card) => card.price!);
const isBuyable = (card: Answer['list'][number]) =>
  (VALID_PRICE_TYPES as readonly number[]).includes(card.priceType);
/** The prices of the items a buyer can buy, in list order. */
const buyablePrices = (answer: Answer) => answer.list.filter(isBuyable).map((card) => card.price!);
/** Whether every item priced wrong comes after every buyable one (decision 076). */
function buyableFirst(answer: Answer) {
  const firstWrong = answer.list.findIndex((card) => !isBuyable(card));
  return firstWrong === -1 || !answer.list.slice(firstWrong).some(isBuyable);
}
const ascending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);

/** Every key naming a price (but priceType, the price-setting state) that holds something, with its path. */
function pricesIn(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => pricesIn(v, `${path}[${i}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, v]) => [
    ...(/price/i.test(key) && key !== 'priceType' && v !== null ? [`${path}.${key}`] : []),
    ...pricesIn(v, `${path}.${key}`),
  ]);
}

beforeAll(async () => {
  const [busiest] = await rows<{ id: number }>(sql`
    select shop_id as id from items where city = 'gz' and status = 1 group by shop_id order by count(*) desc, shop_id limit 1`);
  stall = busiest!;
  const [building] = await rows<{ bid: number; vcid: number }>(sql`
    select s.bid, coalesce(c.parent_id, c.id) as vcid from items i
      join stalls s on s.id = i.shop_id join categories c on c.id = i.category_id
    where i.city = 'gz' and i.status = 1 group by 1, 2 order by count(*) desc limit 1`);
  shelf = building!;
  const [row] = await rows<{ middle: string }>(sql`
    select percentile_disc(0.5) within group (order by price) as middle from items where city = 'gz' and status = 1`);
  middle = Number(row!.middle);
  // A style sold by four stalls of a city other than gz: three items take the first one's main picture
  // and leaf category (the feed describes them), and at 35, 20 and 58 they sold 5, 90 and 12, so cheapest
  // first is not best sellers first.
  const [city] = await rows<{ city: string }>(sql`
    select city from items where city <> 'gz' and status = 1
    group by city order by count(distinct shop_id) desc, city limit 1`);
  const firsts = await rows<{ id: number }>(sql`
    select min(id) as id from items where city = ${city!.city} and status = 1
    group by shop_id order by shop_id limit 4`);
  expect(firsts).toHaveLength(4);
  const joined = [
    { price: 30, sales: 1 },
    { price: 35, sales: 5 },
    { price: 20, sales: 90 },
    { price: 58, sales: 12 },
  ];
  for (const [i, { price, sales }] of joined.entries()) {
    // A sound price type too: an item priced wrong ranks after the others in every order (decision 076).
    await rows(sql`update items set price = ${price}, price_type = 1, sale_num = ${sales},
      category_id = (select category_id from items where id = ${firsts[0]!.id}) where id = ${firsts[i]!.id}`);
    if (i > 0) {
      await rows(sql`update item_images set url = (
          select url from item_images where item_id = ${firsts[0]!.id} and sort = 0)
        where item_id = ${firsts[i]!.id} and sort = 0`);
    }
  }
  styled = { id: firsts[0]!.id };
  const others = firsts.slice(1).map((f) => f.id);
  // The feed describes the new pictures within moments; the style then lists the three.
  let found = 0;
  for (const started = Date.now(); found < 3 && Date.now() - started < 20_000; ) {
    const listed = await get<Answer>(getSameStyle.path, { query: { itemId: styled.id }, cookies: t.buyer });
    found = listed.body.data.list.filter((card) => others.includes(card.itemId)).length;
    if (found < 3) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(found).toBe(3);
});

describe('the calls that take a price range or a price sort', () => {
  it('are the item search, the stall item list and the same-style list, and each has its lists here', () => {
    const calls = (Object.values(contracts) as unknown[]).filter(
      (value): value is Call =>
        typeof value === 'object' && value !== null && 'path' in value && 'input' in value,
    );
    const priced = calls.filter((call) => {
      const { range, sorts } = priceInputsOf(call);
      return range || sorts;
    });
    // A new call taking price inputs must be added to LISTS, so the rules below are proved for it too.
    expect(priced.map((call) => call.path).sort()).toEqual(
      [...new Set(LISTS.map((l) => l.call.path))].sort(),
    );
  });
});

describe.each(LISTS)('a guest on the $name', ({ call, query }) => {
  it("a guest's price range and price sort change nothing: the same items in the same order", async () => {
    const { range, sorts } = priceInputsOf(call);
    const asks: [Query, Query][] = [
      ...(sorts
        ? [
            [{ sort: 'price_asc' }, {}],
            [{ sort: 'price_desc' }, {}],
          ]
        : []),
      ...(range
        ? [
            [{ priceMin: middle }, {}],
            [{ priceMax: middle }, {}],
            [{ priceMin: 0, priceMax: 1 }, {}],
            [{ priceMin: middle, priceMax: middle + 10, sort: 'price_desc' }, {}],
            [{ priceMin: middle, sort: 'sales' }, { sort: 'sales' }],
          ]
        : []),
    ] as [Query, Query][];
    expect(asks.length).toBeGreaterThan(0);
    for (const [asked, sameAs] of asks) {
      const plain = await ask(call, { ...query(), ...sameAs });
      expect(plain.list.length).toBeGreaterThan(0);
      expect(await ask(call, { ...query(), ...asked }), JSON.stringify(asked)).toEqual(plain);
    }
  });

  it('a guest is never shown a list in price order by default', async () => {
    expect(isPriceSort((await ask(call, query())).sort)).toBe(false);
  });

  it('a guest learns nothing from other names for the price range or the price sort', async () => {
    const plain = await ask(call, query());
    const aliases: Query[] = [
      { order: 'price_asc' },
      { orderBy: 'price_desc' },
      { sortField: 'price' },
      { sort_type: 'price_asc' },
      { price_min: middle },
      { minPrice: middle, maxPrice: middle + 10 },
      { startPrice: middle },
      { price: `${middle}-${middle + 10}` },
    ];
    for (const alias of aliases) {
      expect(await ask(call, { ...query(), ...alias }), JSON.stringify(alias)).toEqual(plain);
    }
    // A sort the contract does not name is refused for everyone, guest or buyer.
    for (const sort of ['price', 'PRICE_ASC', 'priceAsc']) {
      const { status, body } = await get(call.path, { query: { ...query(), sort } });
      expect(status, sort).toBe(400);
      expect(body.message).toMatch(/^sort\b/);
    }
  });

  it('no answer to a guest carries a price, a price range or a price facet', async () => {
    for (const extra of [{}, { sort: 'price_asc' }, { priceMin: middle, priceMax: middle * 2 }] as Query[]) {
      const answer = await ask(call, { ...query(), ...extra });
      expect(pricesIn(answer)).toEqual([]);
      const facets = (answer as { facets?: object }).facets ?? {};
      expect(Object.keys(facets).filter((facet) => /price/i.test(facet))).toEqual([]);
    }
  });

  it("a signed-in buyer's price sort does order by price", async () => {
    const plain = await ask(call, query(), t.buyer);
    const up = await ask(call, { ...query(), sort: 'price_asc' }, t.buyer);
    const down = await ask(call, { ...query(), sort: 'price_desc' }, t.buyer);
    expect([up.sort, down.sort]).toEqual(['price_asc', 'price_desc']);
    // The buyable items by price, then any priced wrong, which no price order lifts (decision 076).
    expect(ascending(buyablePrices(up))).toBe(true);
    expect(ascending(buyablePrices(down).reverse())).toBe(true);
    expect([buyableFirst(up), buyableFirst(down)]).toEqual([true, true]);
    expect(prices(up)[0]).toBeLessThan(prices(down)[0]!);
    // Cheapest first is not the order a guest gets, or the guest rule above would prove nothing.
    const guest = await ask(call, query());
    expect(ids(up)).not.toEqual(ids(guest));
    expect(ids(plain).length).toBeGreaterThan(1);
  });

  it.runIf(priceInputsOf(call).range)("a signed-in buyer's price range does narrow the list", async () => {
    const plain = await ask(call, { ...query(), pageSize: 100 }, t.buyer);
    // The list's own middle price, so each side of it holds some of the list.
    const split = [...prices(plain)].sort((a, b) => a - b)[Math.floor(plain.list.length / 2)]!;
    const low = await ask(call, { ...query(), priceMax: split, pageSize: 100 }, t.buyer);
    const high = await ask(call, { ...query(), priceMin: split, pageSize: 100 }, t.buyer);
    expect(prices(low).every((p) => p <= split)).toBe(true);
    expect(prices(high).every((p) => p >= split)).toBe(true);
    expect(low.total).toBeLessThan(plain.total);
    expect(high.total).toBeLessThan(plain.total);
  });
});

describe('bisecting prices as a guest', () => {
  it.each(LISTS.filter((l) => priceInputsOf(l.call).range))(
    'finds nothing on the $name: every price range answers what no range answers',
    async ({ call, query }) => {
      const plain = await ask(call, query());
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 0, max: 400 }),
          fc.integer({ min: 0, max: 400 }),
          fc.option(fc.constantFrom(...PRICE_SORTS), { nil: undefined }),
          async (a, b, sort) => {
            const range = { priceMin: Math.min(a, b), priceMax: Math.max(a, b) };
            const asked: Query = sort ? { ...query(), ...range, sort } : { ...query(), ...range };
            expect(await ask(call, asked)).toEqual(plain);
          },
        ),
        { numRuns: 25 },
      );
    },
  );
});

describe("a guest's answer, shaped by the guest schema", () => {
  /** Every key naming a price (but priceType), whatever it holds, null and absent-valued included. */
  function priceKeysIn(value: unknown, path = ''): string[] {
    if (Array.isArray(value)) return value.flatMap((v, i) => priceKeysIn(v, `${path}[${i}]`));
    if (typeof value !== 'object' || value === null) return [];
    return Object.entries(value).flatMap(([key, v]) => [
      ...(/price/i.test(key) && key !== 'priceType' ? [`${path}.${key}`] : []),
      ...priceKeysIn(v, `${path}.${key}`),
    ]);
  }
  const answers: { name: string; ask: (cookies?: Record<string, string>) => Promise<unknown> }[] = [
    { name: 'item search', ask: (cookies) => ask(getSearchPage, { city: 'gz' }, cookies) },
    { name: "stall's item list", ask: (cookies) => ask(shopItemList, { shopId: stall.id }, cookies) },
    {
      name: 'item detail',
      ask: async (cookies) => {
        const [item] = await rows<{ vid: string }>(sql`select vid from items where shop_id = ${stall.id}
          and status = 1 and exists (select 1 from skus where item_id = items.id) limit 1`);
        const response = await get(getItemDetail.path, { query: { vid: item!.vid }, cookies });
        expect(response.status).toBe(200);
        return response.body.data;
      },
    },
  ];

  it.each(answers)(
    'the $name answers a guest no price field at any depth, and a buyer every price',
    async ({ ask }) => {
      const asGuest = await ask();
      expect(priceKeysIn(asGuest)).toEqual([]);
      const asBuyer = await ask(t.buyer);
      expect(priceKeysIn(asBuyer).length).toBeGreaterThan(0);
      expect(pricesIn(asBuyer)).toEqual(priceKeysIn(asBuyer));
    },
  );
});
