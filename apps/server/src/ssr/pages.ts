import path from 'node:path';
import { pipeline, Readable, Transform } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { Env } from '../env.ts';
import type { RequestCost } from '../http/request-cost.ts';
import { siteOrigin } from '../http/site-origin.ts';
import type { DropWhen } from '../signals/site-signals.ts';
import { inProcessApis } from './in-process-api.ts';
import { type CachedPage, createPageCache } from './page-cache.ts';
import {
  encodePage,
  PAGE_COMPRESS_THRESHOLD,
  type PageEncoding,
  pageCompressor,
  pageEncoding,
} from './page-encoding.ts';
import { pageNonce, pagePolicy } from './page-policy.ts';

type BuildLoader = () => Promise<ServerBuild>;

/**
 * Serves the React Router app: Vite middleware with hot reload in development, the build otherwise.
 * `formTargets`: other origins the pages' forms lead to (the payment provider's checkout); `pagesChanged`:
 * when what guest pages show changed (the site's signals), so the kept ones are dropped.
 */
export async function registerPages(
  app: FastifyInstance,
  env: Env,
  { formTargets, pagesChanged }: { formTargets: readonly string[]; pagesChanged: DropWhen },
) {
  const webRoot = path.join(env.repoRoot, 'apps/web');
  // A loader function makes React Router rebuild its route tables on every request, which only the
  // development server's hot reload needs; the production build is handed over as the module itself.
  let build: BuildLoader | ServerBuild;

  if (env.NODE_ENV === 'development') {
    const { createServer } = await import('vite');
    const vite = await createServer({ root: webRoot, server: { middlewareMode: true }, appType: 'custom' });
    await app.register(import('@fastify/middie'));
    app.use(vite.middlewares);
    app.addHook('onClose', () => vite.close());
    build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  } else {
    const serverEntry = path.join(webRoot, 'build/server/index.js');
    try {
      build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    } catch (error) {
      throw new Error(`The web app is not built (${serverEntry}). Run \`npm run build -w @stallhub/web\`.`, {
        cause: error,
      });
    }
    await app.register(fastifyStatic, {
      root: path.join(webRoot, 'build/client/assets'),
      prefix: '/assets/',
      // Vite fingerprints asset names, so they never change under one URL; the folder is fixed by the
      // build, so each file gets its own route at start (the wildcard route lists the folder per request).
      wildcard: false,
      immutable: true,
      maxAge: '365d',
      decorateReply: false,
    });
    await app.register(fastifyStatic, {
      root: path.join(webRoot, 'build/client'),
      prefix: '/',
      // Top-level public files (favicon, robots.txt) only: /assets/ has its own registration above.
      wildcard: false,
      globIgnore: ['assets/**'],
      index: false,
      decorateReply: false,
    });
  }

  const ownSite = siteOrigin({ publicOrigin: env.PUBLIC_ORIGIN, port: env.PORT });
  const handle = createRequestHandler(build, env.NODE_ENV === 'development' ? 'development' : 'production');
  const inProcessApi = inProcessApis(app, { changed: pagesChanged });
  const policy = pagePolicy({ development: env.NODE_ENV === 'development', formTargets });
  const cache =
    env.NODE_ENV !== 'development' && env.PAGE_CACHE_TTL_MS > 0
      ? createPageCache({ ttlMs: env.PAGE_CACHE_TTL_MS, maxEntries: 2_000, dropWhen: pagesChanged })
      : null;

  return async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    // A fresh nonce for every response, a cached page's too: one seen once must never work again.
    const nonce = pageNonce();
    reply.header('content-security-policy', policy(nonce));
    // One URL answers in several encodings: a cache between us and the browser must key on the ask.
    reply.header('vary', 'Accept-Encoding');
    const encoding = pageEncoding(request.headers['accept-encoding']);
    // Only reads are cached: a POST is a route action's, never the same answer twice.
    const key = request.method === 'GET' ? (cache?.keyFor(request.url, request.cookies) ?? null) : null;
    const hit = key ? cache?.get(key) : undefined;
    if (hit) return sendCachedPage(reply.header('x-page-cache', 'hit'), hit, nonce, encoding);

    // A route action's calls may set cookies (a sign-in's session): its answer passes them on. A read's
    // never do, so a cached page can carry no one's session.
    const carried: string[] = [];
    const response = await handle(toWebRequest(request, ownSite(request)), {
      api: inProcessApi(request, request.method === 'GET' ? undefined : carried),
      cspNonce: nonce,
    });
    if (!key || !cache || response.status !== 200 || !response.body)
      return sendWebResponse(reply, response, encoding, carried);
    const page = await readPage(response, nonce);
    cache.set(key, page);
    return sendCachedPage(reply.header('x-page-cache', 'miss'), page, nonce, encoding);
  };
}

