import {
  IMAGE_SEARCH_CAPTCHA_PATH,
  IMAGE_SEARCH_CAPTCHA_PER_ADDRESS,
  IMAGE_SEARCH_CAPTCHA_PER_BUYER,
  IMAGE_SEARCH_CAPTCHA_WINDOW_SECONDS,
  IMAGE_SEARCH_CODE,
} from '@stallhub/contracts';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connection.ts';
import { get } from '../../testing/http-calls.ts';
import { openImageSearchApp } from '../../testing/image-search-app.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';

// Issue 15 point 4, spec 3 §4 status 3: too many picture searches by one buyer or from one address ask
// for the 4-character captcha (decision 052).

const t = suiteFixture(() => openImageSearchApp(12));
let picture = '';
let addresses = 0;
/** A fresh caller address per use, so the per-minute flood limit and the address count start at zero. */
const freshAddress = () => `10.52.0.${++addresses}`;

beforeEach(async () => {
  await t.database.db.execute(sql`delete from image_search_attempts`);
  if (picture) return;
  const [row] = await queryRows<{ url: string }>(
    t.database.db,
    sql`select url from image_pictures where descriptors is not null order by id limit 1`,
  );
  picture = `${row!.url}_400.webp`;
});

/** Searches already made, written as the rule stores them (`ago` seconds back). */
async function searchedBefore(count: number, who: { userId: number; address: string; ago?: number }) {
  await t.database.db.execute(
    sql`insert into image_search_attempts (user_id, address, at)
        select ${who.userId}, ${who.address}, now() - ${who.ago ?? 0}::int * interval '1 second'
        from generate_series(1, ${count})`,
  );
}

function search(options: { from: string; cookies?: Record<string, string>; code?: string; url?: string }) {
  const query = new URLSearchParams({ url: options.url ?? picture, searchCity: 'gz' });
  if (options.code !== undefined) query.set('verifyCode', options.code);
  return get(t.app, `/api/uploadImage?${query}`, { cookies: options.cookies ?? t.buyer, from: options.from });
}

/** A captcha picture as the panel loads it: its cookie and the code drawn in it (its glyphs, in order). */
async function captchaPicture(from: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `${IMAGE_SEARCH_CAPTCHA_PATH}?1`,
    remoteAddress: from,
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
  const cookie = response.cookies.find((c) => c.name === 'iscid')!;
  expect(cookie.httpOnly).toBe(true);
  const answer = [...response.body.matchAll(/>([A-Z0-9])<\/text>/g)].map((m) => m[1]).join('');
  expect(answer).toHaveLength(4);
  return { cookies: { ...t.buyer, iscid: cookie.value }, answer };
}

