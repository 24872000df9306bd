// Helpers for the HTTP tests of the cart and what buys from it (not a test file itself).
import { sql } from 'drizzle-orm';
import { type CallOptions, post, setCookies } from './http-calls.ts';
import type { SeededTestApp } from './seeded-test-app.ts';

export interface TestSku {
  itemId: number;
  skuId: number;
  colorId: number;
  sizeId: number;
  price: number;
}

/** On-shelf, buyable SKUs (sound price type, not pre-sold, art number set, price above 0, in stock), `n` of them on different items. */
export async function buyableSkus(t: SeededTestApp, n: number, offset = 0): Promise<TestSku[]> {
  return t.rows<TestSku>(sql`
    select distinct on (i.id) i.id as "itemId", s.id as "skuId", s.color_id as "colorId",
      s.size_id as "sizeId", s.price::float as price
    from items i join skus s on s.item_id = i.id
    where i.status = 1 and not i.is_pre_sell and i.art_no <> '' and i.price_type in (1, 2) and s.price > 0
      and not s.is_lack and s.stock >= 20
    order by i.id, s.id
    offset ${offset} limit ${n}`);
}

export const choice = (sku: TestSku, amount: number | string = 1) => ({
  itemId: sku.itemId,
  color_id: sku.colorId,
  size_id: sku.sizeId,
  amount,
});

/** POST /apic/user/cart/add; answers the user_key the server set, if it set one. */
export async function addToCart(t: SeededTestApp, payload: object, options: CallOptions = {}) {
  const result = await post(t.app, '/apic/user/cart/add', payload, options);
  return { ...result, userKey: setCookies(result.response).user_key?.value };
}

export async function cartLinesOf(t: SeededTestApp, owner: { userId: number } | { guestKey: string }) {
  const where =
    'userId' in owner
      ? sql`user_id = ${owner.userId}`
      : sql`guest_cart_id = encode(sha256(convert_to(${owner.guestKey}, 'UTF8')), 'hex')`;
  return t.rows<{ sku_id: number; amount: number }>(
    sql`select sku_id, amount from cart_lines where ${where} order by sku_id`,
  );
}
