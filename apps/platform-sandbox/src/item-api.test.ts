import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Channel } from './channels.ts';
import { addItem, itemDraft, listingSandbox, shopToken, startPictureServer } from './testing/listing-kit.ts';

let app: FastifyInstance;
let pictures: Awaited<ReturnType<typeof startPictureServer>>;
/** Adds the platform keeps waiting, by outer id, until their promise settles. */
const holds = new Map<string, Promise<void>>();
beforeAll(async () => {
  pictures = await startPictureServer();
  ({ app } = await listingSandbox(pictures.origin, { holdAdd: (add) => holds.get(add.outerId) }));
});
afterAll(async () => {
  await app.close();
  await pictures.close();
});

const square = () => pictures.url(800, 800);
/** Adds to a test seller's shop (ids read `{channel}-{case}`) with a fresh token. */
const addTo = async (shopId: string, body: unknown) => {
  const channel = shopId.split('-')[0] as Channel;
  return addItem(app, channel, shopId, await shopToken(app, channel, shopId), body);
};

describe('the item API enforces spec 2 §4-§5', () => {
  it('lists an item with square main pictures of at least 700 px, and answers toItemId and upload time', async () => {
    const answer = await addTo('taobao-normal', itemDraft([pictures.url(700, 700), square()]));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      code: 200,
      data: { toItemId: expect.stringMatching(/^\d+$/), uploadTime: expect.any(String) },
    });
  });

  it('the shop page writes times on the market clock, Beijing time (GMT+8), as the orders do', async () => {
    const answer = await addTo('taobao-normal', itemDraft([square()]));
    const at = Date.parse(answer.json().data.uploadTime);
    const beijing = new Date(at + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);
    const page = (await app.inject('/shops/taobao/taobao-normal')).body;
    expect(page).toContain(`发布 Listed ${beijing} GMT+8`);
  });

  it('main images must be 1:1: a non-square one among the first five is refused with its index', async () => {
    const answer = await addTo('taobao-normal', itemDraft([square(), square(), pictures.url(800, 1000)]));
    expect(answer.json()).toMatchObject({
      code: 1003,
      data: { ratio: '1:1', images: [{ index: 2, width: 800, height: 1000, reason: 'ratio' }] },
    });
  });

  it('only the first five main images are checked', async () => {
    const six = [square(), square(), square(), square(), square(), pictures.url(640, 480)];
    expect((await addTo('taobao-normal', itemDraft(six))).json().code).toBe(200);
  });

  it('a 1:1 main image must be at least 700 px', async () => {
    const answer = await addTo('tmall-normal', itemDraft([pictures.url(699, 699)]));
    expect(answer.json()).toMatchObject({
      code: 1003,
      data: { images: [{ index: 0, reason: 'too-small' }] },
    });
  });

  it('a shop whose template takes 3:4 needs 3:4 main images of at least 750x1000', async () => {
    expect((await addTo('taobao-portrait', itemDraft([square()]))).json()).toMatchObject({
      code: 1003,
      data: { ratio: '3:4', images: [{ reason: 'ratio' }] },
    });
    expect((await addTo('taobao-portrait', itemDraft([pictures.url(600, 800)]))).json()).toMatchObject({
      code: 1003,
      data: { images: [{ reason: 'too-small' }] },
    });
    expect((await addTo('taobao-portrait', itemDraft([pictures.url(750, 1000)]))).json().code).toBe(200);
  });

  it('platforms without a main-picture rule in spec 2 take any ratio', async () => {
    const answer = await addTo('douyin-normal', itemDraft([pictures.url(640, 480)]));
    expect(answer.json().code).toBe(200);
  });

  it('a description taller than 20,000 px at 750 wide is refused with 1002', async () => {
    const tall = [pictures.url(750, 8000), pictures.url(750, 8000), pictures.url(375, 4000)];
    const answer = await addTo('taobao-normal', itemDraft([square()], { descriptionImages: tall }));
    expect(answer.json()).toMatchObject({
      code: 1002,
      data: { height: 24_000, maxHeight: 20_000, fittingImages: 2 },
    });
  });

  it('splitTooLongDesc drops the description images past the limit and lists the rest', async () => {
    const tall = [pictures.url(750, 8000), pictures.url(750, 8000), pictures.url(375, 4000)];
    const token = await shopToken(app, 'taobao', 'taobao-normal');
    const answer = await addItem(
      app,
      'taobao',
      'taobao-normal',
      token,
      itemDraft([square()], { descriptionImages: tall, splitTooLongDesc: true }),
    );
    expect(answer.json()).toMatchObject({ code: 200, data: { droppedDescriptionImages: 1 } });
    const page = await app.inject('/shops/taobao/taobao-normal');
    expect(page.body).toContain('描述图 2 description images');
  });

  it('a shop whose image space is full answers 5001', async () => {
    const answer = await addTo('taobao-space-full', itemDraft([square()]));
    expect(answer.json()).toMatchObject({ code: 5001, data: { used: 10_000, capacity: 10_000 } });
  });

  it('an item pushed twice to the same shop answers 201 with the first toItemId and upload time', async () => {
    const draft = itemDraft([square()]);
    const first = (await addTo('pinduoduo-normal', draft)).json();
    const second = (await addTo('pinduoduo-normal', draft)).json();
    expect(second).toEqual({
      code: 201,
      message: 'item already listed in this shop',
      data: { toItemId: first.data.toItemId, uploadTime: first.data.uploadTime },
    });
    const again = (await addTo('pinduoduo-normal', { ...draft, allowDuplicate: true })).json();
    expect(again.code).toBe(200);
    expect(again.data.toItemId).not.toBe(first.data.toItemId);
  });

  it('the listed-before shop answers 201 for any item on its first push, listed a month earlier', async () => {
    const answer = (await addTo('kuaishou-listed-before', itemDraft([square()]))).json();
    expect(answer.code).toBe(201);
    expect(Date.now() - Date.parse(answer.data.uploadTime)).toBeGreaterThan(29 * 24 * 3_600_000);
  });

  it('a shop under risk control answers needVerification until the seller completes verification', async () => {
    const token = await shopToken(app, 'taobao', 'taobao-risk-control');
    const draft = itemDraft([square()]);
    const first = (await addItem(app, 'taobao', 'taobao-risk-control', token, draft)).json();
    expect(first).toMatchObject({
      code: 200,
      data: {
        needVerification: true,
        verificationUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:3002\/open\/taobao\/verify\//),
      },
    });
    const path = new URL(first.data.verificationUrl).pathname;
    expect((await app.inject(path)).body).toContain('完成人脸验证 Complete face verification');
    const done = await app.inject({ method: 'POST', url: path });
    expect(done.body).toContain('data-testid="verification-done"');
    const after = (await addItem(app, 'taobao', 'taobao-risk-control', token, draft)).json();
    expect(after).toMatchObject({ code: 200, data: { toItemId: expect.any(String) } });
  });

  it('fetches pictures only from the configured storage origins, and names the field', async () => {
    const answer = await addTo('taobao-normal', itemDraft([square(), 'http://169.254.169.254/latest/x.png']));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 400, field: 'pictures.1' });
    const description = await addTo(
      'taobao-normal',
      itemDraft([square()], { descriptionImages: ['file:///etc/passwd'] }),
    );
    expect(description.json().field).toBe('descriptionImages.0');
  });

  it('does not follow a redirect out of storage', async () => {
    const answer = await addTo('taobao-normal', itemDraft([`${pictures.origin}/moved.png`]));
    expect(answer.json()).toMatchObject({ code: 1004, data: { url: `${pictures.origin}/moved.png` } });
  });

  it('a malformed item is a 400 naming the field', async () => {
    const answer = await addTo('taobao-normal', itemDraft([square()], { price: '59,90' }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().field).toBe('price');
    const noSkus = await addTo('taobao-normal', itemDraft([square()], { skus: [] }));
    expect(noSkus.json().field).toBe('skus');
  });
});

