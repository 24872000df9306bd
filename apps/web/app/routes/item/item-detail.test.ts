import { ApiError, type Route as CallRoute } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import type { Route } from './+types/item-detail';
import { loader } from './item-detail.tsx';

/** A fake in-process API: each path answers what the test says; any other fails as a 500. */
function fakeApi(answers: Record<string, unknown | Error>) {
  const asked: { path: string; input: unknown }[] = [];
  return {
    asked,
    api: {
      async call(route: CallRoute, input: unknown) {
        asked.push({ path: route.path, input });
        const answer = answers[route.path] ?? new ApiError(500, 500, 'down', null);
        if (answer instanceof Error) throw answer;
        return answer;
      },
    },
  };
}

const detail = { item: { itemId: 1, vid: 'v1', city: 'gz' }, stall: { name: 's' }, signedIn: false };

const load = (path: string, params: { lang?: string; vid: string }, api: unknown, cookie = 'city=pn') =>
  loader({
    request: new Request(`http://localhost${path}`, { headers: { cookie } }),
    params,
    context: { api },
  } as unknown as Route.LoaderArgs);

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('the loader did not throw');
}

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
