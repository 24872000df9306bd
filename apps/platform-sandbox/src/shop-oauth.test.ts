import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addItem,
  authoriseShop,
  basic,
  itemDraft,
  listingSandbox,
  REDIRECT,
  shopToken,
  startPictureServer,
  tokenRequest,
  VERIFIER,
} from './testing/listing-kit.ts';

let app: FastifyInstance;
let clock: { now: number };
let pictures: Awaited<ReturnType<typeof startPictureServer>>;
beforeAll(async () => {
  pictures = await startPictureServer();
  ({ app, clock } = await listingSandbox(pictures.origin));
});
afterAll(async () => {
  await app.close();
  await pictures.close();
});

const exchange = (code: string, auth?: string) =>
  tokenRequest(
    app,
    'taobao',
    { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: VERIFIER },
    auth,
  );

describe('shop authorisation (OAuth 2 per platform)', () => {
  it('lists the test sellers of the platform on the authorise page, one shop per case', async () => {
    const page = await app.inject(
      `/open/douyin/oauth/authorize?client_id=stallhub&redirect_uri=${encodeURIComponent(REDIRECT)}&response_type=code&code_challenge=${'c'.repeat(43)}&code_challenge_method=S256`,
    );
    expect(page.statusCode).toBe(200);
    for (const id of ['douyin-normal', 'douyin-space-full', 'douyin-risk-control', 'douyin-listed-before']) {
      expect(page.body).toContain(`value="${id}"`);
    }
    expect(page.body).not.toContain('douyin-portrait');
  });

  it('never redirects to an address the application did not register', async () => {
    const page = await app.inject(
      `/open/taobao/oauth/authorize?client_id=stallhub&redirect_uri=${encodeURIComponent('https://evil.example/cb')}&response_type=code`,
    );
    expect(page.statusCode).toBe(400);
    expect(page.headers.location).toBeUndefined();
  });

  it('gives a token bound to the chosen shop, naming it and its template ratio', async () => {
    const answer = await exchange(await authoriseShop(app, 'taobao', 'taobao-portrait'));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      token_type: 'Bearer',
      expires_in: 60,
      shop_id: 'taobao-portrait',
      image_crop_ratio: '3:4',
    });
    expect(answer.json().refresh_token).toEqual(expect.any(String));
  });

  it('refuses the token endpoint with a wrong client secret', async () => {
    const code = await authoriseShop(app, 'taobao', 'taobao-normal');
    const answer = await exchange(code, basic('stallhub', 'wrong'));
    expect(answer.statusCode).toBe(401);
    expect(answer.json().error).toBe('invalid_client');
  });

  it('takes a code once', async () => {
    const code = await authoriseShop(app, 'taobao', 'taobao-normal');
    expect((await exchange(code)).statusCode).toBe(200);
    expect((await exchange(code)).json().error).toBe('invalid_grant');
  });

  it('an expired access token is refused; the refresh token gives a new one, once', async () => {
    const first = (await exchange(await authoriseShop(app, 'taobao', 'taobao-normal'))).json();
    clock.now += 61_000;
    const refused = await addItem(
      app,
      'taobao',
      'taobao-normal',
      first.access_token,
      itemDraft([pictures.url(800, 800)]),
    );
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toContain('invalid_token');

    const refreshed = await tokenRequest(app, 'taobao', {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().shop_id).toBe('taobao-normal');
    const added = await addItem(
      app,
      'taobao',
      'taobao-normal',
      refreshed.json().access_token,
      itemDraft([pictures.url(800, 800)]),
    );
    expect(added.json().code).toBe(200);

    const replayed = await tokenRequest(app, 'taobao', {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    });
    expect(replayed.json().error).toBe('invalid_grant');
  });

  it('a refresh token works only for the platform it was issued on', async () => {
    const first = (await exchange(await authoriseShop(app, 'taobao', 'taobao-normal'))).json();
    const elsewhere = await tokenRequest(app, 'tmall', {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    });
    expect(elsewhere.json().error).toBe('invalid_grant');
  });

  it('a token of shop A cannot add to shop B', async () => {
    const token = await shopToken(app, 'taobao', 'taobao-normal');
    const answer = await addItem(
      app,
      'taobao',
      'taobao-listed-before',
      token,
      itemDraft([pictures.url(800, 800)]),
    );
    expect(answer.statusCode).toBe(403);
    const otherPlatform = await addItem(
      app,
      'tmall',
      'taobao-normal',
      token,
      itemDraft([pictures.url(800, 800)]),
    );
    expect(otherPlatform.statusCode).toBe(401);
  });
});
