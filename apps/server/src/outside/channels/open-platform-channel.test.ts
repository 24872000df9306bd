import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type RunningSandbox, startSandbox } from '@stallhub/platform-sandbox';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerAllows } from '../../testing/shop-consent.ts';
import { ChannelTokenExpired, type ListingDraft } from './channel-adapter.ts';
import { createOpenPlatformChannel } from './open-platform-channel.ts';

const CALLBACK = 'http://localhost:3000/apic/listing/oauth/taobao/callback';
const LIFETIME_MS = 60_000;
const clock = { now: Date.now() };
let sandbox: RunningSandbox;
let storage: { origin: string; close(): void };

/** Stallhub's storage, played by a server answering an 800x800 picture at /items/{name}.png. */
async function startStorage() {
  const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#d0c8b8' } })
    .png()
    .toBuffer();
  const server = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'image/png' }).end(png),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}

beforeAll(async () => {
  storage = await startStorage();
  sandbox = await startSandbox({
    clients: [],
    listingClients: [
      {
        channel: 'taobao',
        clientId: 'stallhub-taobao-shop',
        clientSecret: 's3cret',
        redirectUris: [CALLBACK],
      },
    ],
    imageOrigins: [storage.origin],
    shopTokenLifetimeMs: LIFETIME_MS,
    now: () => clock.now,
  });
});
afterAll(async () => {
  await sandbox.close();
  storage.close();
});

describe('the open-platform channel adapter, against the platform sandbox', () => {
  it('authorises a shop, lists, meets "listed before", refreshes after expiry, changes, delists and relists', async () => {
    const adapter = createOpenPlatformChannel({
      channel: 'taobao',
      apiUrl: `${sandbox.baseUrl}/open/taobao`,
      clientId: 'stallhub-taobao-shop',
      clientSecret: 's3cret',
    });
    const { url, secrets } = adapter.authorise(CALLBACK);
    const callback = await sellerAllows(url, 'taobao-normal');
    expect(callback.origin + callback.pathname).toBe(CALLBACK);
    const grant = await adapter.exchangeCode(callback, secrets, CALLBACK);
    expect(grant).toMatchObject({ shopId: 'taobao-normal', imageCropRatio: '1' });
    expect(adapter.precheckRules(grant).mainImages).toMatchObject({
      ratio: '1:1',
      minWidth: 700,
      checked: 5,
    });

    const draft: ListingDraft = {
      sourceItemId: 'item-1001',
      title: '韩版宽松针织开衫',
      priceCents: 7990,
      pictures: [`${storage.origin}/items/1.png`, `${storage.origin}/items/2.png`],
      skus: [
        { colour: '米白', size: 'S', stock: 12, priceCents: 7990 },
        { colour: '米白', size: 'M', stock: 8, priceCents: 7990 },
      ],
      descriptionImages: [`${storage.origin}/items/d1.png`],
    };
    let access = { accessToken: grant.accessToken, shopId: grant.shopId };
    const listed = await adapter.addItem(access, draft);
    expect(listed).toMatchObject({
      kind: 'listed',
      toItemId: expect.any(String),
      droppedDescriptionImages: 0,
    });
    const again = await adapter.addItem(access, draft);
    expect(again).toEqual({
      kind: 'listed-before',
      toItemId: (listed as { toItemId: string }).toItemId,
      uploadTime: (listed as { uploadTime: Date }).uploadTime,
    });

    clock.now += LIFETIME_MS + 1_000;
    await expect(adapter.addItem(access, { ...draft, sourceItemId: 'item-1002' })).rejects.toBeInstanceOf(
      ChannelTokenExpired,
    );
    const refreshed = await adapter.refresh(grant.refreshToken);
    expect(refreshed.accessToken).not.toBe(grant.accessToken);
    access = { accessToken: refreshed.accessToken, shopId: refreshed.shopId };

    const toItemId = (listed as { toItemId: string }).toItemId;
    await adapter.updateItem(access, toItemId, {
      priceCents: 8990,
      skus: [{ colour: '米白', size: 'S', stock: 0 }],
    });
    await adapter.delist(access, toItemId);
    const shopPage = await (await fetch(`${sandbox.baseUrl}/shops/taobao/taobao-normal`)).text();
    expect(shopPage).toContain('韩版宽松针织开衫');
    expect(shopPage).toContain('¥89.90');
    expect(shopPage).toContain('<td>米白</td><td>S</td><td>¥79.90</td><td>0</td>');
    expect(shopPage).toContain('已下架 Delisted');

    const back = { priceCents: 9990, skus: [{ colour: '米白', size: 'S', stock: 4, priceCents: 9990 }] };
    expect(await adapter.relist(access, toItemId, back)).toEqual({ relisted: true });
    expect(await adapter.relist(access, toItemId, back)).toEqual({ relisted: false });
    const relistedPage = await (await fetch(`${sandbox.baseUrl}/shops/taobao/taobao-normal`)).text();
    expect(relistedPage).toContain('重新上架 Relisted');
    expect(relistedPage).toContain('<td>米白</td><td>S</td><td>¥99.90</td><td>4</td>');
    await expect(adapter.relist(access, 'no-such-item', back)).rejects.toMatchObject({ status: 404 });
  });

  it('reads needs-verification and the verification state of a shop under risk control', async () => {
    const adapter = createOpenPlatformChannel({
      channel: 'taobao',
      apiUrl: `${sandbox.baseUrl}/open/taobao`,
      clientId: 'stallhub-taobao-shop',
      clientSecret: 's3cret',
    });
    const { url, secrets } = adapter.authorise(CALLBACK);
    const grant = await adapter.exchangeCode(
      await sellerAllows(url, 'taobao-risk-control'),
      secrets,
      CALLBACK,
    );
    const access = { accessToken: grant.accessToken, shopId: grant.shopId };
    expect(await adapter.verification(access)).toMatchObject({ needVerification: true });
    const outcome = await adapter.addItem(access, {
      sourceItemId: 'item-2001',
      title: '纯棉短袖T恤',
      priceCents: 2500,
      pictures: [`${storage.origin}/items/3.png`],
      skus: [{ colour: '白色', size: 'L', stock: 5, priceCents: 2500 }],
      descriptionImages: [],
    });
    expect(outcome).toMatchObject({
      kind: 'needs-verification',
      verificationUrl: expect.stringContaining('/open/taobao/verify/'),
    });
  });

  it('refuses a callback whose state is not the one sent', async () => {
    const adapter = createOpenPlatformChannel({
      channel: 'taobao',
      apiUrl: `${sandbox.baseUrl}/open/taobao`,
      clientId: 'stallhub-taobao-shop',
      clientSecret: 's3cret',
    });
    const { url, secrets } = adapter.authorise(CALLBACK);
    const callback = await sellerAllows(url, 'taobao-normal');
    await expect(adapter.exchangeCode(callback, { ...secrets, state: 'forged' }, CALLBACK)).rejects.toThrow(
      'state does not match',
    );
  });
});
