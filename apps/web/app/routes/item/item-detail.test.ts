import { ApiError } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi, thrown } from '../../testing/loader-calls.ts';
import type { Route } from './+types/item-detail';
import { loader } from './item-detail.tsx';

const detail = { item: { itemId: 1, vid: 'v1', city: 'gz' }, stall: { name: 's' }, signedIn: false };

const load = (path: string, params: { lang?: string; vid: string }, api: unknown, cookie = 'city=pn') =>
  loader({
    request: new Request(`http://localhost${path}`, { headers: { cookie } }),
    params,
    context: { api },
  } as unknown as Route.LoaderArgs);

describe('item page loader', () => {
  it("asks only for the item: the rows under it are the browser's to ask for", async () => {
    const { api, asked } = fakeApi({ '/apif/item/': detail });
    const data = await load('/en/itemDetail/v1', { lang: 'en', vid: 'v1' }, api);
    expect(data.detail).toBe(detail);
    expect(data.lang).toBe('en');
    expect(data.city).toBe('pn');
    expect(asked).toEqual([{ path: '/apif/item/', input: { vid: 'v1', lang: 'en' } }]);
  });

  it('answers 404 for an unknown or delisted item', async () => {
    const { api } = fakeApi({ '/apif/item/': new ApiError(404, 404, 'vid: no item', null) });
    expect((await thrown(load('/item/nope', { vid: 'nope' }, api))).status).toBe(404);
  });

  it('sends a non-Chinese reader of an unprefixed path to the prefixed one (spec 1 §2)', async () => {
    const { api } = fakeApi({ '/apif/item/': detail });
    const response = await thrown(load('/item/v1?traceId=7', { vid: 'v1' }, api, 'lang=en'));
    expect(response.headers.get('Location')).toBe('/en/item/v1?traceId=7');
  });
});
