import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { AUTH_CODE, BATCH_PLATFORM_ID, CODE } from '@stallhub/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_LIMITS } from '../modules/auth/index.ts';
import { DEMO_PASSWORD, freshAddress, TEST_CAPTCHA } from '../testing/http-calls.ts';
import { caller, openSite, type Site } from '../testing/several-processes.ts';
import { sellerAllows } from '../testing/shop-consent.ts';
import { spawnServer } from '../testing/spawn-server.ts';
import { createPostgresCopy } from '../testing/test-database.ts';

// Decision 088: any number of web and worker processes over one PostgreSQL behave as one site. These
// run the built server (`npm run build`) as processes of their own, on the PostgreSQL of DATABASE_URL.
const adminUrl = process.env.DATABASE_URL;

async function within<T>(ms: number, read: () => Promise<T>, done: (value: T) => boolean) {
  const started = performance.now();
  for (;;) {
    const value = await read();
    if (done(value)) return { value, ms: performance.now() - started };
    if (performance.now() - started > ms) return { value, ms: performance.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const redisUrl = process.env.REDIS_URL;
/** The shared store of the counts and the signals: the database, and Redis when the run has one (decision 090). */
const stores: { store: string; env: Record<string, string> }[] = [
  { store: 'the database', env: {} },
  ...(redisUrl
    ? [{ store: 'Redis', env: { REDIS_URL: redisUrl, REDIS_PREFIX: `site-test-${process.pid}:` } }]
    : []),
];

describe.skipIf(!adminUrl).each(stores)(
  'two web processes and a worker over one PostgreSQL, counting in $store',
  ({ env }) => {
    let site: Site;
    beforeAll(async () => {
      site = await openSite(adminUrl!, env);
    }, 300_000);
    afterAll(async () => {
      await site?.close();
    });
    const web = (n: 0 | 1, from = freshAddress()) => caller(site.web[n], site.origin, from);

    it('every process answers /health with its role and its lag; a worker serves no page and no call', async () => {
      const roles = [];
      for (const server of [...site.web, site.worker]) {
        const health = await (await fetch(`${server.baseUrl}/health`)).json();
        expect(health.data).toMatchObject({
          status: 'ok',
          database: 'postgres',
          lagSeconds: expect.any(Number),
        });
        roles.push(health.data.role);
      }
      expect(roles).toEqual(['web', 'web', 'worker']);
      expect((await fetch(`${site.worker.baseUrl}/gz`)).status).toBe(404);
      expect((await fetch(`${site.worker.baseUrl}/apif/searchPage?q=dress&city=gz`)).status).toBe(404);
    });

    it('wrong passwords spread over both web processes count as one: the third makes either demand the captcha', async () => {
      const from = freshAddress();
      const wrong = (n: 0 | 1) =>
        web(n, from).call('POST', '/apic/login', { username: 'buyer@demo.stallhub', password: 'not it' });
      const answers = [];
      for (const n of [0, 1, 0] as const) answers.push((await wrong(n)).body);
      expect(answers.map((body) => [body.code, body.data.failCount])).toEqual([
        [AUTH_CODE.wrongCredentials, 1],
        [AUTH_CODE.wrongCredentials, 2],
        [AUTH_CODE.wrongCredentials, 3],
      ]);
      const right = (n: 0 | 1, extra = {}) =>
        web(n, from).call('POST', '/apic/login', {
          username: 'buyer@demo.stallhub',
          password: DEMO_PASSWORD,
          ...extra,
        });
      expect((await right(1)).body.code).toBe(AUTH_CODE.captchaRequired);
      expect((await right(0)).body.code).toBe(AUTH_CODE.captchaRequired);
      expect((await right(1, { captchaSlideParam: TEST_CAPTCHA })).body.code).toBe(CODE.ok);
    });

    it(`the cap of ${SMS_LIMITS.perPhonePerDay} codes a day per phone holds across both web processes`, async () => {
      const mobile = `139${String(Date.now()).slice(-8)}`;
      const send = (n: 0 | 1) =>
        web(n).call('POST', '/apic/smsCode4Login', {
          mobile,
          lang: 'en',
          captchaVerifyParamList: JSON.stringify([{ type: 10, param: TEST_CAPTCHA }]),
        });
      for (let i = 0; i < SMS_LIMITS.perPhonePerDay; i++) {
        expect((await send(i % 2 === 0 ? 0 : 1)).body.code, `send ${i + 1}`).toBe(CODE.ok);
        // The 30 s between two codes to one phone is not what this test is about.
        await site.db.query(
          `update auth_counters set window_start = now() - interval '31 seconds' where key = $1`,
          [`sms:resend:${mobile}`],
        );
      }
      for (const n of [0, 1] as const) {
        const over = await send(n);
        expect(over).toMatchObject({ status: 429, body: { code: CODE.tooManyRequests } });
      }
    });

    it('an item written beside the processes is found by search through either web process within 1 s', async () => {
      const { rows } = await site.db.query<{ id: number; city: string }>(
        'select id, city from items where status = 1 order by id limit 2',
      );
      const foundAfter = async ({ id, city }: { id: number; city: string }, n: 0 | 1, ms: number) => {
        const word = `zqxw${Date.now().toString(36)}`;
        await site.db.query(`update items set title = title || ' ' || $1 where id = $2`, [word, id]);
        const found = await within(
          ms,
          async () => (await web(n).call('GET', `/apif/searchPage?q=${word}&city=${city}&lang=cn`)).body,
          (body) => body.data?.total === 1,
        );
        expect(found.value.data?.total, `web process ${n + 1} after ${Math.round(found.ms)} ms`).toBe(1);
        return found.ms;
      };
      // The first write also warms the path (each process's first search reads its copy's catch-up).
      await foundAfter(rows[0]!, 0, 10_000);
      await foundAfter(rows[1]!, 1, 1_000);
    });

    it('an item picture written beside the processes is found by image search through the other web process within 1 s of the worker describing it', async () => {
      const {
        rows: [item],
      } = await site.db.query<{ id: number; city: string }>(
        `select i.id, i.city from items i where i.status = 1
         and exists (select 1 from item_images m where m.item_id = i.id and m.sort = 0) order by i.id desc limit 1`,
      );
      // A picture unlike any other, stored where the site keeps its pictures.
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#12355b"/>
        ${Array.from({ length: 5 }, (_, i) => `<circle cx="${60 + i * 70}" cy="200" r="28" fill="#f4d35e"/>`).join('')}
        <rect x="40" y="300" width="320" height="40" fill="#ee964b"/></svg>`;
      const bytes = await sharp(Buffer.from(svg)).webp().toBuffer();
      const store = (name: string) => {
        const file = path.join(site.dataDir, 'storage', name);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, bytes);
      };
      store('items/several/picture_400.webp');
      await site.db.query(
        `update item_images set url = '/storage/items/several/picture' where item_id = $1 and sort = 0`,
        [item!.id],
      );
      const described = await within(
        30_000,
        async () =>
          (
            await site.db.query(
              `select 1 from image_pictures where url = '/storage/items/several/picture' and descriptors is not null`,
            )
          ).rowCount,
        (count) => count === 1,
      );
      expect(described.value, 'the worker describes the picture').toBe(1);

      const searcher = web(1);
      const signedIn = await searcher.call('POST', '/apic/login', {
        username: 'buyer@demo.stallhub',
        password: DEMO_PASSWORD,
        captchaSlideParam: TEST_CAPTCHA,
      });
      expect(signedIn.body.code).toBe(CODE.ok);
      store('imagesearch/several-query.webp');
      const found = await within(
        1_000,
        async () => {
          const upload = await searcher.call(
            'GET',
            `/api/uploadImage?url=${encodeURIComponent('/storage/imagesearch/several-query.webp')}&searchCity=${item!.city}`,
          );
          const md5 = upload.body.data?.imageMd5 as string;
          const results = await searcher.call(
            'GET',
            `/apif/imagesearch/list?imageMd5=${md5}&searchCity=${item!.city}`,
          );
          return (results.body.data?.list ?? []).map((card: { itemId: number }) => card.itemId) as number[];
        },
        (ids) => ids.includes(item!.id),
      );
      expect(found.value[0], `found after ${Math.round(found.ms)} ms`).toBe(item!.id);
    });

    describe('batch uploads', () => {
      const buyer = () => {
        const session = web(0);
        return session;
      };
      let cookie = '';
      let itemIds: number[] = [];
      const take = (n: number) => itemIds.splice(0, n);

      beforeAll(async () => {
        const session = buyer();
        const signedIn = await session.call('POST', '/apic/login', {
          username: 'buyer@demo.stallhub',
          password: DEMO_PASSWORD,
          captchaSlideParam: TEST_CAPTCHA,
        });
        expect(signedIn.body.code).toBe(CODE.ok);
        cookie = session.cookie();
        const started = await session.call('GET', '/apic/listing/authorise?channel=taobao');
        const back = await sellerAllows(started.body.data.url, 'taobao-normal');
        expect((await session.call('GET', back.pathname + back.search)).status).toBe(302);
        const { rows } = await site.db.query<{ id: number }>(
          `select i.id from items i where i.status = 1 and i.transaction_mode = 1
           and exists (select 1 from skus s where s.item_id = i.id)
           and (select count(*) from item_images m where m.item_id = i.id) between 1 and 5
         order by i.id limit 40`,
        );
        itemIds = rows.map((row) => row.id);
      }, 60_000);

      const as = (n: 0 | 1) => {
        const session = web(n);
        session.useCookie(cookie);
        return session;
      };
      async function confirmed(ids: number[]) {
        const added = await as(0).call('POST', '/apic/multiupload/taobao/task/add', {
          itemVidList: ids.join(','),
          channelId: BATCH_PLATFORM_ID.taobao,
        });
        expect(added.body.code).toBe(CODE.ok);
        const { batchId } = added.body.data;
        const confirm = await as(0).call('POST', '/apic/multiupload/taobao/task/confirm', { batchId });
        expect(confirm.body.data.status).toBe('running');
        return batchId as string;
      }
      const progress = async (batchId: string) =>
        (await as(1).call('GET', `/apic/multiupload/taobao/task/progress?batchId=${batchId}&lang=en`)).body
          .data;
      const listedTimes = async (ids: number[]) => {
        const page = await (await fetch(`${site.sandbox.baseUrl}/shops/taobao/taobao-normal`)).text();
        return ids.map((id) => page.split(`Outer id ${id} `).length - 1);
      };

      it('a batch confirmed through one web process is pushed by the worker, its progress read through the other', async () => {
        const ids = take(4);
        const batchId = await confirmed(ids);
        const finished = await within(
          60_000,
          () => progress(batchId),
          (data) => data.status === 'finished',
        );
        expect(finished.value.status).toBe('finished');
        expect(await listedTimes(ids)).toEqual([1, 1, 1, 1]);
      }, 90_000);

      it('a worker killed mid-batch (kill -9) and another started lose no item and list none twice', async () => {
        const ids = take(20);
        const batchId = await confirmed(ids);
        await within(
          30_000,
          () => listedTimes(ids),
          (times) => times.some((n) => n > 0),
        );
        process.kill(site.worker.pid, 'SIGKILL');
        await within(
          10_000,
          async () => alive(site.worker.pid),
          (living) => !living,
        );
        await site.startWorker();
        const finished = await within(
          90_000,
          () => progress(batchId),
          (data) => data.status === 'finished',
        );
        expect(finished.value.status).toBe('finished');
        expect(await listedTimes(ids)).toEqual(ids.map(() => 1));
      }, 180_000);
    });
  },
);

describe.skipIf(!adminUrl)('WEB_CONCURRENCY on PostgreSQL', () => {
  it('forks that many web processes sharing the port, and forks again one that dies', async () => {
    const copy = await createPostgresCopy(adminUrl!, undefined);
    const server = await spawnServer({
      env: { DATABASE_URL: copy.url, SEED_DEMO: '0', ROLE: 'web', WEB_CONCURRENCY: '2' },
    });
    try {
      const pids = async (wanted: number) => {
        const seen = new Set<number>();
        await within(
          10_000,
          async () => {
            const pid = await healthOnNewConnection(server.baseUrl);
            if (pid) seen.add(pid);
            return seen.size;
          },
          (size) => size >= wanted,
        );
        return seen;
      };
      const first = await pids(2);
      expect(first.size).toBe(2);
      expect(first.has(server.pid)).toBe(false);
      const [victim] = first;
      process.kill(victim!, 'SIGKILL');
      const after = await within(
        30_000,
        async () => {
          const now = await pids(2);
          return [...now].filter((pid) => !first.has(pid));
        },
        (fresh) => fresh.length > 0,
      );
      expect(after.value, 'a new web process in place of the killed one').toHaveLength(1);
    } finally {
      await server.stop();
      await copy.drop();
    }
  }, 120_000);
});

/**
 * The pid that answers /health on a connection of its own (the port's processes take turns by
 * connection, not by request); undefined when no answer comes within a second.
 */
function healthOnNewConnection(baseUrl: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    const request = http.get(`${baseUrl}/health`, { agent: false, timeout: 1_000 }, (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve(JSON.parse(text).data?.pid));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(undefined));
  });
}

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
