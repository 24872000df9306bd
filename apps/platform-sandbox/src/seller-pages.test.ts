import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addItem, itemDraft, listingSandbox, shopToken, startPictureServer } from './testing/listing-kit.ts';

let app: FastifyInstance;
let pictures: Awaited<ReturnType<typeof startPictureServer>>;
beforeAll(async () => {
  pictures = await startPictureServer();
  ({ app } = await listingSandbox(pictures.origin));
});
afterAll(async () => {
  await app.close();
  await pictures.close();
});

describe('the seller pages', () => {
  it('show a shop with its listed items: title, pictures, price and SKUs', async () => {
    const empty = await app.inject('/shops/douyin/douyin-normal');
    expect(empty.body).toContain('data-testid="no-items"');
    const token = await shopToken(app, 'douyin', 'douyin-normal');
    const picture = pictures.url(800, 800);
    await addItem(
      app,
      'douyin',
      'douyin-normal',
      token,
      itemDraft([picture], { title: '法式碎花连衣裙 <夏>' }),
    );
    const page = await app.inject('/shops/douyin/douyin-normal');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('法式碎花连衣裙 &lt;夏&gt;');
    // The pictures are drawn from the platform's image space on its own origin: the app's storage
    // refuses to be drawn on another origin (issue 26 point 9h).
    const drawn = `/image-space?url=${encodeURIComponent(picture)}`;
    expect(page.body).toContain(`<img src="${drawn.replaceAll('&', '&amp;')}"`);
    const served = await app.inject(drawn);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\//);
    expect(served.rawPayload.length).toBeGreaterThan(0);
    expect(page.body).toContain('¥59.90');
    expect(page.body).toContain('<td>黑色</td><td>L</td><td>¥61.90</td><td>0</td>');
  });

  it('list every test seller of every platform on the index', async () => {
    const page = await app.inject('/shops');
    for (const id of [
      'taobao-portrait',
      'tmall-risk-control',
      'pinduoduo-space-full',
      'xiaohongshu-listed-before',
    ]) {
      expect(page.body).toContain(`/${id}"`);
    }
  });

  it('serve no picture from outside the app storage in the image space', async () => {
    for (const url of ['http://10.0.0.1/photo.jpg', 'file:///etc/passwd', ''])
      expect((await app.inject(`/image-space?url=${encodeURIComponent(url)}`)).statusCode).toBe(404);
  });

  it('answer 404 for an unknown shop or verification link', async () => {
    expect((await app.inject('/shops/taobao/nobody')).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/open/taobao/verify/nothing' })).statusCode).toBe(404);
  });
});
