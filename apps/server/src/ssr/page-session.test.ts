import fastifyCookie from '@fastify/cookie';
import { CODE, getCartCount, getItemDetail } from '@stallhub/contracts';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveSessions, type SessionsService } from '../modules/auth/index.ts';
import { inProcessApis, pageSession } from './in-process-api.ts';

const TOKEN = 'a'.repeat(43);

/** An app whose session lookups are counted; `/page` renders (GET) or runs an action (POST) with two calls. */
async function appWithSessions() {
  const app = Fastify();
  await app.register(fastifyCookie);
  const lookups = { n: 0 };
  const sessions = {
    resolve: async (token: string | undefined) => {
      lookups.n++;
      return token === TOKEN ? { id: 'session-1', userId: 7 } : null;
    },
  } as unknown as SessionsService;
  resolveSessions(app, sessions, pageSession);
  const whoAsks = async (request: { session?: { userId: number }; sessionId?: string }) => ({
    code: CODE.ok,
    message: '',
    data: { userId: request.session?.userId ?? null, sessionId: request.sessionId ?? null },
  });
  app.get(getCartCount.path, whoAsks);
  app.get(getItemDetail.path, whoAsks);
  const apiFor = inProcessApis(app);
  const page = async (request: Parameters<typeof apiFor>[0]) => {
    const api = apiFor(request);
    return [await api.call(getCartCount, {}), await api.call(getItemDetail, { vid: 'v1' })];
  };
  app.get('/page', page);
  app.post('/page', page);
  return { app, lookups };
}

let close: (() => Promise<void>) | undefined;
afterEach(() => close?.());

describe("a page's session", () => {
  it('is looked up once for a page read, and its calls see it as their own', async () => {
    const { app, lookups } = await appWithSessions();
    close = () => app.close();
    const answers = (await app.inject({ url: '/page', cookies: { sid: TOKEN } })).json();
    expect(answers).toEqual([
      { userId: 7, sessionId: 'session-1' },
      { userId: 7, sessionId: 'session-1' },
    ]);
    expect(lookups.n).toBe(1);
    const guest = (await app.inject({ url: '/page', cookies: { sid: 'b'.repeat(43) } })).json();
    expect(guest).toEqual([
      { userId: null, sessionId: null },
      { userId: null, sessionId: null },
    ]);
    expect(lookups.n).toBe(2);
  });

  it('is looked up anew by each call of a route action, which may sign in or out', async () => {
    const { app, lookups } = await appWithSessions();
    close = () => app.close();
    await app.inject({ method: 'POST', url: '/page', cookies: { sid: TOKEN } });
    expect(lookups.n).toBe(3);
  });

  it('handed by a request from outside is never believed', async () => {
    const { app, lookups } = await appWithSessions();
    close = () => app.close();
    const forged = await app.inject({
      url: getItemDetail.path,
      query: { vid: 'v1' },
      cookies: { sid: 'b'.repeat(43) },
      headers: { 'x-stallhub-render-session': 'session-9.9', 'x-stallhub-render': 'guessed' },
    });
    expect(forged.json().data).toEqual({ userId: null, sessionId: null });
    expect(lookups.n).toBe(1);
  });
});
