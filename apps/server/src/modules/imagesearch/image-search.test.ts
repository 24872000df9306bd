import { blockShop, IMAGE_SEARCH_MAX_BYTES } from '@stallhub/contracts';
import { pictureSvg, renderWebp, shotOf } from '@stallhub/seed';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connection.ts';
import { type Envelope, get, post } from '../../testing/http-calls.ts';
import { openImageSearchApp } from '../../testing/image-search-app.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';
import { transform } from './evaluation/evaluation-set.ts';
import { createUploadPolicies } from './upload-policy.ts';

const t = suiteFixture(() => openImageSearchApp(150));
const buyer = () => ({ cookies: t.buyer });
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);

/** A multipart form as a browser posts it to the storage, from the fields and a file. */
async function form(fields: Record<string, string>, file?: { bytes: Buffer; type: string; name?: string }) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  if (file)
    data.append(
      'file',
      new Blob([new Uint8Array(file.bytes)], { type: file.type }),
      file.name ?? 'photo.jpg',
    );
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

async function upload(fields: Record<string, string>, file?: { bytes: Buffer; type: string }) {
  const body = await form(fields, file);
  const response = await t.app.inject({ method: 'POST', url: '/storage/', ...body });
  return { status: response.statusCode, body: response.json() as Envelope };
}

async function token() {
  const answer = await post(t.app, '/apic/oss/getUploadToken', { type: 'IMAGE_SEARCH' }, buyer());
  expect(answer.status).toBe(200);
  return answer.body.data as { key: string; policy: string; signature: string; accessKeyId: string };
}

const formOf = (tk: { key: string; policy: string; signature: string; accessKeyId: string }) => ({
  key: tk.key,
  OSSAccessKeyId: tk.accessKeyId,
  policy: tk.policy,
  signature: tk.signature,
});

/** A described item picture of the seed, with an on-shelf item of `city` showing it. */
async function seededPicture() {
  const [row] = await rows<{ url: string; item_id: number; city: string; shop_id: number }>(
    sql`select p.url, i.item_id, i.city, i.shop_id from image_pictures p join image_item_pictures i on i.picture_id = p.id
        where p.descriptors is not null and i.sort = 0 order by i.item_id limit 1`,
  );
  const bytes = await t.storage.get(`${row!.url.slice('/storage/'.length)}_400.webp`);
  return { ...row!, bytes: bytes! };
}

async function searchWith(bytes: Buffer, city: string, cookies = t.buyer) {
  const tk = await token();
  const stored = await upload(formOf(tk), { bytes, type: 'image/jpeg' });
  expect(stored.status).toBe(200);
  const searched = await get(
    t.app,
    `/api/uploadImage?url=${encodeURIComponent(stored.body.data.url)}&searchCity=${city}`,
    { cookies },
  );
  expect(searched.status).toBe(200);
  return searched.body.data.imageMd5 as string;
}

