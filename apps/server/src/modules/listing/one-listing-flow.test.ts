import { LISTING_CODE } from '@stallhub/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER, DEMO_PASSWORD, get, post, signIn } from '../../testing/http-calls.ts';
import { type ListingApp, openListingApp } from '../../testing/listing-sandbox.ts';

// Issue 26 point 7 (decision 072): every platform takes the same push (the shop's authorisation, then
// the direct upload), the shop authorised is named, Stallhub's own tool is every platform's default,
// and messages and the precheck name platforms in the reader's language.

let t: ListingApp;
let buyer: Record<string, string>;
let itemIds: number[];

beforeAll(async () => {
  t = await openListingApp({
    appSecret: 'one-listing-flow-app-secret-of-at-least-32-characters',
    clientSecret: 'one-listing-flow-client-secret',
    channels: ['taobao', 'douyin'],
  });
  buyer = { sid: (await signIn(t.app, BUYER, DEMO_PASSWORD)).sid! };
  itemIds = await t.listableItems(3);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const upload = async (lang: string, payload: object) =>
  (await post(t.app, `/apic/v2/itemupload/taobao?lang=${lang}`, payload, { cookies: buyer })).body;
const token = async (query: string) =>
  (await get(t.app, `/apic/uploadRecord/getAccessToken?${query}`, { cookies: buyer })).body.data;

describe('one push for every platform', () => {
  it('a platform names itself in the reader’s language when its shop is not authorised', async () => {
    const cn = await upload('cn', { itemId: itemIds[0], market: 'douyin' });
    expect(cn.code).toBe(LISTING_CODE.refused);
    expect(cn.message).toBe('请先授权您的抖音店铺');
    const en = await upload('en', { itemId: itemIds[0], market: 'douyin' });
    expect(en.message).toBe('Authorise your Douyin shop first');
    const ja = await upload('ja', { itemId: itemIds[0] });
    expect(ja.message).toBe('先にタオバオショップを認証してください');
  });

  it('answers the authorisation of the platform asked, with the shop’s name, Taobao when none is', async () => {
    expect(await token('channel=douyin')).toMatchObject({ authorised: false, shop_name: '' });
    await t.authorise(buyer, 'douyin-normal', 'douyin');
    const douyin = await token('channel=douyin');
    expect(douyin).toMatchObject({ authorised: true, is_expire: false });
    expect(douyin.shop_name).not.toBe('');
    expect(douyin.taobao_user_nick).not.toBe('');
    expect(await token('tbToolId=1')).toMatchObject({ authorised: false, shop_name: '' });
  });

  it('lists on Douyin through the same direct upload as Taobao, and says uploaded before the second time', async () => {
    const first = await upload('cn', { itemId: itemIds[1], market: 'douyin', unCheckRecord: '2', btn: 2 });
    expect(first.code).toBe(200);
    expect(first.data.toItemId).toBeTruthy();
    expect(await t.shopPage('douyin-normal', 'douyin')).toContain(`Outer id ${itemIds[1]} `);
    const again = await upload('cn', { itemId: itemIds[1], market: 'douyin' });
    expect(again.code).toBe(LISTING_CODE.alreadyUploaded);
  });

  it('refuses a market that is not a platform, naming the field', async () => {
    const answer = await post(
      t.app,
      '/apic/v2/itemupload/taobao',
      { itemId: itemIds[0], market: 'ebay' },
      { cookies: buyer },
    );
    expect(answer.response.statusCode).toBe(400);
    expect(answer.body.message).toContain('market');
  });
});

describe('the precheck names platforms in the reader’s language, own tool preselected', () => {
  it.each([
    ['cn', ['淘宝', '天猫', '抖音', '拼多多', '快手', '小红书']],
    ['en', ['Taobao', 'Tmall', 'Douyin', 'Pinduoduo', 'Kuaishou', 'Xiaohongshu']],
    ['ko', ['타오바오', '티몰', '더우인', '핀둬둬', '콰이쇼우', '샤오홍슈']],
  ])('%s', async (lang, names) => {
    const answer = await post(
      t.app,
      `/apic/v3/itemupload/precheck?lang=${lang}`,
      { itemId: itemIds[0] },
      {
        cookies: buyer,
      },
    );
    const list = answer.body.data.uploadChannelList as {
      name: string;
      toolList: { toolId: number; isDefaultTool: boolean }[];
    }[];
    expect(list.map((entry) => entry.name)).toEqual(names);
    for (const entry of list) expect(entry.toolList.find((tool) => tool.isDefaultTool)?.toolId).toBe(1);
  });
});

describe('remember my choice holds on every device (saveChoose remember, GET /apic/listing/choices)', () => {
  const save = async (payload: object) =>
    (await post(t.app, '/apic/v3/itemupload/saveChoose', payload, { cookies: buyer })).body;
  const choices = async (cookies = buyer) =>
    (await get(t.app, '/apic/listing/choices', { cookies })).body.data.choices;

  it('keeps each platform’s tool, and Taobao’s way, for the buyer, in the platforms’ order', async () => {
    expect(await choices()).toEqual([]);
    expect((await save({ channelId: 18, toolId: 4, remember: true })).code).toBe(200);
    expect((await save({ channelId: 5, toolId: 1, remember: 'true' })).code).toBe(200);
    expect((await save({ channelId: 5, toolId: 1, remember: true, way: 'direct' })).code).toBe(200);
    expect(await choices()).toEqual([
      { channel: 'taobao', toolId: 1, way: 'direct' },
      { channel: 'douyin', toolId: 4, way: null },
    ]);
    // Another session of the same buyer (another device) reads the same choices.
    const device = { sid: (await signIn(t.app, BUYER, DEMO_PASSWORD)).sid! };
    expect((await choices(device)).map((choice: { channel: string }) => choice.channel)).toEqual([
      'taobao',
      'douyin',
    ]);
  });

  it('a save without remember changes only the drawer’s last choice; remember false forgets the platform', async () => {
    await save({ channelId: 18, toolId: 1 });
    expect((await choices()).find((choice: { channel: string }) => choice.channel === 'douyin')).toEqual({
      channel: 'douyin',
      toolId: 4,
      way: null,
    });
    await save({ channelId: 18, toolId: 4, remember: false });
    expect((await choices()).map((choice: { channel: string }) => choice.channel)).toEqual(['taobao']);
  });

  it('a guest is refused, and a way that is not one is named', async () => {
    expect((await get(t.app, '/apic/listing/choices')).response.statusCode).toBe(401);
    const bad = await post(
      t.app,
      '/apic/v3/itemupload/saveChoose',
      { channelId: 5, toolId: 1, remember: true, way: 'sideways' },
      { cookies: buyer },
    );
    expect(bad.response.statusCode).toBe(400);
    expect(bad.body.message).toContain('way');
  });
});
