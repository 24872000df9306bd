import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/connection.ts';
import { suiteFixture } from '../testing/suite-fixture.ts';
import { openTestApp } from '../testing/test-app.ts';

// Issue 15 point 4, through HTTP against the server-rendered app (needs the web build): /list/{imageMd5}
// is a searched picture's results, while every other /list/ path stays the category list.
describe('the image search results route beside the category list', () => {
  const t = suiteFixture(() => openTestApp({ pages: true }));
  const get = (url: string) => t.app.inject({ url });
  const searched = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';

  it('serves a searched picture at /list/{imageMd5}?searchCity= and /{lang}/{city}/list/{imageMd5}', async () => {
    await queryRows(
      t.database.db,
      sql`insert into image_queries (md5, url, version, descriptors) values (${searched}, '/storage/imagesearch/pc_abcdef', 'test', '{}') on conflict do nothing`,
    );
    for (const url of [`/list/${searched}?searchCity=hz`, `/en/gz/list/${searched}?searchCity=gz`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('data-testid="image-query"');
      expect(response.body, url).toContain('src="/storage/imagesearch/pc_abcdef"');
      expect(response.body, url).not.toContain('data-testid="list-title"');
    }
  });

  it('answers 404 for an MD5 no one searched', async () => {
    const response = await get(`/list/${'b'.repeat(32)}?searchCity=gz`);
    expect(response.statusCode).toBe(404);
  });

  it('keeps /list/index.html and the set- and collection- forms on the category list', async () => {
    for (const url of [
      '/list/index.html',
      '/list/set-16-0.html',
      '/list/set-16-0/collection-201.html',
      '/gz/list/set-16-0.html',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('data-testid="list-title"');
      expect(response.body, url).not.toContain('data-testid="image-query"');
    }
  });
});
