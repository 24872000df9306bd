import { LISTING_CODE, titleByRule } from '@stallhub/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER, DEMO_PASSWORD, get, post, STALL, signIn } from '../../testing/http-calls.ts';
import { type ListingApp, openListingApp } from '../../testing/listing-sandbox.ts';

// The upload settings page's calls and the history's filters and export (spec 2 §2, §7; issue 14
// points 2, 3, 5), end to end: the app on a real database, the platform sandbox playing Taobao
// (decision 041), and a picture server playing our storage (any address is an 800x800 picture).

let t: ListingApp;
let buyer: Record<string, string>;
let other: Record<string, string>;

const call = (method: 'GET' | 'POST', url: string, cookies: Record<string, string>, payload = {}) =>
  method === 'GET' ? get(t.app, url, { cookies }) : post(t.app, url, payload, { cookies });

/** On-shelf items that sell SKUs, made-to-order none, in id order: one per case, so no case meets another's record. */
let itemIds: number[] = [];
const nextItem = () => itemIds.shift()!;

beforeAll(async () => {
  t = await openListingApp({
    appSecret: 'listing-settings-tests-secret-of-at-least-32-characters',
    clientSecret: 'listing-settings-client-secret',
  });
  buyer = { sid: (await signIn(t.app, BUYER, DEMO_PASSWORD)).sid! };
  other = { sid: (await signIn(t.app, STALL, DEMO_PASSWORD)).sid! };
  itemIds = await t.listableItems(20);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('upload settings (spec 2 §2 uploadSetting.html)', () => {
  it('answers a guest 401 on the settings, their saving, shop removal and the export', async () => {
    expect((await get(t.app, '/apic/listing/settings')).status).toBe(401);
    const valid: [string, object][] = [
      ['/apic/listing/settings/save', { enableImageCrop: true }],
      ['/apic/listing/shop/remove', { channel: 'taobao' }],
      ['/apic/user/favoriteUpload/exportFailRecords', {}],
      ['/apic/user/favoriteUpload/getExportResult', { exportId: '00000000-0000-4000-8000-000000000000' }],
      ['/apic/userCenter/item/uploadList', {}],
    ];
    for (const [url, payload] of valid) expect((await post(t.app, url, payload)).status).toBe(401);
    const file = await get(
      t.app,
      '/apic/user/favoriteUpload/exportFile?exportId=00000000-0000-4000-8000-000000000000',
    );
    expect(file.status).toBe(401);
  });

  it('starts with crop on and no title rules; saves them, and the precheck follows enableImageCrop', async () => {
    const first = await call('GET', '/apic/listing/settings', buyer);
    expect(first.body.data).toEqual({
      enableImageCrop: true,
      titlePrefix: '',
      titleSuffix: '',
      removedWords: [],
    });
    const saved = await call('POST', '/apic/listing/settings/save', buyer, {
      enableImageCrop: 'false',
      titlePrefix: ' 新款 ',
      titleSuffix: '包邮',
      removedWords: '档口, 批发，档口',
    });
    expect(saved.body.data).toEqual({
      enableImageCrop: false,
      titlePrefix: '新款',
      titleSuffix: '包邮',
      removedWords: ['档口', '批发'],
    });
    const precheck = await call('POST', '/apic/v3/itemupload/precheck', buyer, { itemId: itemIds[0] });
    expect(precheck.body.data.userUploadConfigTb).toEqual({ enableImageCrop: false });
    // Another buyer's settings are their own.
    expect((await call('GET', '/apic/listing/settings', other)).body.data.enableImageCrop).toBe(true);
    await call('POST', '/apic/listing/settings/save', buyer, { enableImageCrop: true });
    const again = await call('POST', '/apic/v3/itemupload/precheck', buyer, { itemId: itemIds[0] });
    expect(again.body.data.userUploadConfigTb).toEqual({ enableImageCrop: true });
  });

  it('400 naming the field for a bad crop switch, a long prefix or too many removed words', async () => {
    const bad = [
      [{ enableImageCrop: 'maybe' }, 'enableImageCrop'],
      [{ enableImageCrop: true, titlePrefix: 'x'.repeat(21) }, 'titlePrefix'],
      [
        { enableImageCrop: true, removedWords: Array.from({ length: 21 }, (_, i) => `w${i}`) },
        'removedWords',
      ],
    ] as const;
    for (const [payload, field] of bad) {
      const answer = await call('POST', '/apic/listing/settings/save', buyer, payload);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(field);
    }
  });

  it('pushes the title made by the buyer’s title rules and records it in the history', async () => {
    await t.authorise(buyer, 'taobao-normal');
    const rules = { enableImageCrop: true, titlePrefix: '新款', titleSuffix: '包邮', removedWords: ['女装'] };
    await call('POST', '/apic/listing/settings/save', buyer, rules);
    const itemId = nextItem();
    const answer = await call('POST', '/apic/v2/itemupload/taobao', buyer, { itemId, unCheckRecord: '2' });
    expect(answer.body.code).toBe(200);
    const [item] = await t.rows<{ title: string }>(sql`select title from items where id = ${itemId}`);
    const expected = titleByRule(item!.title, rules);
    expect(expected.startsWith('新款 ')).toBe(true);
    expect(expected.endsWith(' 包邮')).toBe(true);
    const page = await t.shopPage('taobao-normal');
    const block = page.slice(page.indexOf(`id="item-${answer.body.data.toItemId}"`));
    expect(block).toContain(expected.replaceAll('&', '&amp;'));
    const history = await call('POST', '/apic/user/favoriteUpload/list', buyer, { status: 'listed' });
    expect(history.body.data.list[0]).toMatchObject({ itemId, title: expected });
    await call('POST', '/apic/listing/settings/save', buyer, { enableImageCrop: true });
  });

  it('removes the authorised shop (its tokens with it); removing again is 404; another buyer removes nothing', async () => {
    await t.authorise(other, 'taobao-normal');
    expect((await call('POST', '/apic/listing/shop/remove', buyer, { channel: 'douyin' })).body.code).toBe(
      404,
    );
    const removed = await call('POST', '/apic/listing/shop/remove', other, { channel: 'taobao' });
    expect(removed.body.data).toEqual({ removed: true });
    expect((await call('POST', '/apic/listing/shop/remove', other, { channel: 'taobao' })).body.code).toBe(
      404,
    );
    const shops = await call('GET', '/apic/v1/itemupload/user-auth', buyer);
    expect(shops.body.data.shops.map((shop: { channel: string }) => shop.channel)).toEqual(['taobao']);
    const bad = await call('POST', '/apic/listing/shop/remove', buyer, { channel: 'ebay' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('channel');
  });
});

describe('upload history filters and the export of failed records (spec 2 §7)', () => {
  it('filters by platform and result, pages, and 400s an unknown result', async () => {
    await t.authorise(buyer, 'taobao-space-full');
    for (let i = 0; i < 3; i += 1) {
      const answer = await call('POST', '/apic/v2/itemupload/taobao', buyer, { itemId: nextItem() });
      expect(answer.body.code).toBe(LISTING_CODE.imageSpaceFull);
    }
    const failed = await call('POST', '/apic/user/favoriteUpload/list', buyer, {
      status: 'failed',
      pageSize: 2,
    });
    expect(failed.body.data.total).toBe(3);
    expect(failed.body.data.list).toHaveLength(2);
    expect(failed.body.data.list.every((r: { status: string }) => r.status === 'failed')).toBe(true);
    const second = await call('POST', '/apic/user/favoriteUpload/list', buyer, {
      status: 'failed',
      pageSize: 2,
      page: 2,
    });
    expect(second.body.data.list).toHaveLength(1);
    const listed = await call('POST', '/apic/user/favoriteUpload/list', buyer, {
      status: 'listed',
      channel: 'taobao',
    });
    expect(listed.body.data.total).toBe(1);
    const douyin = await call('POST', '/apic/user/favoriteUpload/list', buyer, { channel: 'douyin' });
    expect(douyin.body.data).toEqual({ total: 0, list: [] });
    const all = await call('POST', '/apic/user/favoriteUpload/list', buyer, { channel: '', status: '' });
    expect(all.body.data.total).toBe(4);
    const bad = await call('POST', '/apic/user/favoriteUpload/list', buyer, { status: 'lost' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('status');
  });

  it('the user centre uploadList names the listed records only', async () => {
    const list = await call('POST', '/apic/userCenter/item/uploadList', buyer, {});
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.list[0].status).toBe('listed');
    expect((await call('POST', '/apic/userCenter/item/uploadList', other, {})).body.data.total).toBe(0);
  });

  it('exports the failed records as a CSV file; another buyer can neither poll nor download it', async () => {
    const started = await call('POST', '/apic/user/favoriteUpload/exportFailRecords', buyer, {
      channel: 'taobao',
    });
    const { exportId } = started.body.data;
    expect(exportId).toMatch(/^[0-9a-f-]{36}$/);
    const result = await call('POST', '/apic/user/favoriteUpload/getExportResult', buyer, { exportId });
    expect(result.body.data).toMatchObject({ status: 'ready', rows: 3 });
    const file = await t.app.inject({
      method: 'GET',
      url: `${result.body.data.url}&lang=en`,
      cookies: buyer,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toContain('attachment');
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"Upload time","Platform","Shop","Item ID","Title","Code","Reason for failure"');
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).every((line) => line.includes(`"${LISTING_CODE.imageSpaceFull}"`))).toBe(true);
    const polled = await call('POST', '/apic/user/favoriteUpload/getExportResult', other, { exportId });
    expect(polled.body.code).toBe(404);
    const stolen = await t.app.inject({ method: 'GET', url: result.body.data.url, cookies: other });
    expect(stolen.statusCode).toBe(404);
    const bad = await call('POST', '/apic/user/favoriteUpload/getExportResult', buyer, { exportId: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('exportId');
  });

  it('a record deleted from the history leaves the export, and another buyer cannot delete it', async () => {
    const failed = await call('POST', '/apic/user/favoriteUpload/list', buyer, { status: 'failed' });
    const id = failed.body.data.list[0].id;
    expect((await call('POST', '/apic/user/favoriteUpload/delete', other, { id })).body.code).toBe(404);
    expect((await call('POST', '/apic/user/favoriteUpload/delete', buyer, { id })).body.data).toEqual({
      deleted: true,
    });
    const started = await call('POST', '/apic/user/favoriteUpload/exportFailRecords', buyer, {});
    const result = await call('POST', '/apic/user/favoriteUpload/getExportResult', buyer, started.body.data);
    expect(result.body.data.rows).toBe(2);
  });
});

describe('the title rule (issue 14 point 5)', () => {
  it('removes the words anywhere, adds prefix and suffix, and keeps within 60 characters', () => {
    const rule = { titlePrefix: '新款', titleSuffix: '包邮', removedWords: ['档口', 'HOT'] };
    expect(titleByRule('档口 hot 韩版宽松卫衣 档口直供', rule)).toBe('新款 韩版宽松卫衣 直供 包邮');
    const long = titleByRule('长'.repeat(80), rule);
    expect([...long]).toHaveLength(60);
    expect(long.startsWith('新款 ') && long.endsWith(' 包邮')).toBe(true);
    expect(titleByRule('档口', { titlePrefix: '', titleSuffix: '', removedWords: ['档口'] })).toBe('档口');
  });
});
