import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildSandbox, type SandboxOptions } from '../app.ts';
import type { Channel } from '../channels.ts';

export const REDIRECT = 'http://localhost:3000/apic/listing/callback';
export const VERIFIER = 'v'.repeat(43);
const CHALLENGE = createHash('sha256').update(VERIFIER).digest('base64url');
export const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

/**
 * Stallhub's storage, played by a local server: `/img/{width}x{height}.png` is a plain picture of that
 * size; `/moved.png` redirects to another address, which the sandbox must not follow.
 */
export async function startPictureServer(): Promise<{
  origin: string;
  url: (w: number, h: number) => string;
  close(): Promise<void>;
}> {
  const made = new Map<string, Buffer>();
  const server: Server = createServer(async (request, response) => {
    const size = /^\/img\/(\d+)x(\d+)\.png/.exec(request.url ?? '');
    if (!size) {
      response
        .writeHead(request.url === '/moved.png' ? 302 : 404, { location: 'http://127.0.0.1:1/x.png' })
        .end();
      return;
    }
    const key = `${size[1]}x${size[2]}`;
    let png = made.get(key);
    if (!png) {
      png = await sharp({
        create: { width: Number(size[1]), height: Number(size[2]), channels: 3, background: '#c8d0e0' },
      })
        .png()
        .toBuffer();
      made.set(key, png);
    }
    response.writeHead(200, { 'content-type': 'image/png' }).end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (w, h) => `${origin}/img/${w}x${h}.png`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A sandbox whose clock the test moves on, with one listing application per channel. */
export async function listingSandbox(imageOrigin: string, extra: Pick<SandboxOptions, 'holdAdd'> = {}) {
  const clock = { now: Date.now() };
  const channels: Channel[] = ['taobao', 'tmall', 'douyin', 'pinduoduo', 'kuaishou', 'xiaohongshu'];
  const app = await buildSandbox({
    baseUrl: () => 'http://127.0.0.1:3002',
    clients: [],
    listingClients: channels.map((channel) => ({
      channel,
      clientId: 'stallhub',
      clientSecret: 'secret',
      redirectUris: [REDIRECT],
    })),
    imageOrigins: [imageOrigin],
    shopTokenLifetimeMs: 60_000,
    now: () => clock.now,
    ...extra,
  });
  return { app, clock };
}

const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** The seller allows the app for `shopId`: the code the browser is sent back with. */
export async function authoriseShop(app: FastifyInstance, channel: Channel, shopId: string): Promise<string> {
  const page = await app.inject({
    url: `/open/${channel}/oauth/authorize?${new URLSearchParams({
      client_id: 'stallhub',
      redirect_uri: REDIRECT,
      response_type: 'code',
      state: 'st',
      code_challenge: CHALLENGE,
      code_challenge_method: 'S256',
    })}`,
  });
  const request = /name="request" value="([^"]+)"/.exec(page.body)![1]!;
  const decided = await app.inject({
    method: 'POST',
    url: `/open/${channel}/oauth/decide`,
    payload: new URLSearchParams({ request, shop: shopId, decision: 'allow' }).toString(),
    headers: form,
  });
  return new URL(decided.headers.location as string).searchParams.get('code')!;
}

export const tokenRequest = (
  app: FastifyInstance,
  channel: Channel,
  fields: Record<string, string>,
  auth = basic('stallhub', 'secret'),
) =>
  app.inject({
    method: 'POST',
    url: `/open/${channel}/oauth/token`,
    payload: new URLSearchParams(fields).toString(),
    headers: { ...form, authorization: auth },
  });

/** An access token for the shop, through the whole authorisation code flow. */
export async function shopToken(app: FastifyInstance, channel: Channel, shopId: string): Promise<string> {
  const code = await authoriseShop(app, channel, shopId);
  const answer = await tokenRequest(app, channel, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT,
    code_verifier: VERIFIER,
  });
  return answer.json().access_token;
}

let nextOuterId = 1;
/** An item of Stallhub's as the item API takes it, with a fresh outer id unless one is given. */
export const itemDraft = (pictures: string[], extra: Record<string, unknown> = {}) => ({
  outerId: `stallhub-${nextOuterId++}`,
  title: '2026春季新款女装连衣裙',
  price: '59.90',
  pictures,
  skus: [
    { colour: '黑色', size: 'M', stock: 20, price: '59.90' },
    { colour: '黑色', size: 'L', stock: 0, price: '61.90' },
  ],
  descriptionImages: [],
  ...extra,
});

export const addItem = (
  app: FastifyInstance,
  channel: Channel,
  shopId: string,
  token: string,
  body: unknown,
) =>
  app.inject({
    method: 'POST',
    url: `/open/${channel}/shops/${shopId}/items`,
    payload: body as object,
    headers: { authorization: `Bearer ${token}` },
  });
