import fastifyFormbody from '@fastify/formbody';
import { CODE, defineCall } from '@stallhub/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Outcome, registerCall } from './envelope.ts';
import { HttpError } from './errors.ts';

const echo = defineCall({
  method: 'POST',
  path: '/apic/echo',
  input: z.object({ itemId: z.coerce.number().int().positive(), lang: z.string().optional() }),
  data: z.object({ itemId: z.number() }),
});

async function appWithEcho() {
  const app = Fastify();
  await app.register(fastifyFormbody);
  app.setErrorHandler((error, _request, reply) =>
    error instanceof HttpError
      ? reply.status(error.status).send({ code: error.code, message: error.message, data: null })
      : reply.status(500).send(error),
  );
  registerCall(app, echo, ({ itemId }) =>
    itemId === 7 ? new Outcome(201, 'already', { itemId }) : { itemId },
  );
  return app;
}

describe('a call registered from the contract', () => {
  it('takes a form-encoded body (the default for POST)', async () => {
    const app = await appWithEcho();
    const response = await app.inject({
      method: 'POST',
      url: '/apic/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'itemId=12&lang=en',
    });
    expect(response.json()).toEqual({ code: CODE.ok, message: 'success', data: { itemId: 12 } });
  });

  it('takes a JSON body the same way', async () => {
    const app = await appWithEcho();
    const response = await app.inject({ method: 'POST', url: '/apic/echo', payload: { itemId: 12 } });
    expect(response.json()).toEqual({ code: CODE.ok, message: 'success', data: { itemId: 12 } });
  });

  it('answers a business outcome with its own code', async () => {
    const app = await appWithEcho();
    const response = await app.inject({ method: 'POST', url: '/apic/echo', payload: { itemId: 7 } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: CODE.already, message: 'already', data: { itemId: 7 } });
  });

  it('answers invalid input with 400 naming the field', async () => {
    const app = await appWithEcho();
    const response = await app.inject({ method: 'POST', url: '/apic/echo', payload: { itemId: -3 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^itemId: /);
  });
});

describe("a guest's price inputs, on any call registered from the contract", () => {
  const priced = defineCall({
    method: 'GET',
    path: '/apif/priced',
    input: z.object({
      q: z.string().optional(),
      priceMin: z.coerce.number().optional(),
      priceMax: z.coerce.number().optional(),
      sort: z.enum(['newest', 'price_asc', 'price_desc']).optional(),
    }),
    data: z.record(z.string(), z.unknown()),
  });

  async function appWithPriced() {
    const app = Fastify();
    // Stands in for the session hook: the test says who is signed in.
    app.addHook('onRequest', async (request) => {
      const user = request.headers['x-test-user'];
      if (typeof user === 'string') request.session = { userId: Number(user) };
    });
    registerCall(app, priced, (input) => input);
    return app;
  }
  const url = '/apif/priced?q=a&priceMin=5&priceMax=9&sort=price_asc';

  it("a guest's price range and price sort never reach the handler", async () => {
    const app = await appWithPriced();
    expect((await app.inject({ url })).json().data).toEqual({ q: 'a' });
    const other = await app.inject({ url: '/apif/priced?sort=newest' });
    expect(other.json().data).toEqual({ sort: 'newest' });
  });

  it("a signed-in buyer's reach it as sent", async () => {
    const app = await appWithPriced();
    const response = await app.inject({ url, headers: { 'x-test-user': '7' } });
    expect(response.json().data).toEqual({ q: 'a', priceMin: 5, priceMax: 9, sort: 'price_asc' });
  });
});
