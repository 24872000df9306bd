import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

const recorded = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/**
 * Notes every route registered on the app from here on, in whichever plugin, so a test can hold the API
 * document to the routes the server really has (Fastify lists its routes only as a printed tree).
 */
export function recordRoutes(app: FastifyInstance) {
  const routes: RegisteredRoute[] = [];
  recorded.set(app, routes);
  app.addHook('onRoute', ({ method, url }) => {
    for (const one of [method].flat()) routes.push({ method: one, url });
  });
}

/** The routes recordRoutes saw registered on the app. */
export const registeredRoutes = (app: FastifyInstance): readonly RegisteredRoute[] => recorded.get(app) ?? [];
