import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { get, openSignedInAuthTestApp, post } from '../../testing/http-calls.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';

// Spec 2 §4 "Image cropper" and §5: the cropped main pictures go to our storage, where the direct
// upload takes them (decision 043).
const t = suiteFixture(openSignedInAuthTestApp);

const jpeg = async (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') => {
  const picture = sharp({ create: { width, height, channels: 3, background: '#c0a080' } });
  const bytes = await (format === 'jpeg' ? picture.jpeg() : picture.png()).toBuffer();
  return `data:image/jpeg;base64,${bytes.toString('base64')}`;
};
const store = (cookies: Record<string, string> | undefined, payload: object) =>
  post(t.app, '/apic/listing/crop/upload', payload, { cookies });

describe('cropped picture upload', () => {
  it('asks a guest to sign in', async () => {
    const answer = await store(undefined, { image: await jpeg(700, 700) });
    expect(answer.status).toBe(401);
  });

  it('stores a square JPEG of at least 700 px in our storage and serves it', async () => {
    const answer = await store(t.buyer, { image: await jpeg(800, 800) });
    expect(answer.status).toBe(200);
    expect(answer.body.data.url).toMatch(
      new RegExp(`^/storage/listing-crops/${t.buyerId}/[0-9a-f]{32}\\.jpg$`),
    );
    const served = await get(t.app, answer.body.data.url);
    expect(served.status).toBe(200);
    const meta = await sharp(served.response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 800, 800]);
  });

  it('stores the same crop once', async () => {
    const image = await jpeg(720, 720);
    const first = await store(t.buyer, { image });
    const second = await store(t.buyer, { image });
    expect(second.body.data.url).toBe(first.body.data.url);
  });

  it('takes 3:4 pictures from 750x1000 for a portrait template', async () => {
    expect((await store(t.buyer, { image: await jpeg(750, 1000), ratio: '3:4' })).status).toBe(200);
    const small = await store(t.buyer, { image: await jpeg(600, 800), ratio: '3:4' });
    expect([small.status, small.body.message]).toEqual([400, 'image: at least 750x1000 pixels']);
  });

  it('refuses a picture that is not the exact ratio, too small, or not a JPEG, naming the field', async () => {
    const cases = [
      [await jpeg(800, 900), 'image: must be 1:1 exactly'],
      [await jpeg(600, 600), 'image: at least 700x700 pixels'],
      [await jpeg(800, 800, 'png'), 'image: not a JPEG picture'],
      ['data:image/png;base64,AAAA', 'image must be a JPEG data URL'],
    ];
    for (const [image, message] of cases) {
      const answer = await store(t.buyer, { image });
      expect([answer.status, answer.body.message]).toEqual([400, message]);
    }
  });
});