describe('price, stock and delisting', () => {
  it('changes the price and a SKU stock, refuses an unknown SKU, and delists', async () => {
    const token = await shopToken(app, 'xiaohongshu', 'xiaohongshu-normal');
    const listed = (
      await addItem(app, 'xiaohongshu', 'xiaohongshu-normal', token, itemDraft([square()]))
    ).json();
    const url = `/open/xiaohongshu/shops/xiaohongshu-normal/items/${listed.data.toItemId}`;
    const headers = { authorization: `Bearer ${token}` };
    const changed = await app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: { price: '69.90', skus: [{ colour: '黑色', size: 'M', stock: 3, price: '69.90' }] },
    });
    expect(changed.json().code).toBe(200);
    const unknown = await app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: { skus: [{ colour: '白色', size: 'M', stock: 1 }] },
    });
    expect(unknown.json()).toMatchObject({ code: 400, field: 'skus.0' });
    let page = (await app.inject('/shops/xiaohongshu/xiaohongshu-normal')).body;
    expect(page).toContain('¥69.90');
    expect(page).toContain('<td>黑色</td><td>M</td><td>¥69.90</td><td>3</td>');

    const delisted = await app.inject({ method: 'POST', url: `${url}/delist`, headers });
    expect(delisted.json()).toMatchObject({ code: 200, data: { delistTime: expect.any(String) } });
    page = (await app.inject('/shops/xiaohongshu/xiaohongshu-normal')).body;
    expect(page).toContain('已下架 Delisted');
  });

  it('an item of another shop cannot be changed or delisted', async () => {
    const owner = await shopToken(app, 'taobao', 'taobao-normal');
    const listed = (await addItem(app, 'taobao', 'taobao-normal', owner, itemDraft([square()]))).json();
    const other = await shopToken(app, 'taobao', 'taobao-portrait');
    const answer = await app.inject({
      method: 'POST',
      url: `/open/taobao/shops/taobao-portrait/items/${listed.data.toItemId}/delist`,
      headers: { authorization: `Bearer ${other}` },
    });
    expect(answer.statusCode).toBe(404);
  });
});

