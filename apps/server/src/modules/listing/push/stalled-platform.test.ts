import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER, DEMO_PASSWORD, get, post, STALL, signIn } from '../../../testing/http-calls.ts';
import { type ListingApp, openListingApp } from '../../../testing/listing-sandbox.ts';

// Issue 28 point 4, decisions 079 and 089: no platform call inside a transaction or a lock. While the
// platform keeps one buyer's push waiting 10 s, the site's other requests (item pages, searches, that
// buyer's own cart) answer as they do on a calm site, and other pushes are not queued behind it.

const STALL_MS = 10_000;
const OTHERS = 20;
/** Rounds of OTHERS requests per measure: the p95 of 60 answers moves less with the machine's noise. */
const ROUNDS = 3;
/** Under this the stalled run passes whatever the calm one measured: a fast site has no stall to show. */
const FLOOR_MS = 150;

/** The outer id of the push the platform keeps waiting, and a signal that it has reached the platform. */
const held = { outerId: '', reached: () => {} };

let t: ListingApp;
let buyer: Record<string, string>;
let other: Record<string, string>;
let itemIds: number[] = [];
let vids: string[] = [];
let words: string[] = [];

beforeAll(async () => {
  t = await openListingApp({
    appSecret: 'stalled-platform-app-secret-of-at-least-32-characters',
    clientSecret: 'stalled-platform-client-secret',
    holdAdd: (add) => {
      if (add.outerId !== held.outerId) return undefined;
      held.reached();
      return new Promise((resolve) => setTimeout(resolve, STALL_MS));
    },
  });
  buyer = { sid: (await signIn(t.app, BUYER, DEMO_PASSWORD)).sid! };
  other = { sid: (await signIn(t.app, STALL, DEMO_PASSWORD)).sid! };
  await t.authorise(buyer, 'taobao-normal');
  await t.authorise(other, 'taobao-normal');
  itemIds = await t.listableItems(3);
  const items = await t.rows<{ vid: string; title: string }>(
    sql`select vid, title from items where status = 1 order by id limit ${OTHERS}`,
  );
  vids = items.map((item) => item.vid);
  // A search word of each item's title: searches that find something, each a different one.
  words = items.map((item) => [...item.title].slice(0, 2).join(''));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const push = (cookies: Record<string, string>, itemId: number) =>
  post(t.app, '/apic/v2/itemupload/taobao?lang=en', { itemId, unCheckRecord: '2', btn: 2 }, { cookies });

/** The 95th percentile of the times, in ms. */
const p95 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.ceil(times.length * 0.95) - 1]!;

/** The i-th of the other requests, as the signed-in buyer: an item page, a search, the cart, in turn. */
function otherRequest(i: number) {
  const cookies = buyer;
  if (i % 3 === 0) return get(t.app, `/apif/item/?vid=${vids[i]}`, { cookies });
  if (i % 3 === 1) {
    const q = encodeURIComponent(words[i]!);
    return get(t.app, `/apif/searchPage?q=${q}&city=gz&lang=en&page=1&pageSize=40`, { cookies });
  }
  return get(t.app, '/apic/user/cart/list', { cookies });
}

/** ROUNDS rounds of OTHERS requests at once, each request timed; every answer must be a 200. */
async function otherRequests() {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const answers = await Promise.all(
      Array.from({ length: OTHERS }, async (_, i) => {
        const started = performance.now();
        const { status } = await otherRequest(i);
        times.push(performance.now() - started);
        return status;
      }),
    );
    expect(answers.every((status) => status === 200)).toBe(true);
  }
  return times;
}

describe('a platform that stalls 10 s on one push (issue 28 point 4)', () => {
  it('leaves the p95 of 20 other requests within 1.5x of a calm run, and other pushes unqueued', async () => {
    const [stalledItem, sameBuyersOther, othersItem] = itemIds;
    await otherRequests(); // warms what a first request warms
    const calm = await otherRequests();

    held.outerId = String(stalledItem);
    const reached = new Promise<void>((resolve) => (held.reached = resolve));
    const started = performance.now();
    let stalledDone = 0;
    const stalled = push(buyer, stalledItem!).then((answer) => {
      stalledDone = performance.now();
      return answer;
    });
    await reached;
    const during = await otherRequests();
    // Other pushes, the same buyer's included: the claim is per item and shop, not the buyer's.
    const pushes = await Promise.all([push(buyer, sameBuyersOther!), push(other, othersItem!)]);
    const othersDone = performance.now();
    const answer = await stalled;
    // Calm again after: the yardstick is the slower calm run, so a machine busier for a while (other
    // test files, other work) is not taken for the stall.
    const calmAfter = await otherRequests();

    const calmP95 = Math.max(p95(calm), p95(calmAfter));
    const duringP95 = p95(during);
    console.info(
      `other requests' p95: calm ${p95(calm).toFixed(0)} / ${p95(calmAfter).toFixed(0)} ms,` +
        ` platform stalled ${duringP95.toFixed(0)} ms; stalled push ${(stalledDone - started).toFixed(0)} ms`,
    );
    expect(answer.body.code).toBe(200);
    expect(pushes.map((one) => one.body.code)).toEqual([200, 200]);
    expect(stalledDone - started).toBeGreaterThanOrEqual(STALL_MS);
    // Every other request and push was answered while the platform still held the stalled push.
    expect(othersDone).toBeLessThan(stalledDone);
    expect(duringP95).toBeLessThanOrEqual(Math.max(calmP95 * 1.5, FLOOR_MS));
  }, 120_000);
});