describe('image search finds the items whose pictures match a buyer photo', () => {
  it('a cropped, re-encoded photo of an item picture finds that item on the first page of the asked city', async () => {
    const picture = await seededPicture();
    const photo = await transform(picture.bytes, 'crop', 3);
    const md5 = await searchWith(photo, picture.city);
    const results = await get(
      t.app,
      `/apif/imagesearch/list?imageMd5=${md5}&searchCity=${picture.city}`,
      buyer(),
    );
    expect(results.status).toBe(200);
    expect(results.body.data.list.map((c: { itemId: number }) => c.itemId)).toContain(picture.item_id);
    expect(results.body.data.imageUrl).toMatch(/^\/storage\/imagesearch\/pc_[a-z0-9]{6}$/);
  });

  it('guests never receive a price from the results', async () => {
    const picture = await seededPicture();
    const md5 = await searchWith(picture.bytes, picture.city);
    const guest = await get(t.app, `/apif/imagesearch/list?imageMd5=${md5}&searchCity=${picture.city}`);
    expect(guest.status).toBe(200);
    expect(guest.body.data.list.length).toBeGreaterThan(0);
    expect(guest.response.body).not.toMatch(/"(price|discountPrice|minPrice|maxPrice)"/);
  });

  it("an item picture's address on this site is read from storage, not fetched, and finds the item", async () => {
    const picture = await seededPicture();
    const address = `${picture.url}_400.webp`;
    const searched = await get(
      t.app,
      `/api/uploadImage?url=${encodeURIComponent(address)}&searchCity=${picture.city}`,
      buyer(),
    );
    expect(searched.status).toBe(200);
    const results = await get(
      t.app,
      `/apif/imagesearch/list?imageMd5=${searched.body.data.imageMd5}&searchCity=${picture.city}`,
      buyer(),
    );
    expect(results.body.data.list.map((c: { itemId: number }) => c.itemId)).toContain(picture.item_id);
    // A stored file that is not there, or a path out of the storage, is not a picture.
    for (const missing of ['/storage/items/none_400.webp', '/storage/%2e%2e/%2e%2e/etc/passwd']) {
      const refused = await get(
        t.app,
        `/api/uploadImage?url=${encodeURIComponent(missing)}&searchCity=gz`,
        buyer(),
      );
      expect(refused.status).toBe(400);
    }
  });

  it('guests may not upload or search: the token and the search answer 401', async () => {
    expect((await post(t.app, '/apic/oss/getUploadToken', { type: 'IMAGE_SEARCH' })).status).toBe(401);
    expect((await get(t.app, '/api/uploadImage?url=https%3A%2F%2Fexample.com%2Fa.jpg')).status).toBe(401);
  });

  it('an unknown picture MD5 answers 404, a malformed one 400 naming the field', async () => {
    const unknown = await get(t.app, `/apif/imagesearch/list?imageMd5=${'0'.repeat(32)}&searchCity=gz`);
    expect(unknown.status).toBe(404);
    const malformed = await get(t.app, '/apif/imagesearch/list?imageMd5=xyz&searchCity=gz');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain('imageMd5');
  });

  it('the feed makes an item that changes pictures findable by its new picture within seconds', async () => {
    const [item] = await rows<{ item_id: number; city: string }>(
      sql`select item_id, city from image_item_pictures where sort = 0 order by item_id desc limit 1`,
    );
    // A picture unlike any of the seed's: stripes and a disc, stored as the seed stores pictures.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#102a43"/>
      ${Array.from({ length: 10 }, (_, i) => `<rect x="${i * 40}" width="20" height="400" fill="#f0b429"/>`).join('')}
      <circle cx="200" cy="200" r="90" fill="#e12d39"/></svg>`;
    const bytes = await sharp(Buffer.from(svg)).webp().toBuffer();
    await t.storage.put('items/test/striped_400.webp', bytes, 'image/webp');
    await t.database.db.execute(
      sql`update item_images set url = '/storage/items/test/striped' where item_id = ${item!.item_id} and sort = 0`,
    );
    const md5 = await searchWith(await transform(bytes, 'jpeg', 5), item!.city);
    let first: number | undefined;
    const started = Date.now();
    while (Date.now() - started < 10_000) {
      const results = await get(
        t.app,
        `/apif/imagesearch/list?imageMd5=${md5}&searchCity=${item!.city}`,
        buyer(),
      );
      first = results.body.data.list[0]?.itemId;
      if (first === item!.item_id) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(first).toBe(item!.item_id);
  });

  it('of the items showing the matched picture, those whose main picture it is come first, before those showing it as another colour', async () => {
    // Two items of one city; the one with the lower id shows the picture only among its other pictures.
    const [main, colour] = await rows<{ item_id: number; city: string }>(
      sql`select m.item_id, m.city from image_item_pictures m
        where m.city = 'gz' and m.sort = 0 and exists (select 1 from item_images o where o.item_id = m.item_id and o.sort = 1)
        order by m.item_id desc limit 2 offset 3`,
    );
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#0b6e4f"/>
      ${Array.from({ length: 8 }, (_, i) => `<circle cx="${50 + i * 45}" cy="${60 + (i % 3) * 120}" r="30" fill="#fde74c"/>`).join('')}
      <rect x="120" y="150" width="160" height="120" fill="#c3423f"/></svg>`;
    const bytes = await sharp(Buffer.from(svg)).webp().toBuffer();
    await t.storage.put('items/test/dotted_400.webp', bytes, 'image/webp');
    await t.database.db.execute(
      sql`update item_images set url = '/storage/items/test/dotted' where item_id = ${main!.item_id} and sort = 0`,
    );
    await t.database.db.execute(
      sql`update item_images set url = '/storage/items/test/dotted' where item_id = ${colour!.item_id} and sort = 1`,
    );
    expect(colour!.item_id).toBeLessThan(main!.item_id);
    const md5 = await searchWith(await transform(bytes, 'jpeg', 2), 'gz');
    let ids: number[] = [];
    for (const started = Date.now(); Date.now() - started < 10_000; ) {
      ids = (
        await get(t.app, `/apif/imagesearch/list?imageMd5=${md5}&searchCity=gz`, buyer())
      ).body.data.list.map((c: { itemId: number }) => c.itemId);
      if (ids.includes(main!.item_id) && ids.includes(colour!.item_id)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(ids.slice(0, 2)).toEqual([main!.item_id, colour!.item_id]);
  });

  it('results leave out other cities and the stalls the buyer blocked', async () => {
    const picture = await seededPicture();
    const md5 = await searchWith(await transform(picture.bytes, 'jpeg', 1), picture.city);
    const other = picture.city === 'gz' ? 'hz' : 'gz';
    const elsewhere = await get(t.app, `/apif/imagesearch/list?imageMd5=${md5}&searchCity=${other}`, buyer());
    expect(elsewhere.body.data.list.map((c: { itemId: number }) => c.itemId)).not.toContain(picture.item_id);
    const blocked = await post(t.app, blockShop.path, { shopId: picture.shop_id }, buyer());
    expect(blocked.status).toBe(200);
    const after = await get(
      t.app,
      `/apif/imagesearch/list?imageMd5=${md5}&searchCity=${picture.city}`,
      buyer(),
    );
    expect(after.body.data.list.map((c: { shopId: number }) => c.shopId)).not.toContain(picture.shop_id);
    // The search's ranking is kept for its pages (decision 064), for anyone: one buyer's blocked stalls
    // never hide the stall from another viewer of the same picture.
    const guest = await get(t.app, `/apif/imagesearch/list?imageMd5=${md5}&searchCity=${picture.city}`);
    expect(guest.body.data.list.map((c: { itemId: number }) => c.itemId)).toContain(picture.item_id);
  });
});

describe('the storage takes only signed, fresh, small pictures', () => {
  const jpeg = () =>
    sharp({ create: { width: 120, height: 120, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();

  it('the token is a signed policy for imagesearch/pc_ and a 6-character name', async () => {
    const tk = await token();
    expect(tk.key).toMatch(/^imagesearch\/pc_[a-z0-9]{6}$/);
    const policy = JSON.parse(Buffer.from(tk.policy, 'base64').toString());
    expect(policy.conditions).toContainEqual(['content-length-range', 1, IMAGE_SEARCH_MAX_BYTES]);
    expect(new Date(policy.expiration).getTime()).toBeGreaterThan(Date.now());
    const ossPolicy = await get(t.app, '/api/getOssPolicy', buyer());
    expect(ossPolicy.body.data.key).toMatch(/^imagesearch\/pc_[a-z0-9]{6}$/);
  });

  it('a wrong signature is refused with 403', async () => {
    const tk = await token();
    const answer = await upload(
      // Another first character, whatever the signature starts with.
      { ...formOf(tk), signature: `${tk.signature.startsWith('x') ? 'y' : 'x'}${tk.signature.slice(1)}` },
      { bytes: await jpeg(), type: 'image/jpeg' },
    );
    expect(answer.status).toBe(403);
    expect(answer.body.message).toMatch(/凭证无效/);
  });

  it('an expired policy is refused with 403', async () => {
    const past = createUploadPolicies(Buffer.from(t.env.APP_SECRET!), () => new Date(Date.now() - 3600_000));
    const answer = await upload(formOf(past.issue()), { bytes: await jpeg(), type: 'image/jpeg' });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toMatch(/过期/);
  });

  it('another key than the policy names is refused', async () => {
    const tk = await token();
    const answer = await upload(
      { ...formOf(tk), key: 'imagesearch/pc_other1' },
      { bytes: await jpeg(), type: 'image/jpeg' },
    );
    expect(answer.status).toBe(403);
  });

  it('a file over 4096 KB is refused with 413', async () => {
    const tk = await token();
    const answer = await upload(formOf(tk), {
      bytes: Buffer.alloc(IMAGE_SEARCH_MAX_BYTES + 10, 0xff),
      type: 'image/jpeg',
    });
    expect(answer.status).toBe(413);
  });

  it('a wrong content type, and HTML or SVG disguised as a JPEG, are refused as not an image', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const file of [
      { bytes: await jpeg(), type: 'text/html' },
      { bytes: html, type: 'image/jpeg' },
      { bytes: svg, type: 'image/jpeg' },
      { bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), html]), type: 'image/jpeg' },
    ]) {
      const answer = await upload(formOf(await token()), file);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/不是图片文件/);
    }
  });
});

