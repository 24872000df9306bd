import diagnosticsChannel from 'node:diagnostics_channel';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { countQuery, meterRequests, type RequestCost, requestCosts } from './request-cost.ts';

/** An app whose `/page` sends two statements and calls `/call` in-process, which sends one more. */
async function meteredApp() {
  const app = Fastify();
  const inProcess = (request: { headers: Record<string, unknown> }) =>
    request.headers['x-in-process'] === '1';
  meterRequests(app, inProcess);
  app.get('/call', async () => {
    await Promise.resolve();
    countQuery('select 3');
    return { ok: true };
  });
  app.get('/page', async (request) => {
    countQuery('begin');
    countQuery('select 1');
    await app.inject({ url: '/call', headers: { 'x-in-process': '1' } });
    countQuery('select 2');
    countQuery('commit');
    return { metered: request.cost !== undefined };
  });
  return app;
}

const published: RequestCost[] = [];
const record = (message: unknown) => published.push({ ...(message as RequestCost) });
afterEach(() => {
  diagnosticsChannel.unsubscribe(requestCosts.name, record);
  published.length = 0;
});

describe('the cost of a request', () => {
  it('counts the statements of the request and of the calls it makes in-process, transaction control left out', async () => {
    diagnosticsChannel.subscribe(requestCosts.name, record);
    const app = await meteredApp();
    expect((await app.inject({ url: '/page' })).json()).toEqual({ metered: true });
    expect(published).toEqual([{ method: 'GET', url: '/page', queries: 3, calls: 0, htmlBytes: 0 }]);
    await app.close();
  });

  it('is not kept at all while nobody listens', async () => {
    const app = await meteredApp();
    expect((await app.inject({ url: '/page' })).json()).toEqual({ metered: false });
    await app.close();
  });
});