describe('relisting (taobao.item.update.listing, pdd.goods.sale.status.set on sale)', () => {
  const listedIn = async (channel: Channel, shopId: string) => {
    const token = await shopToken(app, channel, shopId);
    const listed = (await addItem(app, channel, shopId, token, itemDraft([square()]))).json();
    const url = `/open/${channel}/shops/${shopId}/items/${listed.data.toItemId}`;
    return { url, headers: { authorization: `Bearer ${token}` }, toItemId: listed.data.toItemId as string };
  };

  it('puts a delisted item back on sale with the price and stock sent, all or nothing', async () => {
    const { url, headers } = await listedIn('pinduoduo', 'pinduoduo-normal');
    await app.inject({ method: 'POST', url: `${url}/delist`, headers });
    const unknown = await app.inject({
      method: 'POST',
      url: `${url}/relist`,
      headers,
      payload: { price: '79.90', skus: [{ colour: '白色', size: 'M', stock: 1 }] },
    });
    expect(unknown.json()).toMatchObject({ code: 400, field: 'skus.0' });
    expect((await app.inject('/shops/pinduoduo/pinduoduo-normal')).body).toContain('已下架 Delisted');

    const relisted = await app.inject({
      method: 'POST',
      url: `${url}/relist`,
      headers,
      payload: { price: '79.90', skus: [{ colour: '黑色', size: 'L', stock: 7, price: '79.90' }] },
    });
    expect(relisted.json()).toMatchObject({
      code: 200,
      data: { relisted: true, relistTime: expect.any(String) },
    });
    const page = (await app.inject('/shops/pinduoduo/pinduoduo-normal')).body;
    expect(page).toContain('重新上架 Relisted');
    expect(page).not.toContain('已下架 Delisted');
    expect(page).toContain('<p class="price">¥79.90</p>');
    expect(page).toContain('<td>黑色</td><td>L</td><td>¥79.90</td><td>7</td>');
  });

  it('relisting an item on sale changes nothing and says so', async () => {
    const { url, headers } = await listedIn('douyin', 'douyin-normal');
    const again = await app.inject({
      method: 'POST',
      url: `${url}/relist`,
      headers,
      payload: { price: '1.00' },
    });
    expect(again.json()).toMatchObject({ code: 200, message: 'already on sale', data: { relisted: false } });
    expect((await app.inject('/shops/douyin/douyin-normal')).body).not.toContain('¥1.00');
  });

  it("only the shop's own item, and not one its seller deleted, can be relisted", async () => {
    const { url, headers, toItemId } = await listedIn('taobao', 'taobao-normal');
    await app.inject({ method: 'POST', url: `${url}/delist`, headers });
    const other = await shopToken(app, 'taobao', 'taobao-portrait');
    const elsewhere = await app.inject({
      method: 'POST',
      url: `/open/taobao/shops/taobao-portrait/items/${toItemId}/relist`,
      headers: { authorization: `Bearer ${other}` },
    });
    expect(elsewhere.statusCode).toBe(404);

    const deleted = await app.inject({
      method: 'POST',
      url: `/shops/taobao/taobao-normal/items/${toItemId}/delete`,
    });
    expect(deleted.statusCode).toBe(303);
    expect((await app.inject({ method: 'POST', url: `${url}/relist`, headers })).statusCode).toBe(404);
    expect((await app.inject('/shops/taobao/taobao-normal')).body).not.toContain(`id="item-${toItemId}"`);
  });
});

describe('a platform slow to answer (issue 28 point 4)', () => {
  it('an add the test holds is answered when the hold ends, and other adds are answered meanwhile', async () => {
    let release = () => {};
    const slow = itemDraft([square()]);
    holds.set(slow.outerId, new Promise<void>((resolve) => (release = resolve)));
    let answered = false;
    const held = addTo('taobao-normal', slow).then((answer) => {
      answered = true;
      return answer;
    });
    expect((await addTo('taobao-normal', itemDraft([square()]))).json().code).toBe(200);
    expect(answered).toBe(false);
    release();
    expect((await held).json().code).toBe(200);
  });
});