describe('an image address is fetched only from public addresses', () => {
  const refused = async (url: string) => {
    const answer = await get(t.app, `/api/uploadImage?url=${encodeURIComponent(url)}&searchCity=gz`, buyer());
    return answer;
  };

  it('loopback, private, link-local and metadata addresses, and names resolving to loopback, are refused', async () => {
    for (const url of [
      'http://127.0.0.1/a.jpg',
      'http://[::1]/a.jpg',
      'http://10.1.2.3/a.jpg',
      'http://192.168.1.1/a.jpg',
      'http://169.254.169.254/latest/meta-data/a.jpg',
      'http://[::ffff:127.0.0.1]/a.jpg',
      'http://localhost/a.jpg',
    ]) {
      const answer = await refused(url);
      expect(answer.status, url).toBe(400);
      expect(answer.body.message, url).toMatch(/内部网络/);
    }
  });

  it('addresses other than http(s) are refused as bad addresses', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.com/a.jpg', 'not a url']) {
      const answer = await refused(url);
      expect(answer.status, url).toBe(400);
      expect(answer.body.message, url).toMatch(/正确的图片地址/);
    }
  });
});

/** Items of one city, each the only one showing its described main picture, from `count` different stalls. */
async function loneItems(count: number, offset: number) {
  const found = await rows<{ item_id: number; city: string; shop_id: number; url: string; category: number }>(
    sql`select i.item_id, i.city, i.shop_id, p.url, c.parent_id as category
        from image_item_pictures i
        join image_pictures p on p.id = i.picture_id
        join items on items.id = i.item_id
        join categories c on c.id = items.category_id
        where i.sort = 0 and p.descriptors is not null and i.city = 'gz'
          and (select count(*) from image_item_pictures j where j.picture_id = i.picture_id) = 1
          -- not the stall an earlier test blocked
          and i.shop_id <> (select shop_id from image_item_pictures order by item_id limit 1)
        order by i.item_id offset ${offset}`,
  );
  const picked: typeof found = [];
  for (const item of found)
    if (picked.length < count && !picked.some((p) => p.shop_id === item.shop_id)) picked.push(item);
  return Promise.all(
    picked.map(async (item) => ({
      ...item,
      bytes: (await t.storage.get(`${item.url.slice('/storage/'.length)}_400.webp`))!,
    })),
  );
}

