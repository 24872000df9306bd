import { ApiError, getCategoryMenu, getSearchPage, imageSearchResults } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi, thrown } from '../../testing/loader-calls.ts';
import type { Route } from './+types/list-page';
import { loader } from './list-page.tsx';

const md5 = '0123456789abcdef0123456789abcdef';

const found = {
  imageMd5: md5,
  imageUrl: '/storage/imagesearch/pc_abc123',
  searchCity: 'hz',
  list: [],
  total: 0,
  page: 1,
  pageSize: 40,
};
const searchPage = { list: [], total: 0, page: 1, pageSize: 40, facets: {}, sort: 'default' };
const menu = { categories: [], styles: [], markets: [] };

const load = (
  path: string,
  params: { lang?: string; city?: string; '*': string },
  api: unknown,
  cookie = 'city=gz',
) =>
  loader({
    request: new Request(`http://localhost${path}`, { headers: { cookie } }),
    params,
    context: { api },
  } as unknown as Route.LoaderArgs);

describe('/list/… is the image search results for a 32-hex-digit segment, else the category list', () => {
  it('/list/{imageMd5}?searchCity= asks for the matches of that picture in that city', async () => {
    const { api, asked } = fakeApi({ [imageSearchResults.path]: found });
    const data = await load(`/list/${md5}?searchCity=hz`, { '*': md5 }, api);
    expect(asked).toEqual([
      { path: imageSearchResults.path, input: { imageMd5: md5, searchCity: 'hz', lang: 'cn', page: 1 } },
    ]);
    expect('page' in data && data.page).toBe('image-results');
  });

  it('reads the city from the path when searchCity names none, and the page from the query', async () => {
    const { api, asked } = fakeApi({ [imageSearchResults.path]: { ...found, total: 90, page: 2 } });
    await load(`/en/pn/list/${md5}?page=2`, { lang: 'en', city: 'pn', '*': md5 }, api, 'lang=en');
    expect(asked[0]?.input).toEqual({ imageMd5: md5, searchCity: 'pn', lang: 'en', page: 2 });
  });

  it('answers 404 for a picture no one searched', async () => {
    const { api } = fakeApi({ [imageSearchResults.path]: new ApiError(404, 404, 'not found', null) });
    expect((await thrown(load(`/list/${md5}?searchCity=gz`, { '*': md5 }, api))).status).toBe(404);
  });

  it('keeps every category list path on the category list', async () => {
    for (const tail of ['index.html', 'set-16-0.html', 'set-16-0/collection-201.html']) {
      const { api, asked } = fakeApi({ [getSearchPage.path]: searchPage, [getCategoryMenu.path]: menu });
      await load(`/list/${tail}`, { '*': tail }, api).catch(() => undefined);
      expect(asked.map((a) => a.path).sort(), tail).toEqual(
        [getCategoryMenu.path, getSearchPage.path].sort(),
      );
    }
  });

  it('leaves a segment that only contains an MD5 to the category list, which sends it to the error page', async () => {
    const { api, asked } = fakeApi({ [imageSearchResults.path]: found });
    const response = await thrown(load(`/list/${md5}.html`, { '*': `${md5}.html` }, api));
    expect(response.headers.get('Location')).toBe('/StatusError');
    expect(asked).toEqual([]);
  });
});