describe('too many image searches ask for the 4-character captcha', () => {
  it(`a buyer's ${IMAGE_SEARCH_CAPTCHA_PER_BUYER} searches in 10 minutes run; the next asks for the code, in the asker's language`, async () => {
    await searchedBefore(IMAGE_SEARCH_CAPTCHA_PER_BUYER - 1, { userId: t.buyerId, address: '10.52.1.1' });
    const last = await search({ from: freshAddress() });
    expect(last.status).toBe(200);
    expect(last.body.data.imageMd5).toMatch(/^[0-9a-f]{32}$/);

    const asked = await search({ from: freshAddress() });
    expect(asked.status).toBe(200);
    expect(asked.body.code).toBe(IMAGE_SEARCH_CODE.captchaRequired);
    expect(asked.body.message).toBe('搜索太频繁，请输入验证码');
    expect(asked.body.data).toBeNull();
    const english = await get(
      t.app,
      `/api/uploadImage?url=${encodeURIComponent(picture)}&searchCity=gz&lang=en`,
      {
        cookies: { ...t.buyer, lang: 'en' },
        from: freshAddress(),
      },
    );
    expect(english.body.message).toBe('Too many searches; please enter the code');
    // Another buyer is not held back by this buyer's searches.
    expect((await search({ from: freshAddress(), cookies: t.stall })).body.code).toBe(200);
  });

  it('searches older than the window no longer count', async () => {
    await searchedBefore(IMAGE_SEARCH_CAPTCHA_PER_BUYER * 2, {
      userId: t.buyerId,
      address: '10.52.1.2',
      ago: IMAGE_SEARCH_CAPTCHA_WINDOW_SECONDS + 5,
    });
    expect((await search({ from: freshAddress() })).body.code).toBe(200);
  });

  it(`${IMAGE_SEARCH_CAPTCHA_PER_ADDRESS} searches from one address ask every buyer there for the code, not buyers elsewhere`, async () => {
    const office = '10.52.2.1';
    await searchedBefore(IMAGE_SEARCH_CAPTCHA_PER_ADDRESS, { userId: t.stallUserId, address: office });
    const there = await search({ from: office });
    expect(there.body.code).toBe(IMAGE_SEARCH_CODE.captchaRequired);
    expect((await search({ from: freshAddress() })).body.code).toBe(200);
  });

  it('a wrong code is refused and spent; a right code searches, once, and starts the counts again', async () => {
    await searchedBefore(IMAGE_SEARCH_CAPTCHA_PER_BUYER, { userId: t.buyerId, address: '10.52.3.1' });
    const from = freshAddress();
    const first = await captchaPicture(from);
    const wrongCode = first.answer === 'ABCD' ? 'ABCE' : 'ABCD';
    const wrong = await search({ from, cookies: first.cookies, code: wrongCode });
    expect(wrong.body.code).toBe(IMAGE_SEARCH_CODE.captchaWrong);
    expect(wrong.body.message).toBe('验证码错误，请重新输入');
    // The picture's code went with the wrong answer: its right answer no longer opens anything.
    const spent = await search({ from, cookies: first.cookies, code: first.answer });
    expect(spent.body.code).toBe(IMAGE_SEARCH_CODE.captchaWrong);

    const second = await captchaPicture(from);
    const right = await search({ from, cookies: second.cookies, code: second.answer.toLowerCase() });
    expect(right.status).toBe(200);
    expect(right.body.code).toBe(200);
    expect(right.body.data.imageMd5).toMatch(/^[0-9a-f]{32}$/);
    // Single use: the same code again is refused.
    expect((await search({ from, cookies: second.cookies, code: second.answer })).body.code).toBe(
      IMAGE_SEARCH_CODE.captchaWrong,
    );
    // The buyer proved a person searches: the next searches run without a code until the limit again.
    expect((await search({ from })).body.code).toBe(200);
  });

  it('a code without a picture shown (no cookie) is wrong, and a code longer than 4 characters is a bad request', async () => {
    const from = freshAddress();
    expect((await search({ from, code: 'ABCD' })).body.code).toBe(IMAGE_SEARCH_CODE.captchaWrong);
    const long = await search({ from, code: 'ABCDE' });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('verifyCode');
  });

  it('a refused picture is no search: it does not count toward the limit', async () => {
    await searchedBefore(IMAGE_SEARCH_CAPTCHA_PER_BUYER - 1, { userId: t.buyerId, address: '10.52.4.1' });
    const refused = await search({ from: freshAddress(), url: 'http://127.0.0.1/a.jpg' });
    expect(refused.status).toBe(400);
    expect((await search({ from: freshAddress() })).body.code).toBe(200);
    expect((await search({ from: freshAddress() })).body.code).toBe(IMAGE_SEARCH_CODE.captchaRequired);
  });

  it('parallel searches at the limit let at most one more through', async () => {
    await searchedBefore(IMAGE_SEARCH_CAPTCHA_PER_BUYER - 1, { userId: t.buyerId, address: '10.52.5.1' });
    const answers = await Promise.all(Array.from({ length: 6 }, () => search({ from: freshAddress() })));
    const through = answers.filter((a) => a.body.code === 200).length;
    expect(through).toBeLessThanOrEqual(1);
    expect(answers.every((a) => [200, IMAGE_SEARCH_CODE.captchaRequired].includes(a.body.code))).toBe(true);
  });

  it('guests are asked to sign in before any count', async () => {
    const guest = await get(t.app, `/api/uploadImage?url=${encodeURIComponent(picture)}&searchCity=gz`, {
      from: freshAddress(),
    });
    expect(guest.status).toBe(401);
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from image_search_attempts`,
    );
    expect(row!.n).toBe(0);
  });
});