type HotRecord = { itemId: number; rank: number; searchCount: number; discountPrice?: number | null };
const hotPage = async (query: string, cookies?: Record<string, string>) =>
  (
    await get(
      t.app,
      `/apif/img-search-ranking/page?searchCity=gz&pageSize=100${query}`,
      cookies ? { cookies } : {},
    )
  ).body.data as { recordList: HotRecord[]; total: number; from: string; to: string };
const recordOf = (page: { recordList: HotRecord[] }, itemId: number) =>
  page.recordList.find((r) => r.itemId === itemId);

describe('the image-search hot ranking counts the searches of the last 7 market days', () => {
  it('an item found by more searches ranks above one found by fewer, and guests get no price', async () => {
    const countOf = (page: { recordList: HotRecord[] }, itemId: number) =>
      recordOf(page, itemId)?.searchCount ?? 0;
    // Two items without the demo's seeded week of searches: their order comes from these searches alone.
    const [often, once] = await loneItems(2, 0);
    await t.database.db.execute(
      sql`delete from image_searches where top_item_id in (${often!.item_id}, ${once!.item_id})`,
    );
    await searchWith(often!.bytes, 'gz');
    await searchWith(often!.bytes, 'gz');
    await searchWith(once!.bytes, 'gz');
    const member = await hotPage('', t.buyer);
    expect(countOf(member, often!.item_id)).toBe(2);
    expect(countOf(member, once!.item_id)).toBe(1);
    expect(recordOf(member, often!.item_id)!.rank).toBeLessThan(recordOf(member, once!.item_id)!.rank);
    expect(member.recordList.map((r) => r.searchCount)).toEqual(
      member.recordList.map((r) => r.searchCount).sort((a, b) => b - a),
    );
    expect(typeof recordOf(member, often!.item_id)!.discountPrice).toBe('number');

    const guest = await hotPage('');
    expect(guest.recordList.map((r) => r.itemId)).toEqual(member.recordList.map((r) => r.itemId));
    expect(guest.recordList.every((r) => !('discountPrice' in r))).toBe(true);
    // The panel's hot list: the first page of 3.
    const panel = (await get(t.app, '/apif/img-search-ranking/page?searchCity=gz&currentPage=1&pageSize=3'))
      .body.data as { recordList: HotRecord[] };
    expect(panel.recordList.map((r) => r.itemId)).toEqual(member.recordList.slice(0, 3).map((r) => r.itemId));
  });

  it('the tabs are the categories searched, and a tab ranks only its own category', async () => {
    const [item] = await loneItems(1, 4);
    await searchWith(item!.bytes, 'gz');
    const tabs = (await get(t.app, '/apif/img-search-ranking/category?searchCity=gz')).body.data as {
      rankId: number;
      name: string;
    }[];
    expect(tabs.map((tab) => tab.rankId)).toContain(item!.category);
    expect(tabs.every((tab) => tab.name.length > 0)).toBe(true);
    expect(recordOf(await hotPage(`&rankId=${item!.category}`), item!.item_id)).toBeDefined();
    for (const tab of tabs.filter((tab) => tab.rankId !== item!.category))
      expect(recordOf(await hotPage(`&rankId=${tab.rankId}`), item!.item_id)).toBeUndefined();
    // Another city's ranking counts only its own searches.
    const elsewhere = (await get(t.app, '/apif/img-search-ranking/page?searchCity=hz&pageSize=100')).body
      .data;
    expect(recordOf(elsewhere, item!.item_id)).toBeUndefined();
  });

  it('searches older than 7 market days no longer count, and an item off the shelf drops out', async () => {
    const [old, gone] = await loneItems(2, 6);
    await searchWith(old!.bytes, 'gz');
    await searchWith(gone!.bytes, 'gz');
    await t.database.db.execute(
      sql`delete from image_searches where top_item_id in (${old!.item_id}, ${gone!.item_id}) and user_id is null`,
    );
    const before = await hotPage('');
    expect(recordOf(before, old!.item_id)).toBeDefined();
    expect(recordOf(before, gone!.item_id)).toBeDefined();
    await t.database.db.execute(
      sql`update image_searches set searched_at = ${new Date(Date.parse(`${before.from}T00:00:00+08:00`) - 1000)}
          where top_item_id = ${old!.item_id}`,
    );
    await t.database.db.execute(
      sql`update image_searches set searched_at = now() where top_item_id = ${gone!.item_id}`,
    );
    await t.database.db.execute(sql`update items set status = 0 where id = ${gone!.item_id}`);
    try {
      const after = await hotPage('');
      expect(recordOf(after, old!.item_id)).toBeUndefined();
      expect(recordOf(after, gone!.item_id)).toBeUndefined();
      expect(after.total).toBe(before.total - 2);
    } finally {
      await t.database.db.execute(sql`update items set status = 1 where id = ${gone!.item_id}`);
      // The item-change feed gives the item back its picture rows: the tests after this one count on them.
      await expect
        .poll(
          async () =>
            (
              await rows<{ n: number }>(
                sql`select count(*)::int as n from image_item_pictures where item_id = ${gone!.item_id}`,
              )
            )[0]!.n,
          { timeout: 15_000 },
        )
        .toBeGreaterThan(0);
    }
  });
});

