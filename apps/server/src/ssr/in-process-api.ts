import { randomBytes } from 'node:crypto';
import {
  type ApiClient,
  COOKIE,
  createApiClient,
  type Envelope,
  getCityMarkets,
  getHotWords,
  getNav,
  getNewAmount,
  getPlaceholders,
} from '@stallhub/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { KnownSession } from '../modules/auth/index.ts';
import type { DropWhen } from '../signals/site-signals.ts';

/** Marks API calls made while rendering a page; the value is per process, so no client can forge it. */
export const IN_PROCESS_HEADER = 'x-stallhub-render';
export const IN_PROCESS_TOKEN = randomBytes(16).toString('hex');

/** Whether a request is an API call a page made while rendering on this process. */
export const isInProcess = (request: FastifyRequest) =>
  request.headers[IN_PROCESS_HEADER] === IN_PROCESS_TOKEN;

/** The session a page read resolved, `id.userId` or `none`, handed to its calls (docs/decisions/093). */
const PAGE_SESSION_HEADER = 'x-stallhub-render-session';

/**
 * The page's session for one of its calls, trusted only beside this process's token. A page that posts
 * (a route action) hands none: its calls may sign in or out, and each then reads the session anew.
 */
export const pageSession: KnownSession = (request) => {
  const given = request.headers[PAGE_SESSION_HEADER];
  if (typeof given !== 'string' || !isInProcess(request)) return undefined;
  if (given === 'none') return null;
  const [id, userId] = given.split('.');
  return { id: id!, userId: Number(userId) };
};

/**
 * Headers of the page request that API calls made while rendering it must carry; the host too, so a call
 * that builds an address back to this site (a payment's return and notification) uses the page's own.
 */
const FORWARDED = ['cookie', 'accept-language', 'user-agent', 'host'] as const;

/**
 * The shell's reference calls, whose answer depends only on their query and the language (never on who
 * asks): every page render asks for them, so renders share one answer for a few seconds.
 */
const SHARED_CALLS = new Set(
  [getNav, getNewAmount, getCityMarkets, getHotWords, getPlaceholders].map((c) => c.path),
);
/** Like the guest page cache (decision 004): catalogue changes show within seconds. */
const SHARED_FOR_MS = 5_000;
const SHARED_KEPT = 1_000;

type Answer = { status: number; envelope: Envelope<unknown> };

/**
 * The API clients page loaders use while rendering on the server: the same routes, validation and
 * envelope as over HTTP, without a network hop. The shell's shared answers are dropped when `changed`
 * says what they show changed in any process (decision 090), else kept `sharedForMs` (for tests).
 */
export function inProcessApis(
  app: FastifyInstance,
  options: { sharedForMs?: number; changed?: DropWhen } = {},
) {
  const sharedForMs = options.sharedForMs ?? SHARED_FOR_MS;
  const shared = new Map<string, { until: number; answer: Promise<Answer> }>();
  options.changed?.(() => shared.clear());

  function share(key: string, ask: () => Promise<Answer>): Promise<Answer> {
    const now = Date.now();
    const kept = shared.get(key);
    if (kept && kept.until > now) return kept.answer;
    if (shared.size >= SHARED_KEPT) shared.clear();
    const answer = ask();
    shared.set(key, { until: now + sharedForMs, answer });
    // Only a success is shared: the next render asks again after a failure.
    answer.then(
      ({ status }) => status !== 200 && shared.delete(key),
      () => shared.delete(key),
    );
    return answer;
  }

  /**
   * The client for one page request: its cookies, language and address go with every call. `carried`
   * collects the cookies the calls set (a route action's sign-in), for the page's answer to pass on.
   */
  return function inProcessApi(page: FastifyRequest, carried?: string[]): ApiClient {
    const headers: Record<string, string> = { [IN_PROCESS_HEADER]: IN_PROCESS_TOKEN };
    if (page.method === 'GET') {
      headers[PAGE_SESSION_HEADER] =
        page.session && page.sessionId ? `${page.sessionId}.${page.session.userId}` : 'none';
    }
    for (const name of FORWARDED) {
      const value = page.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const { cost } = page;
    return createApiClient(({ method, path, query, body }) => {
      if (cost) cost.calls++;
      const ask = async (): Promise<Answer> => {
        const response = await app.inject({
          method,
          url: path,
          // The visitor's address as the page request resolved it (proxy rules applied), never a raw header.
          remoteAddress: page.ip,
          query,
          headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
          payload: body ? JSON.stringify(body) : undefined,
        });
        const cookies = response.headers['set-cookie'];
        if (carried && cookies) carried.push(...(Array.isArray(cookies) ? cookies : [cookies]));
        return { status: response.statusCode, envelope: response.json() };
      };
      if (method !== 'GET' || !SHARED_CALLS.has(path)) return ask();
      const lang = page.cookies[COOKIE.lang] ?? '';
      return share(`${path}?${new URLSearchParams(query)}#${lang}`, ask);
    });
  };
}
