import { AsyncLocalStorage } from 'node:async_hooks';
import diagnosticsChannel from 'node:diagnostics_channel';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * What one request from outside cost the server (issue 28 point 8, docs/decisions/093): a page's
 * in-process calls are part of the page's request, so their queries count towards it.
 */
export interface RequestCost {
  method: string;
  url: string;
  /** Statements the services sent to the database; transaction control (begin, commit) is not counted. */
  queries: number;
  /** API calls the page's loaders made while rendering, those the shell cache answered included. */
  calls: number;
  /** Bytes of the page's HTML as rendered, before compression. */
  htmlBytes: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The cost of the request from outside this request belongs to (its page's, for an in-process call). */
    cost?: RequestCost;
  }
}

/** The cost of the request whose work is running now, wherever the driver is called from. */
const current = new AsyncLocalStorage<RequestCost>();

/** Each finished request's cost, published only while someone listens (a budget test, a bench). */
export const requestCosts = diagnosticsChannel.channel('stallhub:request-cost');

// Both drivers see the same statements: PGlite runs begin and commit itself, node-postgres through drizzle.
const TRANSACTION_CONTROL = /^(begin|commit|rollback)\b/i;

/** Drizzle's logger hook: one statement sent, counted towards the request it serves. */
export function countQuery(query: string) {
  const cost = current.getStore();
  if (cost && !TRANSACTION_CONTROL.test(query)) cost.queries++;
}

/**
 * Gives every request from outside its cost, and runs the request's work with it as the current one.
 * `inProcess` tells a page's own API calls, which run inside the page's cost instead of their own.
 * Only while someone listens: on Node 20 carrying a context through every promise costs about 6% of a
 * page's CPU (docs/decisions/093), so a process nobody measures pays nothing.
 */
export function meterRequests(app: FastifyInstance, inProcess: (request: FastifyRequest) => boolean) {
  app.decorateRequest('cost', undefined);
  app.addHook('onRequest', (request, _reply, done) => {
    const cost = inProcess(request)
      ? current.getStore()
      : requestCosts.hasSubscribers
        ? { method: request.method, url: request.url, queries: 0, calls: 0, htmlBytes: 0 }
        : undefined;
    if (!cost) return done();
    request.cost = cost;
    current.run(cost, done);
  });
  // Reading a body runs on the socket's events, outside the request's context: enter it again after.
  app.addHook('preValidation', (request, _reply, done) =>
    request.cost ? current.run(request.cost, done) : done(),
  );
  app.addHook('onResponse', (request, _reply, done) => {
    if (request.cost && !inProcess(request) && requestCosts.hasSubscribers)
      requestCosts.publish(request.cost);
    done();
  });
}