describe('same style by picture: other stalls whose main picture shows the same garment', () => {
  it('lists the other stalls’ items of its leaf category with a re-photographed picture, never the item’s own stall nor another category, and no price for guests', async () => {
    const [item, rival] = await loneItems(2, 8);
    const [sibling] = await rows<{ id: number }>(
      sql`select id from items where shop_id = ${item!.shop_id} and id <> ${item!.item_id} and city = 'gz' and status = 1 limit 1`,
    );
    const [otherKind] = await rows<{ item_id: number }>(
      sql`select id as item_id from items where shop_id not in (${item!.shop_id}, ${rival!.shop_id})
            and city = 'gz' and status = 1 order by id desc limit 1`,
    );
    await t.database.db.execute(
      sql`update items set category_id = (select category_id from items where id = ${item!.item_id}) where id = ${rival!.item_id}`,
    );
    await t.database.db.execute(
      sql`update items set category_id = (select min(id) from categories where parent_id is not null
            and id <> (select category_id from items where id = ${item!.item_id})) where id = ${otherKind!.item_id}`,
    );
    // The rival stall photographs the garment itself: the same picture re-encoded, stored as its own.
    const photo = await sharp(await transform(item!.bytes, 'jpeg', 7))
      .webp()
      .toBuffer();
    await t.storage.put('items/test/rival_400.webp', photo, 'image/webp');
    for (const id of [rival!.item_id, sibling!.id, otherKind!.item_id])
      await t.database.db.execute(
        sql`update item_images set url = '/storage/items/test/rival' where item_id = ${id} and sort = 0`,
      );
    const sameStyle = (cookies?: Record<string, string>) =>
      get(
        t.app,
        `/apif/img-search-ranking/same-style?itemId=${item!.item_id}&searchCity=gz`,
        cookies ? { cookies } : {},
      );
    let ids: number[] = [];
    for (const started = Date.now(); Date.now() - started < 10_000; ) {
      ids = (await sameStyle(t.buyer)).body.data.list.map((c: { itemId: number }) => c.itemId);
      if (ids.includes(rival!.item_id)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(ids).toContain(rival!.item_id);
    expect(ids).not.toContain(sibling!.id);
    expect(ids).not.toContain(item!.item_id);
    expect(ids).not.toContain(otherKind!.item_id);

    const guest = (await sameStyle()).body.data;
    expect(guest.item.itemId).toBe(item!.item_id);
    expect([guest.item, ...guest.list].every((card: object) => !('price' in card))).toBe(true);
  });

  it("two stalls' own photos of one garment land in one same-style group, another garment's photo does not", async () => {
    // Three stalls' items of one city, from the end of the catalogue (the other tests take the first ones).
    const [first, second, other] = await rows<{ item_id: number }>(
      sql`select max(item_id) as item_id from image_item_pictures where sort = 0 and city = 'gz'
        and shop_id <> (select shop_id from image_item_pictures order by item_id limit 1)
        group by shop_id order by max(item_id) desc limit 3`,
    );
    await t.database.db.execute(
      sql`update items set category_id = (select category_id from items where id = ${first!.item_id})
            where id in (${second!.item_id}, ${other!.item_id})`,
    );
    const garment = {
      kind: 'dress',
      color: '#2e8b57',
      pattern: 'floral',
      texture: null,
      variant: 66,
    } as const;
    const photos = [
      { item: first!, name: 'garment-s1', spec: { ...garment, shot: shotOf('garment', 1) } },
      { item: second!, name: 'garment-s2', spec: { ...garment, shot: shotOf('garment', 2) } },
      {
        item: other!,
        name: 'other-s1',
        spec: { ...garment, color: '#c8a2c8', pattern: 'stripes', shot: shotOf('garment', 1) } as const,
      },
    ];
    for (const { item, name, spec } of photos) {
      await t.storage.put(
        `items/test/${name}_400.webp`,
        (await renderWebp(pictureSvg(spec), [400])).get(400)!,
        'image/webp',
      );
      await t.database.db.execute(
        sql`update item_images set url = ${`/storage/items/test/${name}`} where item_id = ${item.item_id} and sort = 0`,
      );
    }
    const groupOf = async (name: string) =>
      (
        await rows<{ group_id: number | null }>(
          sql`select group_id from image_pictures where url = ${`/storage/items/test/${name}`}`,
        )
      )[0]?.group_id ?? null;
    for (const started = Date.now(); Date.now() - started < 10_000; ) {
      if ((await groupOf('other-s1')) !== null && (await groupOf('garment-s2')) !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await groupOf('garment-s1')).not.toBeNull();
    expect(await groupOf('garment-s2')).toBe(await groupOf('garment-s1'));
    expect(await groupOf('other-s1')).not.toBe(await groupOf('garment-s1'));
    const list = (
      await get(t.app, `/apif/img-search-ranking/same-style?itemId=${first!.item_id}&searchCity=gz`, buyer())
    ).body.data.list.map((c: { itemId: number }) => c.itemId);
    expect(list).toContain(second!.item_id);
    expect(list).not.toContain(other!.item_id);
  });

  it('an item that is not on the shelf answers 404, a malformed id 400 naming the field', async () => {
    const unknown = await get(t.app, '/apif/img-search-ranking/same-style?itemId=99999999&searchCity=gz');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe(404);
    const malformed = await get(t.app, '/apif/img-search-ranking/same-style?itemId=abc&searchCity=gz');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain('itemId');
  });
});
