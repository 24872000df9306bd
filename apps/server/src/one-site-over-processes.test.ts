import { randomBytes } from 'node:crypto';
import { AUTH_CODE, AUTH_RATE_LIMITS, CODE } from '@stallhub/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';
import { openSharedState } from './shared-state.ts';
import {
  BUYER,
  ensureDemoAccounts,
  freshAddress,
  get,
  post,
  sendCode,
  signIn,
  TEST_CAPTCHA,
} from './testing/http-calls.ts';
import { suiteFixture } from './testing/suite-fixture.ts';
import { openTwoProcessSite } from './testing/test-app.ts';

/** Waits until `check` holds, at most `ms`; answers whether it did. */
async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const until = performance.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (performance.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Two processes of one site over one database (issue 28 point 2): what one counts or changes holds in
 * the other, with the shared state in the database or, given `store`'s REDIS_URL, in Redis.
 */
function oneSite(store: Record<string, string>) {
  const site = suiteFixture(async () => {
    const opened = await openTwoProcessSite({
      pages: true,
      // A page is kept for a minute: only a signal can drop it within the second these tests wait.
      env: { ...store, CAPTCHA_TEST_TOKEN: TEST_CAPTCHA, PAGE_CACHE_TTL_MS: '60000' },
      // The first process consumes the item-change feed, as a worker does; the second only serves.
      each: [{ SEARCH_FEED_INTERVAL_MS: '50' }, {}],
    });
    await ensureDemoAccounts(opened.database.db);
    return opened;
  });
  const first = () => site.apps[0];
  const second = () => site.apps[1];

  it('counts a rate limit over both processes', async () => {
    const from = freshAddress();
    const attempt = (app: FastifyInstance) =>
      post(app, '/apic/login', { username: '', password: '' }, { from });
    for (let i = 0; i < AUTH_RATE_LIMITS.login; i++) {
      expect((await attempt(i % 2 === 0 ? first() : second())).status).toBe(400);
    }
    expect(await attempt(first())).toMatchObject({ status: 429, body: { code: CODE.tooManyRequests } });
    expect((await attempt(second())).status).toBe(429);
  });

  it('keeps each rate limit apart from the others', async () => {
    const from = freshAddress();
    // More account checks than sign-in attempts may make: counted into one, the next sign-in would be refused.
    for (let i = 0; i < AUTH_RATE_LIMITS.check; i++) {
      const check = await post(
        first(),
        '/apic/sf/mobile-check',
        { mobile: '13800138000', lang: 'en' },
        { from },
      );
      expect(check.status).toBe(200);
    }
    expect((await post(second(), '/apic/login', { username: '', password: '' }, { from })).status).toBe(400);
  });

  it('demands the captcha of wrong passwords spread over both processes as one process would', async () => {
    const from = freshAddress();
    const wrong = (app: FastifyInstance) => signIn(app, BUYER, 'not it', {}, { from });
    expect((await wrong(first())).body.data.failCount).toBe(1);
    expect((await wrong(second())).body.data.failCount).toBe(2);
    expect((await wrong(first())).body.data.failCount).toBe(3);
    expect((await wrong(second())).body).toMatchObject({
      code: AUTH_CODE.captchaRequired,
      data: { failCount: 3 },
    });
  });

  it('holds the SMS resend cap over both processes', async () => {
    const mobile = `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    expect((await sendCode(first(), mobile, { from: freshAddress() })).body.code).toBe(CODE.ok);
    const again = await sendCode(second(), mobile, { from: freshAddress() });
    expect(again).toMatchObject({ status: 429, body: { code: CODE.tooManyRequests } });
  });

  it('drops the other process cached guest pages as soon as the feed indexes a catalogue change', async () => {
    const page = async () => (await second().inject('/pn/index.html')).headers['x-page-cache'];
    await page();
    expect(await page()).toBe('hit');
    await site.database.db.execute(sql`insert into item_changes (item_id) values (987654321)`);
    expect(await within(1_000, async () => (await page()) === 'miss')).toBe(true);
  });

  it("drops the other processes' kept suggestions as soon as the seed says reference data changed", async () => {
    const term = `zq${randomBytes(3).toString('hex')}`;
    const suggests = async () =>
      (await get(second(), `/apif/search/suggest?q=zq&type=item&city=gz`)).body.data.suggests as string[];
    expect(await suggests()).not.toContain(term);
    await site.database.db.execute(
      sql`insert into search_terms (city, term, weight) values ('gz', ${term}, 1000000)`,
    );
    // Kept: the new term is not read yet.
    expect(await suggests()).not.toContain(term);
    // The seed, a third process, tells the serving ones.
    const seed = await openSharedState(parseEnv({ ...process.env, REDIS_URL: '', ...store }), site.database);
    await seed.signals.publish('reference');
    await seed.close();
    expect(await within(1_000, async () => (await suggests()).includes(term))).toBe(true);
  });
}

describe('two processes over one database, sharing state in the database', () => {
  oneSite({});
});

const redisUrl = process.env.REDIS_URL;
describe.runIf(redisUrl)('two processes over one database, sharing state in Redis (REDIS_URL)', () => {
  // A prefix of this run's own: parallel test files never meet, and only these keys are removed after.
  const prefix = `stallhub-test-${randomBytes(6).toString('hex')}:`;
  oneSite({ REDIS_URL: redisUrl!, REDIS_PREFIX: prefix });
  afterAll(async () => {
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });
});