async function readPage(response: Response, nonce: string): Promise<CachedPage> {
  return {
    status: response.status,
    headers: [...response.headers].filter(([name]) => name !== 'set-cookie'),
    cookies: response.headers.getSetCookie(),
    body: Buffer.from(await response.arrayBuffer()),
    nonce,
  };
}

/**
 * The page is kept uncompressed and compressed per answer: each answer carries its own nonce, so no two
 * answers are the same bytes. Brotli 4 takes about a millisecond for a home page, off the event loop.
 */
async function sendCachedPage(reply: FastifyReply, page: CachedPage, nonce: string, encoding: PageEncoding) {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  if (page.cookies.length > 0) reply.header('set-cookie', page.cookies);
  const body = page.nonce === nonce ? page.body : withNonce(page, nonce);
  if (reply.request.cost) reply.request.cost.htmlBytes += body.length;
  if (encoding === 'identity' || body.length < PAGE_COMPRESS_THRESHOLD) return reply.send(body);
  return reply.header('content-encoding', encoding).send(await encodePage(body, encoding));
}

/**
 * The cached page's scripts under this response's nonce. Only nonce attributes match: the old nonce was
 * drawn when the page was rendered, so no content in it could have spelt it out beforehand, and text
 * or JSON that quotes an attribute is escaped and never reads `nonce="`.
 */
const withNonce = (page: CachedPage, nonce: string) =>
  Buffer.from(page.body.toString('utf8').replaceAll(`nonce="${page.nonce}"`, `nonce="${nonce}"`));

/** The page sees our configured origin, never the Host header: a rendered link must not point elsewhere. */
function toWebRequest(request: FastifyRequest, origin: string): Request {
  const url = new URL(request.url, origin);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, String(value));
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  const body = !hasBody
    ? undefined
    : typeof request.body === 'string'
      ? request.body
      : headers.get('content-type')?.includes('application/x-www-form-urlencoded')
        ? formBody(request.body as Record<string, string | string[]>)
        : JSON.stringify(request.body);
  return new Request(url, { method: request.method, headers, body });
}

function sendWebResponse(reply: FastifyReply, response: Response, encoding: PageEncoding, carried: string[]) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  // The API's cookies first: where the page sets one of the same name, the page's comes last and wins.
  const cookies = [...carried, ...response.headers.getSetCookie()];
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  const rendered = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
  // pipeline, not pipe: a render that fails midway ends the answer too, instead of leaving it open.
  const body = counted(reply.request.cost);
  if (encoding === 'identity' || response.headers.has('content-encoding')) {
    pipeline(rendered, body, () => {});
    return reply.send(body);
  }
  reply.removeHeader('content-length');
  reply.header('content-encoding', encoding);
  const compressed = pageCompressor(encoding);
  pipeline(rendered, body, compressed, () => {});
  return reply.send(compressed);
}

/** Passes the rendered page on, adding its bytes to the request's cost. */
const counted = (cost: RequestCost | undefined) =>
  new Transform({
    transform(chunk: Buffer, _encoding, next) {
      if (cost) cost.htmlBytes += chunk.length;
      next(null, chunk);
    },
  });

/** The parsed form back to its wire form, a field sent many times (checkboxes) as many pairs. */
function formBody(fields: Record<string, string | string[]>): string {
  const pairs = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) pairs.append(name, one);
  return pairs.toString();
}
