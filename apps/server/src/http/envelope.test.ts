import { CODE } from '@stallhub/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../testing/test-app.ts';

describe('the API envelope and error handling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(() => t.close());

  it('answers success as {code: 200, message, data}', async () => {
    const response = await t.app.inject('/apif/newamount?city=gz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: CODE.ok, message: 'success', data: { amount: 0 } });
  });

  it('answers an unknown API path with HTTP 404 in the envelope, never the HTML page', async () => {
    for (const path of ['/apif/no-such-call', '/apic/user/nothing', '/api/x', '/shopc/x']) {
      const response = await t.app.inject(path);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toMatchObject({ code: CODE.notFound, data: null });
      expect(response.json().message).toContain(path);
    }
  });

  it('answers bad input with HTTP 400, code 400 and a message naming the field', async () => {
    const response = await t.app.inject('/apif/nav/menu?city=nowhere');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: CODE.badRequest, data: null });
    expect(response.json().message).toMatch(/^city: /);
  });

  it('names a missing required field', async () => {
    const response = await t.app.inject('/apif/search/suggest?city=gz');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('q is required');
  });

  it('answers malformed JSON with HTTP 400 in the envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/apif/nav/menu',
      headers: { 'content-type': 'application/json' },
      payload: '{"city":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: CODE.badRequest, data: null });
  });

  it('reports health with the database kind', async () => {
    const response = await t.app.inject('/healthz');
    expect(response.json()).toEqual({
      code: CODE.ok,
      message: 'success',
      data: { status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' },
    });
  });
});
