import fastifyCookie from '@fastify/cookie';
import { CODE, getHotWords, getItemDetail, getNav } from '@stallhub/contracts';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { inProcessApis } from './in-process-api.ts';

/** An app whose nav, hot words and item calls count their hits; `/page` renders by calling them in-process. */
async function appWithPage(sharedForMs: number, changed?: (drop: () => void) => void) {
  const app = Fastify();
  await app.register(fastifyCookie);
  const hits = { nav: 0, hot: 0, item: 0 };
  let hotFails = false;
  app.get(getNav.path, async (request) => ({
    code: CODE.ok,
    message: '',
    data: { n: ++hits.nav, q: request.query },
  }));
  app.get(getHotWords.path, async (_, reply) => {
    hits.hot++;
    if (hotFails) return reply.status(500).send({ code: CODE.serverError, message: 'down', data: null });
    return { code: CODE.ok, message: '', data: [] };
  });
  app.get(getItemDetail.path, async () => ({ code: CODE.ok, message: '', data: ++hits.item }));
  const apiFor = inProcessApis(app, { sharedForMs, changed });
  app.get('/page', async (request) => {
    const api = apiFor(request);
    const { city } = request.query as { city: string };
    const nav = await api.call(getNav, { city: city as 'gz' });
    await api.call(getHotWords, { city: city as 'gz', lang: 'cn' }).catch(() => null);
    await api.call(getItemDetail, { vid: 'v1' });
    return nav;
  });
  return {
    app,
    hits,
    failHotWords: () => {
      hotFails = true;
    },
    render: async (city: string, cookie = '') =>
      (await app.inject({ url: `/page?city=${city}`, headers: { cookie } })).json(),
  };
}

let close: (() => Promise<void>) | undefined;
afterEach(() => close?.());

describe('API calls made while rendering pages', () => {
  it("share the shell's reference answers between renders for a while, per query and language", async () => {
    const page = await appWithPage(60_000);
    close = () => page.app.close();
    await page.render('gz');
    await page.render('gz');
    expect(page.hits).toEqual({ nav: 1, hot: 1, item: 2 });
    await page.render('pn');
    await page.render('gz', 'lang=en');
    expect(page.hits.nav).toBe(3);
  });

  it('ask again at once when the site signals a change the shared answers show (decision 090)', async () => {
    let drop: () => void = () => undefined;
    const page = await appWithPage(60_000, (dropShared) => {
      drop = dropShared;
    });
    close = () => page.app.close();
    await page.render('gz');
    await page.render('gz');
    expect(page.hits.nav).toBe(1);
    drop();
    await page.render('gz');
    expect(page.hits.nav).toBe(2);
  });

  it('ask again once the while is over, and never share a failure', async () => {
    const page = await appWithPage(0);
    close = () => page.app.close();
    await page.render('gz');
    await page.render('gz');
    expect(page.hits.nav).toBe(2);

    const failing = await appWithPage(60_000);
    close = async () => {
      await page.app.close();
      await failing.app.close();
    };
    failing.failHotWords();
    await failing.render('gz');
    await failing.render('gz');
    expect(failing.hits.hot).toBe(2);
  });
});
