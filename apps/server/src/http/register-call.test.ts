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
  example: { itemId: 1 },
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
    example: { q: 'dress' },
    // It answers the input it was given, as the handler saw it.
    data: z.object({
      q: z.string().optional(),
      priceMin: z.number().optional(),
      priceMax: z.number().optional(),
      sort: z.string().optional(),
    }),
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

describe('an answer shaped by its schema', () => {
  const stall = z.object({ shopId: z.number().int(), name: z.string() });
  const card = z.object({
    itemId: z.number().int(),
    price: z.number().nullable().optional(),
    priceType: z.number().int(),
    skus: z.array(z.object({ skuid: z.string(), discountPrice: z.number().nullable().optional() })),
    stall: stall.nullable(),
  });
  const cards = defineCall({
    method: 'GET',
    path: '/apif/cards',
    input: z.object({ answer: z.enum(['cards', 'extra', 'missing', 'refused', 'limited']) }),
    data: z.object({ list: z.array(card), total: z.number().int() }),
    example: { answer: 'cards' },
  });
  const aCard = {
    itemId: 1,
    price: 12.5,
    priceType: 1,
    skus: [{ skuid: ';1;2;', discountPrice: 11 }],
    stall: { shopId: 3, name: 'A' },
  };

  async function appWithCards() {
    const app = Fastify();
    app.addHook('onRequest', async (request) => {
      const user = request.headers['x-test-user'];
      if (typeof user === 'string') request.session = { userId: Number(user) };
    });
    app.setErrorHandler((error, _request, reply) =>
      error instanceof HttpError
        ? reply.status(error.status).send({ code: error.code, message: error.message, data: null })
        : reply.status(500).send({ code: 500, message: 'internal server error', data: null }),
    );
    registerCall(app, cards, ({ answer }, _request, reply) => {
      if (answer === 'extra') {
        const leaky = { ...aCard, token: 'secret', stall: { ...aCard.stall, password: 'hash' } };
        return { list: [leaky], total: 1, token: 'secret' };
      }
      if (answer === 'missing')
        return { list: [{ ...aCard, itemId: undefined as unknown as number }], total: 1 };
      if (answer === 'refused') return new Outcome(209, 'item off shelf', null as never);
      if (answer === 'limited') {
        reply.status(429);
        return new Outcome(429, 'too many', { list: [{ ...aCard, token: 'secret' }], total: 1 });
      }
      return { list: [aCard, { ...aCard, itemId: 2, stall: null }], total: 2 };
    });
    return app;
  }
  const member = { 'x-test-user': '7' };

  it('a field the schema does not name never reaches the client, at any depth', async () => {
    const app = await appWithCards();
    const response = await app.inject({ url: '/apif/cards?answer=extra', headers: member });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('hash');
    expect(response.json()).toEqual({ code: 200, message: 'success', data: { list: [aCard], total: 1 } });
  });

  it('a required field missing from the answer is a server error, not a short answer', async () => {
    const app = await appWithCards();
    const response = await app.inject({ url: '/apif/cards?answer=missing', headers: member });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 500, message: 'internal server error', data: null });
  });

  it("a member's answer carries the prices; a guest's has no price field at any depth", async () => {
    const app = await appWithCards();
    const asMember = await app.inject({ url: '/apif/cards?answer=cards', headers: member });
    expect(asMember.json().data.list[0]).toEqual(aCard);
    const asGuest = await app.inject({ url: '/apif/cards?answer=cards' });
    expect(asGuest.statusCode).toBe(200);
    const { price: _, skus, ...rest } = aCard;
    expect(asGuest.json().data.list[0]).toEqual({ ...rest, skus: [{ skuid: ';1;2;' }] });
    expect(asGuest.body).not.toMatch(/"(price|discountPrice)"/);
  });

  it('a member answer without a price the schema names is a server error', async () => {
    const app = await appWithCards();
    registerCall(app, { ...cards, path: '/apif/unpriced' }, () => ({
      list: [{ ...aCard, price: undefined }],
      total: 1,
    }));
    expect((await app.inject({ url: '/apif/unpriced?answer=cards', headers: member })).statusCode).toBe(500);
    expect((await app.inject({ url: '/apif/unpriced?answer=cards' })).statusCode).toBe(200);
  });

  it('a business outcome other than success may carry null data', async () => {
    const app = await appWithCards();
    for (const headers of [member, {}]) {
      const response = await app.inject({ url: '/apif/cards?answer=refused', headers });
      expect(response.json()).toEqual({ code: 209, message: 'item off shelf', data: null });
    }
  });

  it('an outcome answered with another HTTP status is shaped by the schema too', async () => {
    const app = await appWithCards();
    const response = await app.inject({ url: '/apif/cards?answer=limited' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('"price"');
  });
});
